import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { replayer } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';

const code = `
const before = (a: number) => (a > 1 ? a : -a);
async function handler(uri: URL, id: string) {
  try {
    for (const part of id.split('/')) if (!part) throw new Error('empty');
    const inner = (x: string) => x.trim();
    return { contents: [{ uri: uri.href, text: inner(id) }] };
  } finally {
    console.log('done');
  }
}
const after = () => handler(new URL('a://b'), 'c');
`;

/** Listeners that write down every call, as `selector node-type`. */
function recorder(log: string[]): TSESLint.RuleListener {
  const record =
    (selector: string) =>
    (...args: unknown[]) => {
      const node = args.find(
        (arg): arg is TSESTree.Node => typeof (arg as TSESTree.Node | undefined)?.type === 'string',
      );
      log.push(`${selector} ${node?.type ?? ''}`);
    };
  const selectors = [
    'CallExpression',
    'CallExpression:exit',
    'ReturnStatement:exit',
    'IfStatement, ConditionalExpression',
    'ArrowFunctionExpression:exit',
    'onCodePathStart',
    'onCodePathEnd',
    'onCodePathSegmentStart',
    'onCodePathSegmentEnd',
    'onUnreachableCodePathSegmentStart',
    'onUnreachableCodePathSegmentEnd',
  ];
  return Object.fromEntries(selectors.map((selector) => [selector, record(selector)]));
}

/** What ESLint called the listeners with over the whole file, and what a replay of `handler` calls them with. */
function run(): { live: string[]; replayed: string[]; replayedOk: boolean } {
  const live: string[] = [];
  const replayed: string[] = [];
  const replayedOk = withContext(
    code,
    (context) => {
      const handler = context.sourceCode.ast.body.find((s) => s.type === 'FunctionDeclaration')!;
      return replayer(recorder(replayed))(handler, context.sourceCode);
    },
    recorder(live),
  );
  return { live, replayed, replayedOk };
}

describe('replayer', () => {
  it("calls the listeners as ESLint did, from the start of the function's code path to its end", () => {
    const { live, replayed, replayedOk } = run();
    expect(replayedOk).toBe(true);
    const start = live.indexOf('onCodePathStart FunctionDeclaration');
    const end = live.indexOf('onCodePathEnd FunctionDeclaration');
    expect(replayed).toEqual(live.slice(start, end + 1));
    // The function's own code and the arrow inside it, none of the code around it.
    expect(replayed.filter((entry) => entry === 'onCodePathStart ArrowFunctionExpression')).toHaveLength(1);
    expect(replayed.filter((entry) => entry.startsWith('CallExpression ')).length).toBeGreaterThan(3);
    expect(replayed.length).toBeLessThan(live.length - 10);
  });

  it('refuses a selector it cannot match by node type alone', () => {
    const unsupported = { 'CallExpression > Identifier'() {} } as TSESLint.RuleListener;
    expect(() => withContext('function f() { g(); }', () => replayer(unsupported))).toThrow(
      /unsupported selector "CallExpression > Identifier"/,
    );
  });
});
