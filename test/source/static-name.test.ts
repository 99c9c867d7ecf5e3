import { describe, expect, it } from 'vitest';
import { staticName, walk, type Named } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';

const code = `
const KEY = 'fromConstant';
let changing = 'a'; changing = 'b';
a.dot; a['bracket']; a[0]; a[\`tick\`]; a['x' + 'y']; a[KEY]; a[changing]; a[k];
const o = { plain: 1, 'quoted': 2, 3: 3, ['computed']: 4, [KEY]: 5, [k]: 6 };
const { fromPattern, ['patternComputed']: p } = o;
class C { method() {} #hidden = 1; static ['staticField'] = 2; get [KEY]() { return this.#hidden; } }
`;

/** Each named node of `code` as `text → name without the source code | name with it`. */
const names = () =>
  withContext(code, ({ sourceCode }) => {
    const rows: string[] = [];
    walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
      if (
        node.type === 'MemberExpression' ||
        node.type === 'Property' ||
        node.type === 'PropertyDefinition' ||
        node.type === 'MethodDefinition'
      ) {
        const named = node as Named;
        const text = code
          .slice(...named.range)
          .split('(')[0]!
          .split(' =')[0]!;
        rows.push(`${text} → ${staticName(named)} | ${staticName(named, sourceCode)}`);
      }
    });
    return rows;
  });

describe('staticName', () => {
  it("names members and keys written out, and with the source code a computed key that is a constant's", () => {
    expect(names()).toEqual([
      'a.dot → dot | dot',
      "a['bracket'] → bracket | bracket",
      'a[0] → 0 | 0',
      'a[`tick`] → tick | tick',
      "a['x' + 'y'] → xy | xy",
      'a[KEY] → undefined | fromConstant',
      // A name assigned twice is not a constant, and an unknown name is not one either.
      'a[changing] → undefined | undefined',
      'a[k] → undefined | undefined',
      'plain: 1 → plain | plain',
      "'quoted': 2 → quoted | quoted",
      '3: 3 → 3 | 3',
      "['computed']: 4 → computed | computed",
      '[KEY]: 5 → undefined | fromConstant',
      '[k]: 6 → undefined | undefined',
      'fromPattern → fromPattern | fromPattern',
      "['patternComputed']: p → patternComputed | patternComputed",
      'method → method | method',
      // A private name is no property name.
      '#hidden → undefined | undefined',
      "static ['staticField'] → staticField | staticField",
      'get [KEY] → undefined | fromConstant',
      'this.#hidden → undefined | undefined',
    ]);
  });
});
