import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { chainOf, FLOW_LIMITS, followValue, type FlowNode } from '../../src/flow/value-flow.js';
import { withContext } from '../helpers/lint-probe.js';

const header = `import path from "node:path";\nimport { realpath } from "node:fs/promises";\n`;

/** Follows the first parameter of the function `start` and returns `step text` for every node reached. */
function flowOf(code: string): { reached: string[]; nodes: FlowNode[]; text: (n: FlowNode) => string } {
  return withContext(header + code, (context) => {
    const sourceCode = context.sourceCode;
    const start = sourceCode.ast.body.find(
      (s) => s.type === 'FunctionDeclaration' && s.id?.name === 'start',
    ) as TSESTree.FunctionDeclaration;
    const param = start.params[0] as TSESTree.Identifier;
    const nodes = followValue([{ node: param, shape: 'value' }], sourceCode);
    const text = (n: FlowNode) => sourceCode.getText(n.node).replace(/\s+/g, ' ');
    return { reached: nodes.map((n) => `${n.step} ${text(n)}`), nodes, text };
  });
}

describe('followValue', () => {
  it('follows consts, casts, String(), fallbacks, templates, concatenation, decodes and path functions', () => {
    const { reached } = flowOf(`function start(v: unknown) {
  const a = String(v as string) ?? "";
  const b = \`/srv/\${decodeURIComponent(a)}\`;
  const c = path.join("/root", b + ".md");
  return realpath(c);
}`);
    expect(reached).toEqual(
      expect.arrayContaining([
        'cast v as string',
        'string String(v as string)',
        'fallback String(v as string) ?? ""',
        'binding a',
        'decode decodeURIComponent(a)',
        'template `/srv/${decodeURIComponent(a)}`',
        'concat b + ".md"',
        'path path.join("/root", b + ".md")',
        'realpath realpath(c)',
      ]),
    );
  });

  it('ends at anything it does not know, without guessing', () => {
    const { reached } = flowOf(`import { transform } from "./elsewhere.js";
function start(v: string) {
  const viaImport = transform(v);
  const inObject = { v };
  let reassigned = v;
  reassigned = "x";
  return [viaImport, inObject, reassigned.length, v.length];
}`);
    // The object literal holds it at `v`; the `let` holds it until "x" replaces it, so `reassigned.length` reads "x".
    expect(reached.filter((r) => !r.startsWith('reference') && !r.startsWith('source'))).toEqual([
      'property { v }',
      'binding reassigned',
      'binding inObject',
    ]);
    expect(reached.filter((r) => r.startsWith('reference'))).toEqual([
      'reference v',
      'reference v',
      'reference v',
      'reference v',
      'reference inObject',
    ]);
  });

  it('enters functions of the same file and comes back out at the call', () => {
    const { reached } = flowOf(`function wrap(inner: string) { return "<" + inner + ">"; }
function start(v: string) {
  const w = wrap(v);
  return w.toUpperCase();
}`);
    expect(reached).toEqual(
      expect.arrayContaining([
        'parameter inner: string',
        'concat "<" + inner',
        'return wrap(v)',
        'binding w',
        'string-method w.toUpperCase()',
      ]),
    );
  });

  it('follows URL parts, searchParams.get, split and match elements', () => {
    const { reached } = flowOf(`function start(v: string) {
  const url = new URL(v);
  const { pathname } = url;
  const q = url.searchParams.get("q");
  const [, first] = pathname.split("/");
  const m = /^(\\w+)$/.exec(v);
  return [q, first, m?.[1], m?.groups?.name];
}`);
    expect(reached).toEqual(
      expect.arrayContaining([
        'url new URL(v)',
        'binding pathname',
        'url url.searchParams',
        'query-get url.searchParams.get("q")',
        'string-method pathname.split("/")',
        'binding first',
        'element m?.[1]',
        'element m?.groups?.name',
      ]),
    );
  });

  it('keeps the value key through String() and casts, and makes a new one for derived values', () => {
    const { nodes, text } = flowOf(`function start(v: string) {
  const s = String(v);
  return path.join("/r", s);
}`);
    const byText = (t: string) => nodes.find((n) => text(n) === t)!;
    expect(byText('String(v)').key).toBe(byText('v').key);
    expect(byText('path.join("/r", s)').key).not.toBe(byText('String(v)').key);
    expect(chainOf(byText('path.join("/r", s)')).map((n) => n.step)).toEqual([
      'source',
      'reference',
      'string',
      'binding',
      'reference',
      'path',
    ]);
  });

  it(`stops after ${FLOW_LIMITS.MAX_DEPTH} steps`, () => {
    const consts = Array.from({ length: 30 }, (_, i) => `  const c${i + 1} = c${i};`).join('\n');
    const { nodes, text } = flowOf(`function start(c0: string) {\n${consts}\n  return c30;\n}`);
    expect(Math.max(...nodes.map((n) => n.depth))).toBe(FLOW_LIMITS.MAX_DEPTH);
    expect(nodes.some((n) => text(n) === 'c11')).toBe(true);
    expect(nodes.some((n) => text(n) === 'c13')).toBe(false);
  });

  it(`enters at most ${FLOW_LIMITS.MAX_CALL_DEPTH} nested calls`, () => {
    const { reached } = flowOf(`function three(x3: string) { return x3; }
function two(x2: string) { return three(x2); }
function one(x1: string) { return two(x1); }
function start(v: string) { return one(v); }`);
    expect(reached).toContain('parameter x1: string');
    expect(reached).toContain('parameter x2: string');
    expect(reached).not.toContain('parameter x3: string');
  });
});
