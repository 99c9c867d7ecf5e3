// no-manual-expansion as a user meets it: a client file that builds resource URIs by hand, every
// suggestion of the rule applied in turn (with its default library, mcp-resources), the result
// compiled by `tsc` against mcp-resources' own types, then run: each URI must be exactly what
// `expand` gives for the template the suggestion wrote.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { expand } from 'mcp-resources';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-manual-expansion.js';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The client: every way the rule knows of building a URI, each read through `client.readResource`.
const client = `export interface ResourceClient {
  readResource(request: { uri: string }): Promise<unknown>;
}
const TASK = "todos://lists/{list}/tasks/{id}";
const SCHEME = "todos";
export async function readTask(client: ResourceClient, task: { id: string }) {
  return client.readResource({ uri: \`todos://tasks/\${task.id}\` });
}
export async function readUsage(client: ResourceClient, from?: string, to?: string) {
  return client.readResource({ uri: \`report://acme/usage?from=\${from}&to=\${to}\` });
}
export async function readPage(client: ResourceClient, id: string, cursor?: string) {
  return client.readResource({ uri: \`\${SCHEME}://tasks/\${id}?format=json&cursor=\${cursor}\` });
}
export async function readListTask(client: ResourceClient, list: string, id: string) {
  return client.readResource({ uri: TASK.replace("{list}", list).replace("{id}", encodeURIComponent(id)) });
}
export async function search(client: ResourceClient, q: string, limit?: string) {
  return client.readResource({ uri: "search://books{?q,limit}".replace("{?q,limit}", \`?q=\${q}&limit=\${limit}\`) });
}
export async function readProfile(client: ResourceClient, user: { name: string }) {
  return client.readResource({ uri: "users://" + user.name + "/profile" });
}
`;

/** Each function, the arguments it is called with, and the template and values its URI must expand. */
const calls: { name: string; args: unknown[]; template: string; values: Record<string, string | undefined> }[] = [
  { name: 'readTask', args: [{ id: 'a/b c' }], template: 'todos://tasks/{id}', values: { id: 'a/b c' } },
  {
    name: 'readUsage',
    args: ['2024-01-01', undefined],
    template: 'report://acme/usage{?from,to}',
    values: { from: '2024-01-01', to: undefined },
  },
  {
    name: 'readUsage',
    args: ['a&b=c', "it's (new)*"],
    template: 'report://acme/usage{?from,to}',
    values: { from: 'a&b=c', to: "it's (new)*" },
  },
  {
    name: 'readPage',
    args: ['1/2', 'c&d'],
    template: 'todos://tasks/{id}?format=json{&cursor}',
    values: { id: '1/2', cursor: 'c&d' },
  },
  {
    name: 'readListTask',
    args: ['in box', '50%'],
    template: 'todos://lists/{list}/tasks/{id}',
    values: { list: 'in box', id: '50%' },
  },
  {
    name: 'search',
    args: ['war & peace', undefined],
    template: 'search://books{?q,limit}',
    values: { q: 'war & peace' },
  },
  { name: 'readProfile', args: [{ name: 'é☃😀?#' }], template: 'users://{name}/profile', values: { name: 'é☃😀?#' } },
];

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

/** `tsc --strict` over the files (one program), with `mcp-resources` resolved to the companion's sources: the errors of each. */
function typeErrors(files: Record<string, string>): Record<string, string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-manual-expansion-'));
  try {
    const paths = Object.keys(files).map((name) => path.join(dir, `${name}.mts`));
    Object.values(files).forEach((code, index) => writeFileSync(paths[index]!, code));
    const program = ts.createProgram(paths, {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      paths: { 'mcp-resources': [path.join(repository, 'types/index.ts')] },
    });
    const errors: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((name) => [name, []]));
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const name = diagnostic.file ? path.basename(diagnostic.file.fileName, '.mts') : '';
      (errors[name] ??= []).push(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the module, with `mcp-resources` importable, and returns its exports. */
function load(code: string): Record<string, (...args: unknown[]) => Promise<unknown>> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = { exports: {} as Record<string, (...args: unknown[]) => Promise<unknown>> };
  const require = (name: string) => {
    if (name !== 'mcp-resources') throw new Error(`unexpected import ${name}`);
    return { expand };
  };
  new Function('require', 'module', 'exports', js)(require, module, module.exports);
  return module.exports;
}

describe('no-manual-expansion: every suggestion applied to a client file', () => {
  const before = lint(client);
  const after = applyEverySuggestion(client);

  it('reports every hand-built URI, each with a suggestion', () => {
    expect(before.map((m) => m.line)).toEqual([7, 10, 13, 16, 19, 22]);
    expect(before.every((m) => m.suggestions?.length === 1)).toBe(true);
    expect(after.applied).toBe(6);
    expect(after.left).toEqual([]);
  });

  it('imports expand from mcp-resources once, and the result compiles under tsc --strict', () => {
    expect(after.code.match(/import \{ expand \} from "mcp-resources";/g)).toHaveLength(1);
    // A broken twin beside it: a wrong variable name is a compile error, so the check can fail.
    const errors = typeErrors({
      client: after.code,
      broken: after.code.replace('{ id: task.id }', '{ ident: task.id }'),
    });
    expect(errors).toEqual({ client: [], broken: [expect.stringContaining('ident')] });
  });

  it('every URI is what expand gives for its template', async () => {
    const exports = load(after.code);
    for (const { name, args, template, values } of calls) {
      const uris: string[] = [];
      await exports[name]!({ readResource: async ({ uri }: { uri: string }) => uris.push(uri) }, ...args);
      expect(uris, name).toEqual([expand(template, values as never)]);
    }
  });
});
