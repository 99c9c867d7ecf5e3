import { describe, expect, it } from 'vitest';
import { isFunctionLike, ownCodeOf, walk, type FunctionLike } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';

const code = `
const nestedArrow = () => () => { if (ok()) return done(); };
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

/** For each function of `code`, its own code as text (first lines), as a rule reads it. */
const ownCodeByFunction = () =>
  withContext(code, ({ sourceCode }) => {
    const functions: FunctionLike[] = [];
    walk(sourceCode.ast as never, sourceCode.visitorKeys as never, (node) => {
      if (isFunctionLike(node)) functions.push(node);
    });
    return functions.map((fn) =>
      Object.fromEntries(
        Object.entries(ownCodeOf(fn, sourceCode)).map(([kind, nodes]) => [
          kind,
          (nodes as { range: [number, number] }[]).map((n) => code.slice(...n.range).split('\n')[0]!),
        ]),
      ),
    );
  });

describe('ownCodeOf', () => {
  it("gives each function the code of its own body, not its parameters' defaults nor its nested functions", () => {
    const [outer, inner, read, later] = ownCodeByFunction();
    // An arrow whose body is a function: the code is the inner function's only.
    expect(outer).toEqual({ calls: [], declarators: [], exits: [], branches: [], tries: [] });
    expect(inner).toEqual({
      calls: ['ok()', 'done()'],
      declarators: [],
      exits: ['return done();'],
      branches: ['if (ok()) return done();'],
      tries: [],
    });
    // A class field's initializer in the body is the function's own code.
    expect(read).toEqual({
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
    expect(later).toEqual({
      calls: ['use(x)', 'none()'],
      declarators: [],
      exits: [],
      branches: ['x ? use(x) : none()'],
      tries: [],
    });
  });

  it('walks a function once per file, and again for the next file', () => {
    const [first, again, other] = withContext(code, ({ sourceCode }) => {
      const read = sourceCode.ast.body.find((s) => s.type === 'FunctionDeclaration')!;
      const copy = { ...sourceCode, ast: { ...sourceCode.ast }, visitorKeys: sourceCode.visitorKeys };
      return [ownCodeOf(read, sourceCode), ownCodeOf(read, sourceCode), ownCodeOf(read, copy as never)];
    });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(other).toEqual(first);
  });
});
