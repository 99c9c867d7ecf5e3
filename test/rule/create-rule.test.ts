import { applyDefault as tsApplyDefault } from '@typescript-eslint/utils/eslint-utils';
import { describe, expect, it } from 'vitest';
import { fixupRule } from '@eslint/compat';
import { Linter } from 'eslint';
import { createRule } from '../../src/rule/create-rule.js';
import { applyDefault } from '../../src/rule/options.js';
import { mayBuildUris, mayHoldResources } from '../../src/mcp/index.js';
import { seededRandom } from '../helpers/prng.js';

describe('createRule', () => {
  it('merges options as typescript-eslint RuleCreator does, for random defaults and user options', () => {
    const random = seededRandom(7);
    const value = (depth: number): unknown =>
      depth > 2 || random.chance(0.5)
        ? random.pick([true, false, 0, 3, 'a', 'b', [], ['x'], null, undefined])
        : Object.fromEntries(['a', 'b', 'c'].filter(() => random.chance(0.6)).map((k) => [k, value(depth + 1)]));
    for (let run = 0; run < 2_000; run++) {
      const defaults = [value(0), value(0)];
      const user = random.chance(0.2) ? undefined : [value(0), ...(random.chance(0.5) ? [value(0)] : [])];
      expect(applyDefault(defaults, user)).toEqual(tsApplyDefault(defaults, user as never));
    }
  });

  /** A rule with these defaults whose create() keeps the options it is given, file by file, in `seen`. */
  const recordingRule = (defaultOptions: readonly unknown[], seen: unknown[]) =>
    createRule<[Record<string, unknown>], 'x'>({
      name: 'some-rule',
      meta: {
        type: 'problem',
        docs: { description: 'd' },
        schema: [],
        messages: { x: 'x' },
        defaultOptions: defaultOptions as never,
      },
      create: (_context, [options]) => {
        seen.push(options);
        return {};
      },
    });

  it("merges the defaults into each file's options, leaves the defaults untouched, and adds the docs URL on the default branch", () => {
    const defaults = [{ list: ['a'], nested: { on: true } }] as const;
    const seen: unknown[] = [];
    const rule = recordingRule([...defaults], seen);
    const option = { nested: { on: false } };
    rule.create({ options: [option] } as never);
    rule.create({ options: [] } as never);
    expect(seen[0]).toEqual({ list: ['a'], nested: { on: false }, checkTestFiles: false });
    expect(seen[1]).toEqual({ list: ['a'], nested: { on: true }, checkTestFiles: false });
    expect(option).toEqual({ nested: { on: false } });
    expect(defaults[0].list).toEqual(['a']);
    expect(rule.meta.docs?.url).toBe(
      'https://github.com/mcp-resources/eslint-plugin-mcp-resources/blob/main/docs/rules/some-rule.md',
    );
  });

  it("shares the defaults between files frozen, so that no file's rule can change them for the next", () => {
    const seen: { list: string[] }[] = [];
    const rule = recordingRule([{ list: ['a'] }], seen);
    rule.create({ options: [] } as never);
    expect(() => seen[0]!.list.push('b')).toThrow(TypeError);
    rule.create({ options: [] } as never);
    expect(seen[1]).toEqual({ list: ['a'], checkTestFiles: false });
    expect(rule.meta.defaultOptions).toEqual([{ list: ['a'], checkTestFiles: false }]);
  });

  it('gives the options ESLint already merged the defaults into unchanged, their shared values still frozen', () => {
    const seen: { list: string[]; nested: { on: boolean } }[] = [];
    const given: unknown[] = [];
    const rule = createRule<[{ list: string[]; nested: { on: boolean } }], 'x'>({
      name: 'merged-rule',
      meta: {
        type: 'problem',
        docs: { description: 'd' },
        schema: [{ type: 'object' }],
        messages: { x: 'x' },
        defaultOptions: [{ list: ['a'], nested: { on: true } }],
      },
      create: (_context, [options]) => {
        seen.push(options);
        return {};
      },
    });
    const plugin = {
      rules: {
        r: {
          ...rule,
          create: (context: { options: unknown[] }) => {
            given.push(context.options[0]);
            return rule.create(context as never);
          },
        },
      },
    };
    const lint = (options: unknown[]) =>
      new Linter().verify('x;', { plugins: { p: plugin as never }, rules: { 'p/r': ['error', ...options] } } as never);
    lint([]);
    lint([{ nested: { on: false } }]);
    expect(seen).toEqual([
      { list: ['a'], nested: { on: true }, checkTestFiles: false },
      { list: ['a'], nested: { on: false }, checkTestFiles: false },
    ]);
    expect(seen[0]).toEqual(given[0]);
    expect(seen[1]).toEqual(given[1]);
    expect(() => seen[0]!.list.push('b')).toThrow(TypeError);
  });

  it('gives every rule `checkTestFiles` in its first option object: added to the object a rule declares, or that object for a rule without options', () => {
    const withOptions = createRule<[{ on: boolean }], 'x'>({
      name: 'with-options',
      meta: {
        type: 'problem',
        docs: { description: 'd' },
        schema: [{ type: 'object', additionalProperties: false, properties: { on: { type: 'boolean' } } }],
        messages: { x: 'x' },
        defaultOptions: [{ on: true }],
      },
      create: () => ({}),
    });
    const without = createRule<[], 'x'>({
      name: 'without-options',
      meta: { type: 'problem', docs: { description: 'd' }, schema: [], messages: { x: 'x' } },
      create: () => ({}),
    });
    const properties = (rule: { meta: { schema?: unknown } }) =>
      Object.keys((rule.meta.schema as { properties: object }[])[0]!.properties);
    expect(properties(withOptions)).toEqual(['on', 'checkTestFiles']);
    expect(withOptions.meta.defaultOptions).toEqual([{ on: true, checkTestFiles: false }]);
    expect(properties(without)).toEqual(['checkTestFiles']);
    expect(without.meta.defaultOptions).toEqual([{ checkTestFiles: false }]);
    // ESLint validates the option against the schema: accepted on both, a wrong type refused.
    const lint = (rule: object, option: unknown) =>
      new Linter().verify('x;', {
        plugins: { p: { rules: { r: rule as never } } },
        rules: { 'p/r': ['error', option] },
      } as never);
    expect(lint(without, { checkTestFiles: true })).toEqual([]);
    expect(lint(withOptions, { on: false, checkTestFiles: true })).toEqual([]);
    expect(() => lint(without, { checkTestFiles: 'yes' })).toThrow(/should be boolean/);
  });

  // The plugin's own gate (one family of gates per plugin), with a text that counts how often it is read.
  const RESOURCE_TEXT = 'server.registerResource("doc", "docs://{id}", {}, read);';
  const reads: string[] = [];
  const contextFor = (text: string, options: unknown[] = [], id = 'plugin/gated-rule') =>
    ({
      id,
      options,
      filename: 'f.ts',
      sourceCode: {
        ast: {},
        get text() {
          reads.push(text);
          return text;
        },
      },
    }) as never;
  const gatedRule = (name: string, calls: string[]) =>
    createRule<[{ on?: boolean }], 'x'>({
      name,
      meta: {
        type: 'problem',
        docs: { description: 'd' },
        schema: [],
        messages: { x: 'x' },
        defaultOptions: [{ on: true }],
      },
      gate: mayHoldResources,
      create: (_context, [options]) => {
        calls.push(`${name} ${String(options.on)}`);
        return { Program() {} };
      },
    });

  it('asks the gate first: a file it answers no for gets no listeners, and neither create() nor the options merge runs', () => {
    const calls: string[] = [];
    const rule = gatedRule('gated-rule', calls);
    // Options that would throw if they were merged: a getter the merge reads.
    const throwing = Object.defineProperty({}, 'on', {
      enumerable: true,
      get: () => {
        throw new Error('merged');
      },
    });
    expect(rule.create(contextFor('const x = 1;', [throwing]))).toEqual({});
    expect(calls).toEqual([]);
    expect(Object.keys(rule.create(contextFor(RESOURCE_TEXT, [{ on: false }])))).toEqual(['Program']);
    expect(calls).toEqual(['gated-rule false']);
  });

  it("reads a file's text once for all the gated rules, and again for the next file", () => {
    const calls: string[] = [];
    const rules = [gatedRule('first', calls), gatedRule('second', calls), gatedRule('third', calls)];
    reads.length = 0;
    const yes = contextFor(RESOURCE_TEXT);
    for (const rule of rules) rule.create(yes);
    const no = contextFor('const x = 1;');
    for (const rule of rules) expect(rule.create(no)).toEqual({});
    expect(reads).toEqual([RESOURCE_TEXT, 'const x = 1;']);
    expect(calls).toEqual(['first true', 'second true', 'third true']);
  });

  it('answers each file for itself when a host hands every file the same context and sourceCode objects, as Oxlint does', () => {
    // Oxlint's contexts and its sourceCode are one object each for the whole run; only the file's
    // Program (and its text) are new per file. Gates kept per sourceCode object gave every file the
    // answers of the first one Oxlint happened to lint, so which findings were lost depended on its
    // threads.
    const calls: string[] = [];
    const rules = [gatedRule('first', calls), gatedRule('second', calls)];
    let file = { ast: {}, text: 'const x = 1;' };
    const sourceCode = Object.freeze({
      get ast() {
        return file.ast;
      },
      get text() {
        return file.text;
      },
    });
    const context = { id: 'plugin/gated-rule', options: [], filename: 'f.ts', sourceCode } as never;
    const listening = () => rules.map((rule) => Object.keys(rule.create(context)).length > 0);
    expect(listening()).toEqual([false, false]);
    file = { ast: {}, text: RESOURCE_TEXT };
    expect(listening()).toEqual([true, true]);
    file = { ast: {}, text: 'const y = 2;' };
    expect(listening()).toEqual([false, false]);
    expect(calls).toEqual(['first true', 'second true']);
  });

  it('works taken off its rule, as some testers and wrappers call it', () => {
    const calls: string[] = [];
    const { create } = gatedRule('detached-rule', calls);
    expect(Object.keys(create(contextFor(RESOURCE_TEXT)))).toEqual(['Program']);
    expect(create(contextFor('const x = 1;'))).toEqual({});
    expect(calls).toEqual(['detached-rule true']);
  });

  it("answers a gate asked outside a rule's create() by the same reading, kept for the rules of that file", () => {
    const calls: string[] = [];
    const rule = gatedRule('asked-rule', calls);
    reads.length = 0;
    const yes = contextFor(RESOURCE_TEXT);
    expect(mayHoldResources(yes)).toBe(true);
    expect(mayBuildUris(yes)).toBe(true);
    expect(Object.keys(rule.create(yes))).toEqual(['Program']);
    const no = contextFor('const x = 1;');
    expect(mayHoldResources(no)).toBe(false);
    expect(rule.create(no)).toEqual({});
    expect(mayBuildUris(no)).toBe(false);
    expect(reads).toEqual([RESOURCE_TEXT, 'const x = 1;']);
    expect(calls).toEqual(['asked-rule true']);
    // The path alone lets an xmcp resource file in.
    const xmcp = Object.assign(contextFor('export default async () => "x";'), {
      filename: '/app/src/resources/(docs)/[id].ts',
    });
    expect(mayHoldResources(xmcp)).toBe(true);
    expect(mayBuildUris(xmcp)).toBe(false);
  });

  it("runs in ESLint as the plugin's rule, as a spread copy, and through @eslint/compat's fixupRule", () => {
    const reported = createRule<[], 'found'>({
      name: 'reported-rule',
      meta: {
        type: 'problem',
        docs: { description: 'd' },
        schema: [],
        messages: { found: 'found' },
        defaultOptions: [],
      },
      gate: mayHoldResources,
      create: (context) => ({ Program: (node) => context.report({ node, messageId: 'found' }) }),
    });
    const lint = (rule: object, code: string) =>
      new Linter()
        .verify(code, { plugins: { p: { rules: { r: rule as never } } }, rules: { 'p/r': 'error' } })
        .map((m) => m.message);
    for (const rule of [reported, { ...reported }, fixupRule(reported as never)]) {
      expect(lint(rule, RESOURCE_TEXT)).toEqual(['found']);
      expect(lint(rule, 'const x = 1;')).toEqual([]);
    }
  });
});
