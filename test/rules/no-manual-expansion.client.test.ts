// no-manual-expansion on a client that builds resource URIs every way the rule knows
// (test/fixtures/companion/client.ts), from source: every suggestion applied in turn, and the file
// they write. scripts/consumer-test.js applies them from the packed plugin, compiles the result
// with the project's tsc and checks each URI against `expand`.
import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-manual-expansion.js';

const client = readFileSync(new URL('../fixtures/companion/client.ts', import.meta.url), 'utf8');

function lint(code: string): Linter.LintMessage[] {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
        plugins: { m: { rules: { 'no-manual-expansion': rule } } as never },
        rules: { 'm/no-manual-expansion': 'error' },
      },
    ],
    'src/client.ts',
  );
}

/** Applies the first suggestion of the first finding until none is left; returns the code and how many were applied. */
function applyEverySuggestion(code: string): { code: string; applied: number; left: Linter.LintMessage[] } {
  let applied = 0;
  for (;;) {
    const messages = lint(code);
    const fix = messages.find((m) => m.suggestions?.length)?.suggestions![0]!.fix;
    if (!fix) return { code, applied, left: messages };
    code = code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
    applied++;
  }
}

describe('no-manual-expansion: every suggestion applied to a client file', () => {
  const before = lint(client);
  const after = applyEverySuggestion(client);

  it('reports every hand-built URI, each with one suggestion', () => {
    expect(before.map((m) => m.line)).toEqual([7, 10, 13, 16, 19, 22]);
    expect(before.every((m) => m.suggestions?.length === 1)).toBe(true);
    expect(after.applied).toBe(6);
    expect(after.left).toEqual([]);
  });

  it('writes expand calls and imports expand from mcp-resources once', () => {
    expect(after.code).toMatchInlineSnapshot(`
      "import { expand } from "mcp-resources";
      export interface ResourceClient {
        readResource(request: { uri: string }): Promise<unknown>;
      }
      const TASK = "todos://lists/{list}/tasks/{id}";
      const SCHEME = "todos";
      export async function readTask(client: ResourceClient, task: { id: string }) {
        return client.readResource({ uri: expand("todos://tasks/{id}", { id: task.id }) });
      }
      export async function readUsage(client: ResourceClient, from?: string, to?: string) {
        return client.readResource({ uri: expand("report://acme/usage{?from,to}", { from, to }) });
      }
      export async function readPage(client: ResourceClient, id: string, cursor?: string) {
        return client.readResource({ uri: expand(\`\${SCHEME}://tasks/{id}?format=json{&cursor}\`, { id, cursor }) });
      }
      export async function readListTask(client: ResourceClient, list: string, id: string) {
        return client.readResource({ uri: expand(TASK, { list, id }) });
      }
      export async function search(client: ResourceClient, q: string, limit?: string) {
        return client.readResource({ uri: expand("search://books{?q,limit}", { q, limit }) });
      }
      export async function readProfile(client: ResourceClient, user: { name: string }) {
        return client.readResource({ uri: expand("users://{name}/profile", { name: user.name }) });
      }
      "
    `);
  });
});
