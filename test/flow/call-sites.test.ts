import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { callSitesOf } from '../../src/flow/call-sites.js';
import { calleeOf, isFunctionLike, localFunctionOf, walk, type FunctionLike } from '../../src/source/index.js';
import { expectAgreement } from '../helpers/agreement.js';
import { withContext } from '../helpers/lint-probe.js';
import { seededRandom } from '../helpers/prng.js';

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
      // A function a constant object literal holds is followed, like a class member.
      'const other = { declared: (a: string) => a };': ["other.declared('5')"],
    });
  });
});

/** Functions bound in every way callSitesOf knows, and calls of them (and of other names) every way a callee is written. */
function generatedFile(seed: number): string {
  const random = seededRandom(seed);
  const names = ['a', 'b', 'c', 'load', 'run'];
  const keys = ['m', 'n', 'load', 'run'];
  const call = (inClass: boolean) =>
    random.pick([
      () => `${random.pick(names)}(x)`,
      () => `${random.pick(names)}${random.below(6)}(x)`,
      () => `C${random.below(2)}.${random.pick(keys)}(x)`,
      () => `C${random.below(2)}['${random.pick(keys)}'](x)`,
      () => `other.${random.pick(keys)}(x)`,
      ...(inClass
        ? [
            () => `this.${random.pick(keys)}(x)`,
            () => `this['${random.pick(keys)}'](x)`,
            () => `this[K](x)`,
            () => `this.#${random.pick(keys)}(x)`,
          ]
        : []),
    ])();
  const body = (inClass: boolean) =>
    `{ return ${Array.from({ length: 1 + random.below(3) }, () => call(inClass)).join(' + ')}; }`;
  const out = [`const K = '${random.pick(keys)}';`, `const other = { m: (x: string) => x };`];
  const declared = new Set<string>();
  for (let n = 0; n < 6; n++) {
    const name = random.pick(names);
    if (declared.has(name)) continue;
    declared.add(name);
    out.push(
      random.pick([
        `function ${name}(x: string) ${body(false)}`,
        `const ${name} = (x: string) => ${call(false)};`,
        `let ${name} = (x: string) => x; ${name} = (x: string) => ${call(false)};`,
      ]),
      `const ${name}${n} = (x: string) => ${call(false)};`,
    );
  }
  for (let c = 0; c < 2; c++) {
    const members = Array.from({ length: 4 }, (_, m) => {
      const key = random.pick(keys);
      return random.pick([
        `${key}${m}(x: string) ${body(true)}`,
        `${key}(x: string) ${body(true)}`,
        `static ${key}(x: string) ${body(true)}`,
        `['${key}'](x: string) ${body(true)}`,
        `${key}${m} = (x: string) => ${call(true)};`,
        `#${key}(x: string) ${body(true)}`,
      ]);
    });
    const assigned = random.pick(keys);
    out.push(
      `class C${c} { ${members.join(' ')} constructor() { this.${assigned} = function (x: string) ${body(true)}; } }`,
    );
  }
  out.push(...Array.from({ length: 6 }, () => `${call(false)};`));
  return out.join('\n');
}

describe('callSitesOf, the calls that name a function first', () => {
  it('finds what resolving every call of the file finds', () => {
    const found = expectAgreement(40, generatedFile, ({ sourceCode }) => {
      const calls: TSESTree.CallExpression[] = [];
      const functions: FunctionLike[] = [];
      walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
        if (node.type === 'CallExpression') calls.push(node);
        if (isFunctionLike(node)) functions.push(node);
      });
      let compared = 0;
      const mismatches = functions.flatMap((fn) => {
        const exact = calls.filter((call) => localFunctionOf(calleeOf(call), sourceCode) === fn);
        const indexed = callSitesOf(fn, sourceCode);
        compared += exact.length;
        const same = exact.length === indexed.length && exact.every((call, i) => indexed[i] === call);
        return same ? [] : [`${sourceCode.getText(fn)}: ${exact.length} calls, ${indexed.length} found`];
      });
      return { mismatches, compared };
    });
    // The generated files call the functions they bind often enough for the comparison to mean something.
    expect(found).toBeGreaterThan(100);
  });
});
