import { CALL } from '@eslint-community/eslint-utils';
import { describe, expect, it } from 'vitest';
import { trackModuleUses } from '../../src/mcp/module-tracker.js';
import { withContext } from '../helpers/lint-probe.js';

const TRACE = { fs: { readFile: { [CALL]: true } } };

/** Whether a tracker following the map finds a use in `code`. */
const tracked = (code: string) => withContext(code, ({ sourceCode }) => trackModuleUses(sourceCode, TRACE).length > 0);

describe('trackModuleUses', () => {
  it('finds the uses of the modules of the map by import and by `require`, and no others', () => {
    expect(tracked(`import { readFile } from 'fs'; readFile(p);`)).toBe(true);
    expect(tracked(`import * as fs from 'fs'; fs.readFile(p);`)).toBe(true);
    expect(tracked(`const fs = require('fs'); fs.readFile(p);`)).toBe(true);
    expect(tracked(`import { readFile } from 'node:fs'; readFile(p);`)).toBe(false);
    expect(tracked(`import { readFile } from './fs.js'; readFile(p);`)).toBe(false);
  });
});
