import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { checksGuarding, containmentChecks } from '../../src/flow/containment.js';
import { findFsSinkCalls } from '../../src/flow/fs-sinks.js';
import { followValue } from '../../src/flow/value-flow.js';
import { withContext } from '../helpers/lint-probe.js';

const header = `import path from "node:path";\nimport { readFile, realpath } from "node:fs/promises";\nconst ROOT = "/srv";\n`;

/** Follows the parameter of `start`, and describes the checks that guard its `readFile`. */
function guardsOf(body: string, helpers: string[] = ['safeJoin']): string[] {
  return withContext(`${header}export async function start(v: string) {\n${body}\n}`, (context) => {
    const sourceCode = context.sourceCode;
    const fn = (sourceCode.ast.body.at(-1) as TSESTree.ExportNamedDeclaration)
      .declaration as TSESTree.FunctionDeclaration;
    const flow = followValue([{ node: fn.params[0]!, shape: 'value' }], sourceCode);
    const sinks = findFsSinkCalls(sourceCode);
    const sink = flow.find((f) => f.node.parent?.type === 'CallExpression' && sinks.has(f.node.parent));
    if (!sink) return ['(no sink reached)'];
    return checksGuarding(sink, containmentChecks(flow, sourceCode, helpers)).map(
      (c) => `${c.kind}${c.gap ? ` (${c.gap})` : ''}: ${sourceCode.getText(c.node)}`,
    );
  });
}

describe('containment checks', () => {
  it('recognizes resolve + prefix with separator, and says what a near-miss lacks', () => {
    expect(
      guardsOf(`const f = path.resolve(ROOT, v);\nif (!f.startsWith(ROOT + path.sep)) throw 0;\nreturn readFile(f);`),
    ).toEqual(['prefix: f.startsWith(ROOT + path.sep)']);
    expect(
      guardsOf(`const f = path.resolve(ROOT, v);\nif (!f.startsWith(ROOT)) throw 0;\nreturn readFile(f);`),
    ).toEqual(['prefix (prefix-without-separator): f.startsWith(ROOT)']);
    expect(guardsOf(`if (!v.startsWith(ROOT + "/")) throw 0;\nreturn readFile(v);`)).toEqual([
      'prefix (prefix-on-unresolved-path): v.startsWith(ROOT + "/")',
    ]);
  });

  it('recognizes realpath, path.relative and helpers', () => {
    expect(
      guardsOf(
        `const f = await realpath(path.join(ROOT, v));\nif (!f.startsWith(\`\${ROOT}\${path.sep}\`)) throw 0;\nreturn readFile(f);`,
      ),
    ).toEqual(['prefix: f.startsWith(`${ROOT}${path.sep}`)']);
    expect(
      guardsOf(
        `const rel = path.relative(ROOT, v);\nif (rel.split(path.sep).includes("..") || path.isAbsolute(rel)) throw 0;\nreturn readFile(v);`,
      ),
    ).toEqual(['relative: path.relative(ROOT, v)']);
    expect(guardsOf(`if (path.relative(ROOT, v).startsWith("..")) throw 0;\nreturn readFile(v);`)).toEqual([
      'relative (relative-without-absolute): path.relative(ROOT, v)',
    ]);
    expect(
      guardsOf(`return readFile(safeJoin(ROOT, v));\ndeclare function safeJoin(a: string, b: string): string;`),
    ).toEqual(['(no sink reached)']);
    expect(
      guardsOf(
        `check.isInside(ROOT, v);\nreturn readFile(v);\ndeclare const check: { isInside(a: string, b: string): void };`,
        ['isInside'],
      ),
    ).toEqual(['helper: check.isInside(ROOT, v)']);
  });

  it('counts allowlists and anchored validations only when they decide something', () => {
    expect(guardsOf(`if (!ALLOWED.has(v)) throw 0;\nreturn readFile(v);\ndeclare const ALLOWED: Set<string>;`)).toEqual(
      ['allowlist: ALLOWED.has(v)'],
    );
    expect(guardsOf(`ALLOWED.has(v);\nreturn readFile(v);\ndeclare const ALLOWED: Set<string>;`)).toEqual([]);
    expect(guardsOf(`if (!/^[a-z]+$/.test(v)) throw 0;\nreturn readFile(v);`)).toEqual([
      'anchored-validation: /^[a-z]+$/.test(v)',
    ]);
    expect(guardsOf(`const m = /^[a-z]+$/.exec(v);\nif (m === null) throw 0;\nreturn readFile(v);`)).toEqual([
      'anchored-validation: /^[a-z]+$/.exec(v)',
    ]);
    expect(guardsOf(`if (!/^[a-z.]+$/.test(v)) throw 0;\nreturn readFile(v);`)).toEqual([]);
    expect(guardsOf(`if ("abc".includes(v)) throw 0;\nreturn readFile(v);`)).toEqual([]);
  });

  it('guards only sinks whose path derives from the checked value', () => {
    expect(
      guardsOf(
        `const f = path.resolve(ROOT, v);\nif (!f.startsWith(ROOT + path.sep)) throw 0;\nreturn readFile(path.join(ROOT, v));`,
      ),
    ).toEqual([]);
  });
});
