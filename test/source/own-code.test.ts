import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { isFunctionLike, ownCodeOf, walk, type FunctionLike } from '../../src/source/index.js';

const code = `
async function read(uri: URL, id = pick(), extra?: { authInfo?: unknown }) {
  const item = await load(id);
  if (!item) throw notFound(uri);
  try {
    authorize(extra?.authInfo, item);
  } catch {
    return { contents: [] };
  }
  const later = (x = def()) => (x ? use(x) : none());
  class Local { field = init(); }
  return item.ok ? { contents: [{ uri: uri.href, text: render(item) }] } : undefined;
}
`;

type Summary = Record<string, string[]>;

/** For each function of `code`, its own code as text, as a rule reads it. */
function ownCodeByFunction(): Summary[] {
  const summaries: Summary[] = [];
  new Linter({ configType: 'flat' }).verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: {
          probe: {
            rules: {
              own: {
                create(context) {
                  return {
                    'Program:exit'() {
                      const { sourceCode } = context;
                      const functions: FunctionLike[] = [];
                      walk(sourceCode.ast as never, sourceCode.visitorKeys as never, (node) => {
                        if (isFunctionLike(node)) functions.push(node);
                      });
                      for (const fn of functions) {
                        const own = ownCodeOf(fn, sourceCode as never);
                        summaries.push(
                          Object.fromEntries(
                            Object.entries(own).map(([kind, nodes]) => [
                              kind,
                              (nodes as { range: [number, number] }[]).map(
                                (n) => code.slice(...n.range).split('\n')[0]!,
                              ),
                            ]),
                          ),
                        );
                      }
                    },
                  };
                },
              },
            },
          },
        },
        rules: { 'probe/own': 'error' },
      },
    ],
    'file.ts',
  );
  return summaries;
}

describe('ownCodeOf', () => {
  it("gives each function the code of its own body, not its parameters' defaults nor its nested functions", () => {
    const listed = ownCodeByFunction();
    // read(): not the default of its parameter, nor what the nested arrow holds; a class field's initializer is its own.
    expect(listed[0]).toEqual({
      calls: ['load(id)', 'notFound(uri)', 'authorize(extra?.authInfo, item)', 'init()', 'render(item)'],
      declarators: ['item = await load(id)', 'later = (x = def()) => (x ? use(x) : none())'],
      exits: [
        'throw notFound(uri);',
        'return { contents: [] };',
        'return item.ok ? { contents: [{ uri: uri.href, text: render(item) }] } : undefined;',
      ],
      branches: [
        'if (!item) throw notFound(uri);',
        'item.ok ? { contents: [{ uri: uri.href, text: render(item) }] } : undefined',
      ],
      tries: ['try {'],
    });
    expect(listed[1]).toEqual({
      calls: ['use(x)', 'none()'],
      declarators: [],
      exits: [],
      branches: ['x ? use(x) : none()'],
      tries: [],
    });
  });
});
