import { CALL } from '@eslint-community/eslint-utils';
import { describe, expect, it } from 'vitest';
import { importsAnyOf, trackModuleUses } from '../../src/mcp/module-tracker.js';
import { withContext } from '../helpers/lint-probe.js';

const TRACE = { fs: { readFile: { [CALL]: true } } };

/** What `importsAnyOf` answers for `code`, beside whether a tracker following the same map finds a use. */
const ask = (code: string) =>
  withContext(code, ({ sourceCode }) => ({
    imports: importsAnyOf(sourceCode, TRACE),
    tracked: trackModuleUses(sourceCode, TRACE).length > 0,
  }));

describe('importsAnyOf', () => {
  it('is true for an import or a re-export from a module of the map, false otherwise', () => {
    expect(ask(`import { readFile } from 'fs'; readFile(p);`).imports).toBe(true);
    expect(ask(`import * as fs from 'fs'; fs.readFile(p);`).imports).toBe(true);
    expect(ask(`export { readFile } from 'fs';`).imports).toBe(true);
    expect(ask(`export * from 'fs';`).imports).toBe(true);
    expect(ask(`import { readFile } from 'node:fs'; readFile(p);`).imports).toBe(false);
    expect(ask(`import { readFile } from './fs.js'; readFile(p);`).imports).toBe(false);
    expect(ask(`const fs = require('fs'); fs.readFile(p);`).imports).toBe(false);
  });

  it('leaves the uses a tracker finds unchanged: `require` is followed whatever the declarations say', () => {
    expect(ask(`import { readFile } from 'fs'; readFile(p);`).tracked).toBe(true);
    expect(ask(`const fs = require('fs'); fs.readFile(p);`).tracked).toBe(true);
    expect(ask(`import { readFile } from './fs.js'; readFile(p);`).tracked).toBe(false);
  });
});
