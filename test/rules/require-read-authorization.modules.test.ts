// A check in a helper of another module of the project is read there: the fixture's `access.ts`
// exports one helper that throws when its own check fails, and one that never refuses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/project/membership-module');

/** The rule over a file of the fixture (which sits in a test folder: test files are checked). */
function lint(file: string, rule: string): string {
  const filename = path.join(project, file);
  return underline(readFileSync(filename, 'utf8'), rule, [{ checkTestFiles: true }], { filename });
}

describe('a check in a helper of another module', () => {
  it('require-read-authorization: the helper that throws checks; the one that records is named as untrusted', () => {
    expect(lint('src/server.ts', 'require-read-authorization')).toMatchInlineSnapshot(`
      "unprovenAuthorizer:
       14 | server.registerResource('team-log', new ResourceTemplate('teams://{team}/log', { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
