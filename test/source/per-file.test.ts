import { describe, expect, it } from 'vitest';
import { perFile } from '../../src/source/index.js';

describe('perFile', () => {
  it('computes once for each file, and keeps each answer while its tree lives (the linted file and the modules it reads)', () => {
    const calls: string[] = [];
    const lengthOf = perFile((file: { ast: object; text: string }) => {
      calls.push(file.text);
      return file.text.length;
    });
    const a = { ast: {}, text: 'xx' };
    const b = { ast: {}, text: 'yyy' };
    expect([lengthOf(a), lengthOf(a), lengthOf(a)]).toEqual([2, 2, 2]);
    expect(lengthOf(b)).toBe(3);
    expect(lengthOf(a)).toBe(2);
    expect(calls).toEqual(['xx', 'yyy']);
  });

  it('knows a file by its Program, also through a rule context, and not by its sourceCode object', () => {
    const calls: string[] = [];
    const textOf = perFile((context: { sourceCode: { ast: object; text: string } }) => {
      calls.push(context.sourceCode.text);
      return context.sourceCode.text;
    });
    // One sourceCode object handed to every file, as a host may do: its Program tells them apart.
    const shared = { ast: {}, text: 'first' };
    expect(textOf({ sourceCode: shared })).toBe('first');
    Object.assign(shared, { ast: {}, text: 'second' });
    expect(textOf({ sourceCode: shared })).toBe('second');
    expect(textOf({ sourceCode: shared })).toBe('second');
    expect(calls).toEqual(['first', 'second']);
  });

  it('keeps no answer from a compute that throws', () => {
    let fail = true;
    const answer = perFile((file: { ast: object; text: string }) => {
      if (fail) throw new Error('partial file');
      return file.text;
    });
    const file = { ast: {}, text: 'ok' };
    expect(() => answer(file)).toThrow('partial file');
    fail = false;
    expect(answer(file)).toBe('ok');
  });

  it('keeps a falsy or undefined answer as an answer', () => {
    let calls = 0;
    const nothing = perFile((_file: { ast: object }) => {
      calls++;
      return undefined;
    });
    const file = { ast: {} };
    nothing(file);
    nothing(file);
    expect(calls).toBe(1);
  });
});
