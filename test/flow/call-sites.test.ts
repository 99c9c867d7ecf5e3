import { describe, expect, it } from 'vitest';
import { callSitesOf } from '../../src/flow/call-sites.js';
import { isFunctionLike, walk, type FunctionLike } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';

const code = `
function declared(a: string) { return a; }
const constant = (a: string) => a;
let reassigned = (a: string) => a;
reassigned = (a: string) => a + '!';
const KEY = 'computed';
class Store {
  static make(a: string) { return a; }
  field = (a: string) => a;
  assigned: (a: string) => string;
  #hidden(a: string) { return a; }
  computed(a: string) { return a; }
  constructor() {
    this.assigned = function (a: string) { return a; };
  }
  method(a: string) { return this.field(a) + this.assigned(a) + this[KEY](a) + Store.make(a) + this.#hidden(a); }
}
declared('1'); constant('2'); reassigned('3'); new Store().method('4');
const other = { declared: (a: string) => a };
other.declared('5'); console.log('6'); JSON.stringify(declared);
`;

/** The calls found for each function of the file, the function known by the line it starts on. */
const sites = () =>
  withContext(code, ({ sourceCode }) => {
    const functions: FunctionLike[] = [];
    walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
      if (isFunctionLike(node)) functions.push(node);
    });
    return Object.fromEntries(
      functions.map((fn) => [
        sourceCode.lines[fn.loc.start.line - 1]!.trim(),
        callSitesOf(fn, sourceCode).map((call) => sourceCode.getText(call)),
      ]),
    );
  });

describe('callSitesOf', () => {
  it('finds the calls of each function of the file by the name it is bound to, and no other call', () => {
    expect(sites()).toEqual({
      'function declared(a: string) { return a; }': ["declared('1')"],
      'const constant = (a: string) => a;': ["constant('2')"],
      // Assigned twice: neither function is what the name holds on every path.
      'let reassigned = (a: string) => a;': [],
      "reassigned = (a: string) => a + '!';": [],
      'static make(a: string) { return a; }': ['Store.make(a)'],
      'field = (a: string) => a;': ['this.field(a)'],
      // A private method is not followed (its calls are not resolved).
      '#hidden(a: string) { return a; }': [],
      'computed(a: string) { return a; }': ['this[KEY](a)'],
      'constructor() {': [],
      'this.assigned = function (a: string) { return a; };': ['this.assigned(a)'],
      'method(a: string) { return this.field(a) + this.assigned(a) + this[KEY](a) + Store.make(a) + this.#hidden(a); }':
        [],
      // `other` is no class of the file: a call of its member is not followed.
      'const other = { declared: (a: string) => a };': [],
    });
  });
});
