import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { variableOf, walk } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';

const code = `
const id = 'outer';
function read(id: string) {
  { let id = 1; use(id); }
  return [id, missing];
}
`;

/** The identifiers of `code` named `name`, in source order. */
function identifiers(ast: TSESTree.Program, keys: Parameters<typeof walk>[1], name: string): TSESTree.Identifier[] {
  const found: TSESTree.Identifier[] = [];
  walk(ast, keys, (node) => {
    if (node.type === 'Identifier' && node.name === name) found.push(node);
  });
  return found;
}

describe('variableOf', () => {
  it('finds the variable a name refers to in its own scope, the innermost declaration winning', () => {
    const lines = withContext(code, ({ sourceCode }) => {
      const ids = identifiers(sourceCode.ast, sourceCode.visitorKeys, 'id');
      // The line of the declaration each `id` resolves to.
      return ids.map((id) => variableOf(id, sourceCode)?.defs[0]?.name.loc.start.line);
    });
    // const id; the parameter; the block's let; its use; the return's `id`, which is the parameter's.
    expect(lines).toEqual([2, 3, 4, 4, 3]);
  });

  it('answers null for a global nothing declares', () => {
    const variable = withContext(code, ({ sourceCode }) =>
      variableOf(identifiers(sourceCode.ast, sourceCode.visitorKeys, 'missing')[0]!, sourceCode),
    );
    expect(variable).toBeNull();
  });

  it('searches a scope given around the name down to the name, by position', () => {
    const lines = withContext(code, ({ sourceCode }) => {
      const ids = identifiers(sourceCode.ast, sourceCode.visitorKeys, 'id');
      const fn = sourceCode.ast.body[1]!;
      const scope = sourceCode.getScope(fn);
      // `use(id)` in the block: the block's `let`, though the scope given is the function's.
      return [variableOf(ids[3]!, sourceCode, scope), variableOf(ids[4]!, sourceCode, scope)].map(
        (v) => v?.defs[0]?.name.loc.start.line,
      );
    });
    expect(lines).toEqual([4, 3]);
  });

  it('looks a name given as text up from the scope given, outwards', () => {
    const found = withContext(code, ({ sourceCode }) => {
      const fn = sourceCode.ast.body[1]!;
      const inFunction = variableOf('id', sourceCode, sourceCode.getScope(fn));
      const atTop = variableOf('id', sourceCode, sourceCode.getScope(sourceCode.ast.body[0]!));
      const outer = variableOf('read', sourceCode, sourceCode.getScope(fn));
      return [inFunction?.defs[0]?.type, atTop?.defs[0]?.type, outer?.defs[0]?.type];
    });
    expect(found).toEqual(['Parameter', 'Variable', 'FunctionName']);
  });
});
