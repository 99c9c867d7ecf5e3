import { describe, expect, it } from 'vitest';
import { perFile } from '../../src/source/index.js';

describe('perFile', () => {
  it('computes once for the file being linted and again for each other file, back and forth', () => {
    const calls: string[] = [];
    const lengthOf = perFile((file: { name: string }, text: string) => {
      calls.push(file.name);
      return text.length;
    });
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect([lengthOf(a, 'xx'), lengthOf(a, 'xx'), lengthOf(a, 'xx')]).toEqual([2, 2, 2]);
    expect(lengthOf(b, 'yyy')).toBe(3);
    expect(lengthOf(a, 'xx')).toBe(2);
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  it('keeps no answer from a compute that throws', () => {
    let fail = true;
    const answer = perFile((_file: object, text: string) => {
      if (fail) throw new Error('partial file');
      return text;
    });
    const file = {};
    expect(() => answer(file, 'ok')).toThrow('partial file');
    fail = false;
    expect(answer(file, 'ok')).toBe('ok');
  });

  it('keeps a falsy or undefined answer as an answer', () => {
    let calls = 0;
    const nothing = perFile((_file: object, _text: string) => {
      calls++;
      return undefined;
    });
    const file = {};
    nothing(file, '');
    nothing(file, '');
    expect(calls).toBe(1);
  });
});
