// Runs no-manual-expansion's suggestions: each snippet is linted, its suggestion applied, both the
// original and the rewritten code transpiled and executed, and the results compared with the RFC 6570
// expansion written out by hand (UTF-8 percent-encoding of everything but unreserved characters, and
// undefined query variables left out).
import * as std from '@std-uritemplate/std-uritemplate';
import { Linter } from 'eslint';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import * as urlTemplate from 'url-template';
import { describe, expect, it } from 'vitest';
import * as companion from 'mcp-resources';
import rule from '../../rules/no-manual-expansion.js';

const libraries: Record<string, unknown> = {
  '@std-uritemplate/std-uritemplate': std,
  'url-template': urlTemplate,
  'mcp-resources': companion,
};

function suggested(code: string, options: object = {}): string {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
        plugins: { m: { rules: { 'no-manual-expansion': rule } } as never },
        // The snippets are URIs of any scheme outside MCP code: what is checked here is the rewrite.
        rules: { 'm/no-manual-expansion': ['error', { uris: 'all', ...options }] },
      },
    ],
    'snippet.ts',
  );
  expect(messages).toHaveLength(1);
  const suggestions = messages[0]!.suggestions ?? [];
  expect(suggestions).toHaveLength(1);
  const { range, text } = suggestions[0]!.fix;
  return code.slice(0, range[0]) + text + code.slice(range[1]);
}

/** Transpiles a TypeScript module and returns its exports, with the expansion libraries importable. */
function load(code: string): Record<string, (...args: never[]) => string> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = { exports: {} as Record<string, (...args: never[]) => string> };
  const require = (name: string) => {
    if (!(name in libraries)) throw new Error(`unexpected import ${name}`);
    return libraries[name];
  };
  new Function('require', 'module', 'exports', js)(require, module, module.exports);
  return module.exports;
}

/** Original and suggested code, loaded; `call` runs one exported function on both. */
function both(code: string, options: object = {}) {
  const rewritten = suggested(code, options);
  const before = load(code);
  const after = load(rewritten);
  return {
    rewritten,
    call: (name: string, ...args: unknown[]) => ({
      before: before[name]!(...(args as never[])),
      after: after[name]!(...(args as never[])),
    }),
  };
}

const hardValues = [
  { value: 'a/b', encoded: 'a%2Fb' },
  { value: 'x&y=z', encoded: 'x%26y%3Dz' },
  { value: 'two words', encoded: 'two%20words' },
  { value: '100%', encoded: '100%25' },
  { value: 'é☃😀', encoded: '%C3%A9%E2%98%83%F0%9F%98%80' },
  { value: '?#[]@!', encoded: '%3F%23%5B%5D%40%21' },
];
// RFC 6570 also escapes ' ( ) * in {x}; std-uritemplate (JS) leaves those four as encodeURIComponent
// does, url-template escapes them. The suite in test/fixtures/rfc6570 does not cover them.
const subDelims = { value: "it's (new)*", rfc: 'it%27s%20%28new%29%2A', std: "it's%20(new)*" };

