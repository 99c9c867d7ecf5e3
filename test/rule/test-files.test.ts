import { describe, expect, it } from 'vitest';
import { isTestFile } from '../../src/rule/test-files.js';

describe('isTestFile', () => {
  it('answers for the file name it is given, whichever it was asked about before', () => {
    const names: [string, boolean][] = [
      ['/repo/src/resources.ts', false],
      ['/repo/test/resources.ts', true],
      ['/repo/test/resources.ts', true],
      ['/repo/src/resources.ts', false],
      ['C:\\repo\\__tests__\\server.ts', true],
      ['/repo/src/server.spec.ts', true],
      ['/repo/src/testing-tools.ts', false],
    ];
    for (const [name, isTest] of names) expect(isTestFile(name), name).toBe(isTest);
  });
});
