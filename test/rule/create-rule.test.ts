import { applyDefault as tsApplyDefault } from '@typescript-eslint/utils/eslint-utils';
import { describe, expect, it } from 'vitest';
import { applyDefault, createRule } from '../../src/rule/create-rule.js';
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

  it('merges each options array once, leaves the defaults untouched, and adds the docs URL of the installed version', () => {
    const defaults = [{ list: ['a'], nested: { on: true } }] as const;
    const rule = createRule<[{ list?: string[]; nested?: { on?: boolean } }], 'x'>({
      name: 'some-rule',
      meta: { type: 'problem', docs: { description: 'd' }, schema: [], messages: { x: 'x' }, defaultOptions: [...defaults] as never },
      create: (_context, [options]) => {
        seen.push(options);
        return {};
      },
    });
    const seen: unknown[] = [];
    const option = { nested: { on: false } };
    rule.create({ options: [option] } as never);
    rule.create({ options: [option] } as never);
    rule.create({ options: [{ nested: { on: false } }] } as never);
    expect(seen[0]).toEqual({ list: ['a'], nested: { on: false } });
    // ESLint copies the array per file, the option object is the config's: merged once; another anew.
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(defaults[0].list).toEqual(['a']);
    expect(rule.meta.docs?.url).toMatch(/^https:\/\/github\.com\/mcp-resources\/eslint-plugin-mcp-resources\/blob\/v\d+\.\d+\.\d+[^/]*\/docs\/rules\/some-rule\.md$/);
  });

  it('asks the gate first: a file it answers no for gets no listeners, and neither create() nor the options merge runs', () => {
    const calls: string[] = [];
    const rule = createRule<[{ on?: boolean }], 'x'>({
      name: 'gated-rule',
      meta: { type: 'problem', docs: { description: 'd' }, schema: [], messages: { x: 'x' }, defaultOptions: [{ on: true }] },
      gate: (context) => (context as unknown as { sourceCode: { text: string } }).sourceCode.text.includes('yes'),
      create: (_context, [options]) => {
        calls.push(`create ${String(options.on)}`);
        return { Program() {} };
      },
    });
    // Options that would throw if they were merged: a getter the merge reads.
    const throwing = Object.defineProperty({}, 'on', { enumerable: true, get: () => { throw new Error('merged'); } });
    expect(rule.create({ sourceCode: { text: 'no' }, options: [throwing] } as never)).toEqual({});
    expect(calls).toEqual([]);
    expect(Object.keys(rule.create({ sourceCode: { text: 'yes' }, options: [{ on: false }] } as never))).toEqual(['Program']);
    expect(calls).toEqual(['create false']);
  });
});
