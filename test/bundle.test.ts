import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without declarations.
import { inlineNodeTypes } from '../scripts/inline-node-types.js';

const IMPORT = "import { AST_NODE_TYPES } from '@typescript-eslint/types';\n";

describe('the bundle inlines AST_NODE_TYPES', () => {
  it('writes each member in as its string and drops the import', () => {
    const text =
      IMPORT +
      'export const isCall = (n) => n.type === AST_NODE_TYPES.CallExpression || n.type === AST_NODE_TYPES.TSAsExpression;\n';
    expect(inlineNodeTypes(text, 'a.js')).toBe(
      '\nexport const isCall = (n) => n.type === "CallExpression" || n.type === "TSAsExpression";\n',
    );
  });

  it('leaves a module that does not import the package alone', () => {
    expect(inlineNodeTypes('export const x = 1;\n', 'a.js')).toBeUndefined();
  });

  it('stops the build on a name that is no node type, on any other use, and on another import shape', () => {
    expect(() => inlineNodeTypes(IMPORT + 'x(AST_NODE_TYPES.NotAType);\n', 'a.js')).toThrow(
      'a.js: AST_NODE_TYPES.NotAType is no node type',
    );
    expect(() => inlineNodeTypes(IMPORT + 'x(AST_NODE_TYPES[name]);\n', 'b.js')).toThrow(
      'b.js: AST_NODE_TYPES is used other than as AST_NODE_TYPES.Name',
    );
    expect(() =>
      inlineNodeTypes("import { AST_NODE_TYPES, AST_TOKEN_TYPES } from '@typescript-eslint/types';\n", 'c.js'),
    ).toThrow('c.js: import AST_NODE_TYPES alone');
  });
});
