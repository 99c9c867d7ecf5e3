// Shared by the tests of `mcp-resources check`: the notes data in a temporary folder, the fixture
// servers (test/fixtures/check/), and findings in one short line each for exact comparisons.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Finding } from 'mcp-resources/check';
// @ts-expect-error -- a plain ES module fixture, run by node over stdio as well
import { createNotesServer as createServer, writeNotesData } from '../fixtures/check/notes-server.mjs';

export const FIXTURES = fileURLToPath(new URL('../fixtures/check/', import.meta.url));
export const NOTES_SERVER = path.join(FIXTURES, 'notes-server.mjs');
export const PYTHON_SERVER = path.join(FIXTURES, 'notes_server.py');

export type Fault = 'proxy-decode' | 'unjoined-path' | 'forbidden' | 'cross-principal';

export const createNotesServer = createServer as (options: {
  sdk: 'v1' | 'v2';
  root: string;
  faults?: readonly Fault[];
  user?: string;
  stallReads?: boolean;
}) => Promise<{ connect(transport: never): Promise<void> }>;

/** A temporary folder with the notes server's data; `remove()` deletes it. */
export function notesData(): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'mcp-resources-check-'));
  (writeNotesData as (root: string) => void)(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** `check template variable: value` (the value as the report names it), for exact lists of findings. */
export const brief = (finding: Finding): string =>
  `${finding.check} ${finding.template}${finding.variable === undefined ? '' : ` ${finding.variable}`}: ${finding.value}`;

/** The principal an HTTP transport's bearer authentication would hand the server. */
export const authInfo = (clientId: string) => ({ token: `token-of-${clientId}`, clientId, scopes: [] });