describe('no-manual-expansion suggestions, executed', () => {
  it('a template literal path: values are encoded, where the original let them through', () => {
    const { rewritten, call } = both(
      'export function taskUri(task: { id: string }) {\n  return `todos://tasks/${task.id}`;\n}',
    );
    expect(rewritten).toContain(`expand('todos://tasks/{id}', { id: task.id })`);
    for (const { value, encoded } of hardValues) {
      const { before, after } = call('taskUri', { id: value });
      expect(after).toBe(`todos://tasks/${encoded}`);
      expect(before).toBe(`todos://tasks/${value}`);
    }
  });

  it('a hand-built query string: undefined values are left out instead of sent as "undefined"', () => {
    const { rewritten, call } = both(
      'export function usage(from?: string, to?: string) {\n  return `report://acme/usage?from=${from}&to=${to}`;\n}',
    );
    expect(rewritten).toContain(`expand('report://acme/usage{?from,to}', { from, to })`);
    expect(call('usage', '2024-01-01', undefined)).toEqual({
      before: 'report://acme/usage?from=2024-01-01&to=undefined',
      after: 'report://acme/usage?from=2024-01-01',
    });
    expect(call('usage', undefined, undefined)).toEqual({
      before: 'report://acme/usage?from=undefined&to=undefined',
      after: 'report://acme/usage',
    });
    expect(call('usage', 'a&b=c', 'x y')).toEqual({
      before: 'report://acme/usage?from=a&b=c&to=x y',
      after: 'report://acme/usage?from=a%26b%3Dc&to=x%20y',
    });
    expect(call('usage', '50%', 'ü')).toEqual({
      before: 'report://acme/usage?from=50%&to=ü',
      after: 'report://acme/usage?from=50%25&to=%C3%BC',
    });
  });

  it('fixed pairs before optional ones: {&…} after the fixed part', () => {
    const { rewritten, call } = both(
      'const SCHEME = "todos";\nexport function page(id: string, cursor?: string) {\n  return `${SCHEME}://tasks/${id}?format=json&cursor=${cursor}`;\n}',
    );
    expect(rewritten).toContain('expand(`${SCHEME}://tasks/{id}?format=json{&cursor}`, { id, cursor })');
    expect(call('page', 'a/b', undefined)).toEqual({
      before: 'todos://tasks/a/b?format=json&cursor=undefined',
      after: 'todos://tasks/a%2Fb?format=json',
    });
    expect(call('page', '1', 'c&d')).toEqual({
      before: 'todos://tasks/1?format=json&cursor=c&d',
      after: 'todos://tasks/1?format=json&cursor=c%26d',
    });
  });

  it('a regex replacer over a listed template becomes an expansion with the same values object', () => {
    const { rewritten, call } = both(
      'export function fill(t: { uriTemplate: string }, values: Record<string, string>) {\n  return t.uriTemplate.replace(/\\{(\\w+)\\}/g, (_, name: string) => values[name] ?? "");\n}',
    );
    expect(rewritten).toContain('expand(t.uriTemplate, values)');
    const template = { uriTemplate: 'docs://team/{team}/policy/{name}' };
    for (const { value, encoded } of hardValues) {
      const { before, after } = call('fill', template, { team: value, name: 'x' });
      expect(after).toBe(`docs://team/${encoded}/policy/x`);
      expect(before).toBe(`docs://team/${value}/policy/x`);
    }
  });

  it('.replace of a query placeholder with a hand-built query', () => {
    const { rewritten, call } = both(
      'const T = "search://books{?q,limit}";\nexport function search(q: string, limit?: string) {\n  return T.replace("{?q,limit}", `?q=${q}&limit=${limit}`);\n}',
    );
    expect(rewritten).toContain('expand(T, { q, limit })');
    expect(call('search', 'war & peace', '5')).toEqual({
      before: 'search://books?q=war & peace&limit=5',
      after: 'search://books?q=war%20%26%20peace&limit=5',
    });
    expect(call('search', 'dune', undefined)).toEqual({
      before: 'search://books?q=dune&limit=undefined',
      after: 'search://books?q=dune',
    });
  });

  it("' ( ) *: mcp-resources (the default) and url-template escape them as RFC 6570 does, std-uritemplate does not", () => {
    const code = 'export function taskUri(task: { id: string }) {\n  return `todos://tasks/${task.id}`;\n}';
    expect(both(code).call('taskUri', { id: subDelims.value }).after).toBe(`todos://tasks/${subDelims.rfc}`);
    expect(both(code, { library: 'std-uritemplate' }).call('taskUri', { id: subDelims.value }).after).toBe(
      `todos://tasks/${subDelims.std}`,
    );
    expect(both(code, { library: 'url-template' }).call('taskUri', { id: subDelims.value }).after).toBe(
      `todos://tasks/${subDelims.rfc}`,
    );
  });

  it('encodeURIComponent reported on request: the suggestion drops it and the library encodes', () => {
    const code = 'export function taskUri(id: string) {\n  return `todos://tasks/${encodeURIComponent(id)}`;\n}';
    const withDefault = both(code, { allowEncodeURIComponent: false });
    expect(withDefault.rewritten).toContain(`expand('todos://tasks/{id}', { id })`);
    expect(withDefault.call('taskUri', "it's (new)!*").after).toBe('todos://tasks/it%27s%20%28new%29%21%2A');
    const withStd = both(code, { allowEncodeURIComponent: false, library: 'std-uritemplate' });
    expect(withStd.rewritten).toContain(`StdUriTemplate.expand('todos://tasks/{id}', { id })`);
    // std-uritemplate escapes "!" (which encodeURIComponent leaves), not ' ( ) *.
    expect(withStd.call('taskUri', "it's (new)!*")).toEqual({
      before: "todos://tasks/it's%20(new)!*",
      after: "todos://tasks/it's%20(new)%21*",
    });
    const withUrlTemplate = both(code, { allowEncodeURIComponent: false, library: 'url-template' });
    expect(withUrlTemplate.rewritten).toContain(`parseTemplate('todos://tasks/{id}').expand({ id })`);
    expect(withUrlTemplate.call('taskUri', "it's (new)!*").after).toBe('todos://tasks/it%27s%20%28new%29%21%2A');
    for (const { value, encoded } of hardValues)
      expect(withStd.call('taskUri', value)).toEqual({
        before: `todos://tasks/${encodeURIComponent(value)}`,
        after: `todos://tasks/${encoded}`,
      });
  });

  it('with mcp-resources as the target library: RFC 6570 encoding, sub-delimiters too', () => {
    const { rewritten, call } = both(
      'export function taskUri(task: { id: string }) {\n  return "todos://tasks/" + task.id + "/comments";\n}',
      { library: 'mcp-resources' },
    );
    expect(rewritten).toContain(`expand("todos://tasks/{id}/comments", { id: task.id })`);
    expect(rewritten).toContain(`import { expand } from "mcp-resources";`);
    for (const { value, encoded } of [...hardValues, { value: subDelims.value, encoded: subDelims.rfc }]) {
      expect(call('taskUri', { id: value }).after).toBe(`todos://tasks/${encoded}/comments`);
    }
  });

  it('with url-template as the target library', () => {
    const { rewritten, call } = both(
      'export function taskUri(task: { id: string }) {\n  return "todos://tasks/" + task.id + "/comments";\n}',
      { library: 'url-template' },
    );
    expect(rewritten).toContain(`parseTemplate("todos://tasks/{id}/comments").expand({ id: task.id })`);
    for (const { value, encoded } of hardValues) {
      expect(call('taskUri', { id: value }).after).toBe(`todos://tasks/${encoded}/comments`);
    }
  });
});
