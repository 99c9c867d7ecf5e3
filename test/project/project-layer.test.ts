// The project room on its own: where imports lead, each module parsed once per process while it is
// unchanged, and what is too large, broken or circular left unread without a crash.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearModuleCache,
  expireModuleChecks,
  clearProjects,
  importersOf,
  LISTING_LIFETIME_MS,
  loadModule,
  MAX_CACHED_MODULES,
  MAX_MODULE_BYTES,
  MODULE_RECHECK_MS,
  moduleChanges,
  moduleParses,
  projectChanges,
  resolveImport,
} from '../../src/project/index.js';
import { registerMarks } from '../../src/mcp/resource-words.js';
import { underline } from '../helpers/underline.js';

let root: string;
const write = (file: string, text: string) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
};
/** A change saved on disk, with a modification time the module cache cannot take for the old one's. */
const save = (file: string, text: string) => utimesSync(write(file, text), new Date(), new Date(Date.now() + 5_000));
/** A server module registering the template constant `name` that it imports from `from`. */
const registersConstant = (name: string, from: string) =>
  `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { ${name} } from "${from}";\ndeclare const server: McpServer;\nserver.registerResource("${name.toLowerCase()}", new ResourceTemplate(${name}, { list: undefined }), {}, async (uri) => ({ contents: [] }));\n`;
/** A handler module in `src/<folder>/`: `readDoc` reads a variable `nme`, which its registration's template may lack. */
const handlersOf = (folder: string) =>
  write(
    `src/${folder}/handlers.ts`,
    'export const readDoc = async (uri: URL, { nme }: Record<string, string>) => ({ contents: [{ uri: uri.href, text: nme }] });\n',
  );
/** The findings of `no-unknown-template-variable` in the module at `file`, as on disk. */
const unknownVariablesIn = (file: string) =>
  underline(readFileSync(file, 'utf8'), 'no-unknown-template-variable', [], { filename: file });

beforeAll(() => {
  // Inside the checkout (in the git-ignored .scratch/): a linter lints only files under its working folder.
  const scratch = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.scratch');
  mkdirSync(scratch, { recursive: true });
  root = mkdtempSync(path.join(scratch, 'project-'));
  write('package.json', '{ "name": "app", "type": "module" }');
  write(
    'tsconfig.json',
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@uris': ['src/uris.ts'], '@lib/*': ['src/lib/*'] } } }),
  );
  write('src/uris.ts', "export const DOC = 'docs://{name';\n");
  write('src/lib/index.ts', "export * from './values.js';\n");
  write('src/lib/values.ts', "export const VALUE = 'v://{x}';\n");
  write('packages/shared/package.json', '{ "name": "@app/shared", "type": "module", "main": "./src/index.ts" }');
  write('packages/shared/src/index.ts', "export const SHARED = 'shared://{id}';\n");
  mkdirSync(path.join(root, 'node_modules/@app'), { recursive: true });
  symlinkSync(path.join(root, 'packages/shared'), path.join(root, 'node_modules/@app/shared'), 'dir');
  write('node_modules/some-package/package.json', '{ "name": "some-package", "main": "index.js" }');
  write('node_modules/some-package/index.js', 'export const X = 1;\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveImport', () => {
  const from = () => path.join(root, 'src/server.ts');
  it('maps ./x.js to ./x.ts, a folder to its index, and tsconfig paths', () => {
    expect(resolveImport(from(), './uris.js')).toBe(path.join(root, 'src/uris.ts'));
    expect(resolveImport(from(), './lib')).toBe(path.join(root, 'src/lib/index.ts'));
    expect(resolveImport(from(), '@uris')).toBe(path.join(root, 'src/uris.ts'));
    expect(resolveImport(from(), '@lib/values.js')).toBe(path.join(root, 'src/lib/values.ts'));
  });
  it('follows a workspace package to its real path, and leaves packages, built-ins and the missing outside', () => {
    expect(resolveImport(from(), '@app/shared')).toBe(path.join(root, 'packages/shared/src/index.ts'));
    expect(resolveImport(from(), 'some-package')).toBeUndefined();
    expect(resolveImport(from(), 'node:fs')).toBeUndefined();
    expect(resolveImport(from(), 'fs')).toBeUndefined();
    expect(resolveImport(from(), './missing.js')).toBeUndefined();
  });
});

describe('resolveImport with a tsconfig that cannot be read', () => {
  it('resolves relative specifiers all the same (the tsconfig extends a package that is not installed)', () => {
    write('broken-config/tsconfig.json', '{ "extends": "@not-installed/tsconfig/app" }');
    write('broken-config/src/uris.ts', 'export const U = 1;\n');
    const from = path.join(root, 'broken-config/src/server.ts');
    expect(resolveImport(from, './uris.js')).toBe(path.join(root, 'broken-config/src/uris.ts'));
  });
});

describe('the module cache', () => {
  it('parses a module once while it is unchanged, and again once it changes on disk', () => {
    clearModuleCache();
    const file = write('src/cached.ts', "export const A = 'a://{x}';\n");
    const before = moduleParses();
    const first = loadModule(file);
    const lint = registersConstant('A', './cached.js');
    for (let i = 0; i < 3; i++) underline(lint, 'valid-template', [], { filename: path.join(root, 'src/server.ts') });
    expect(loadModule(file)).toBe(first);
    expect(moduleParses() - before).toBe(1);
    save('src/cached.ts', "export const A = 'a://{x';\n");
    // Within MODULE_RECHECK_MS the version read stays; expiring the checks stands for the time passing.
    underline(lint, 'valid-template', [], { filename: path.join(root, 'src/server.ts') });
    expect(moduleParses() - before).toBe(1);
    expireModuleChecks();
    underline(lint, 'valid-template', [], { filename: path.join(root, 'src/server.ts') });
    expect(moduleParses() - before).toBe(2);
    expect(underline(lint, 'valid-template', [], { filename: path.join(root, 'src/server.ts') })).toContain(
      'unclosedExpression',
    );
  });

  it('a full cache starts over once, not at each module read past the bound', () => {
    clearModuleCache();
    const files = Array.from({ length: MAX_CACHED_MODULES + 10 }, (_, i) =>
      write(`many/m${i}.ts`, `export const A = ${i};\n`),
    );
    const before = moduleChanges();
    for (const file of files.slice(0, MAX_CACHED_MODULES)) loadModule(file);
    expect(moduleChanges()).toBe(before);
    // Every kept answer is dropped when the cache starts over: once, not at each of the ten reads.
    for (const file of files.slice(MAX_CACHED_MODULES)) loadModule(file);
    expect(moduleChanges()).toBe(before + 1);
    rmSync(path.join(root, 'many'), { recursive: true });
    clearModuleCache();
  });

  it('a module without a function (constants) holds no handler: its registering importers are not read', () => {
    write('src/constants-only/uris.ts', "export const DOC = 'docs://{name}';\n");
    write('src/constants-only/server.ts', registersConstant('DOC', './uris.js'));
    const withFunction = write(
      'src/constants-only/more.ts',
      "export const DOC2 = 'docs://{name}';\nexport const f = () => 1;\n",
    );
    write('src/constants-only/server2.ts', registersConstant('DOC2', './more.js'));
    clearProjects(); // the project was listed before these files were written
    clearModuleCache();
    const before = moduleParses();
    unknownVariablesIn(path.join(root, 'src/constants-only/uris.ts'));
    expect(moduleParses() - before).toBe(0);
    // The same with a function: the importer that may register is read to ask.
    unknownVariablesIn(withFunction);
    expect(moduleParses() - before).toBeGreaterThan(0);
  });

  it('an answer read through re-exports follows a change of any module on the way', () => {
    write('src/chain/index.ts', "export * from './more.js';\n");
    write('src/chain/more.ts', "export * from './deep.js';\n");
    write('src/chain/deep.ts', "export const T = 't://{x}';\n");
    const lint = registersConstant('T', './chain/index.js');
    const filename = path.join(root, 'src/server.ts');
    expect(underline(lint, 'valid-template', [], { filename })).toBe('');
    save('src/chain/deep.ts', "export const T = 't://{x';\n");
    expireModuleChecks();
    expect(underline(lint, 'valid-template', [], { filename })).toContain('unclosedExpression');
  });

  it("the linted file's imports are kept by what they say: an edit of an import is followed at once", () => {
    write('src/edit/good.ts', "export const U = 'u://{x}';\n");
    write('src/edit/bad.ts', "export const U = 'u://{x';\n");
    const lint = (from: string) => registersConstant('U', from);
    const filename = path.join(root, 'src/edit/server.ts');
    expect(underline(lint('./good.js'), 'valid-template', [], { filename })).toBe('');
    // The same file, its import edited in the editor (no module on disk changed): the new module's value.
    expect(underline(lint('./bad.js'), 'valid-template', [], { filename })).toContain('unclosedExpression');
    expect(underline(lint('./good.js'), 'valid-template', [], { filename })).toBe('');
    // Renamed on import: another name of the module, not the one asked before.
    write('src/edit/both.ts', "export const U = 'u://{x}';\nexport const V = 'v://{x';\n");
    expect(underline(lint('./both.js'), 'valid-template', [], { filename })).toBe('');
    const renamed = lint('./both.js').replace('import { U }', 'import { V as U }');
    expect(underline(renamed, 'valid-template', [], { filename })).toContain('unclosedExpression');
  });

  it('a handler module follows a change of the module that registers it', () => {
    const handlers = handlersOf('by-ref');
    const server = (template: string) =>
      `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { readDoc } from "./handlers.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerResource("d", new ResourceTemplate("${template}", { list: undefined }), {}, readDoc);\n`;
    write('src/by-ref/server.ts', server('docs://{name}'));
    clearProjects(); // the project was listed before these files were written
    const lintHandlers = () => unknownVariablesIn(handlers);
    expect(lintHandlers()).toContain('nme');
    expect(lintHandlers()).toContain('nme');
    // Typed in the editor, unsaved: the registering module's template is found against the new text.
    const edited = `// a line typed above\n${readFileSync(handlers, 'utf8')}`;
    expect(underline(edited, 'no-unknown-template-variable', [], { filename: handlers })).toMatch(/^\s*2 \|/m);
    save('src/by-ref/server.ts', server('docs://{nme}'));
    expireModuleChecks();
    expect(lintHandlers()).toBe('');
  });

  describe('as time passes in an editor (no check expired by hand)', () => {
    // Kept answers ask nothing of the modules they read: the disk is checked all the same.
    beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
    afterAll(() => vi.useRealTimers());
    const later = () => vi.setSystemTime(Date.now() + 2 * MODULE_RECHECK_MS);

    it('a saved change of a module the linted file imports is seen within MODULE_RECHECK_MS', () => {
      write('src/later/uris.ts', "export const T = 't://{x}';\n");
      const lint = registersConstant('T', './uris.js');
      const filename = path.join(root, 'src/later/server.ts');
      expect(underline(lint, 'valid-template', [], { filename })).toBe('');
      expect(underline(lint, 'valid-template', [], { filename })).toBe('');
      save('src/later/uris.ts', "export const T = 't://{x';\n");
      later();
      expect(underline(lint, 'valid-template', [], { filename })).toContain('unclosedExpression');
    });

    it("a registrar's call follows an edit of the import and a saved change of the registrar", () => {
      write(
        'src/later-reg/registrar.ts',
        'import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport function registerDoc(server: McpServer, template: string) {\n  server.registerResource("d", new ResourceTemplate(template, { list: undefined }), {}, async (uri) => ({ contents: [] }));\n}\n',
      );
      const registersNothing = 'export function registerDoc(server: unknown, template: string) {}\n';
      write('src/later-reg/plain.ts', registersNothing);
      const lint = (from: string) =>
        `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { registerDoc } from "${from}";\nconst server = new McpServer({ name: "s", version: "1" });\nregisterDoc(server, "docs://{name");\n`;
      const filename = path.join(root, 'src/later-reg/server.ts');
      clearProjects(); // the project was listed before these files were written
      expect(underline(lint('./plain.js'), 'valid-template', [], { filename })).toBe('');
      expect(underline(lint('./registrar.js'), 'valid-template', [], { filename })).toContain('unclosedExpression');
      expect(underline(lint('./registrar.js'), 'valid-template', [], { filename })).toContain('unclosedExpression');
      save('src/later-reg/registrar.ts', registersNothing);
      later();
      expect(underline(lint('./registrar.js'), 'valid-template', [], { filename })).toBe('');
    });

    it('a handler module follows a change of the constants module its registering module reads', () => {
      const handlers = handlersOf('later-ref');
      write('src/later-ref/uris.ts', "export const DOC = 'docs://{name}';\n");
      write(
        'src/later-ref/server.ts',
        'import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { readDoc } from "./handlers.js";\nimport { DOC } from "./uris.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerResource("d", new ResourceTemplate(DOC, { list: undefined }), {}, readDoc);\n',
      );
      clearProjects(); // the project was listed before these files were written
      const lintHandlers = () => unknownVariablesIn(handlers);
      expect(lintHandlers()).toContain('nme');
      expect(lintHandlers()).toContain('nme');
      save('src/later-ref/uris.ts', "export const DOC = 'docs://{nme}';\n");
      later();
      expect(lintHandlers()).toBe('');
    });

    const registering =
      'import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { readDoc } from "./handlers.js";\nconst server = new McpServer({ name: "s", version: "1" });\nserver.registerResource("d", new ResourceTemplate("docs://{name}", { list: undefined }), {}, readDoc);\n';
    const notYet =
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server = new McpServer({ name: "s", version: "1" });\n';

    it('an import typed in the editor links the file when it is opened, and within MODULE_RECHECK_MS as it is typed on', () => {
      const handlers = handlersOf('typed');
      const server = write('src/typed/server.ts', notYet);
      clearProjects(); // the project was listed before these files were written
      const lintHandlers = () => unknownVariablesIn(handlers);
      expect(lintHandlers()).toBe('');
      // The server module edited in the editor and saved, no time passing: linted, it says whom it imports.
      save('src/typed/server.ts', registering);
      underline(registering, 'no-unknown-template-variable', [], { filename: server });
      expect(lintHandlers()).toContain('nme');
      // Typed on in the same file, the import taken out: read again within MODULE_RECHECK_MS.
      save('src/typed/server.ts', notYet);
      underline(notYet, 'no-unknown-template-variable', [], { filename: server });
      later();
      underline(notYet, 'no-unknown-template-variable', [], { filename: server });
      expect(lintHandlers()).toBe('');
    });

    it('a listing again keeps what was learnt of the project while no file imports anything new', () => {
      const handlers = handlersOf('relisted');
      write('src/relisted/server.ts', registering);
      clearProjects();
      expect(unknownVariablesIn(handlers)).toContain('nme');
      const learnt = projectChanges(handlers, registerMarks);
      // Saved outside the editor, and the linted file as the editor has it: imports as they were.
      save('src/relisted/server.ts', `// edited\n${registering}`);
      vi.setSystemTime(Date.now() + LISTING_LIFETIME_MS + 1);
      expect(
        underline(`// typed\n${readFileSync(handlers, 'utf8')}`, 'no-unknown-template-variable', [], {
          filename: handlers,
        }),
      ).toContain('nme');
      expect(projectChanges(handlers, registerMarks)).toBe(learnt);
      save('src/relisted/server.ts', notYet);
      vi.setSystemTime(Date.now() + LISTING_LIFETIME_MS + 1);
      expect(unknownVariablesIn(handlers)).toBe('');
      expect(projectChanges(handlers, registerMarks)).not.toBe(learnt);
    });

    it('an import saved outside the editor is seen once the project is listed again', () => {
      const handlers = handlersOf('outside');
      write('src/outside/server.ts', notYet);
      clearProjects();
      const lintHandlers = () => unknownVariablesIn(handlers);
      expect(lintHandlers()).toBe('');
      save('src/outside/server.ts', registering);
      vi.setSystemTime(Date.now() + LISTING_LIFETIME_MS + 1);
      expect(lintHandlers()).toContain('nme');
    });
  });

  it('does not read a module over the size limit (generated or bundled code), nor one that does not parse', () => {
    const huge = write('src/huge.ts', `export const BIG = '${'x'.repeat(MAX_MODULE_BYTES)}';\n`);
    const broken = write('src/broken.ts', "export const B = 'b://{x' +\n");
    const before = moduleParses();
    expect(loadModule(huge)).toBeUndefined();
    expect(moduleParses()).toBe(before);
    expect(loadModule(broken)).toBeUndefined();
  });
});

describe('imports that lead nowhere', () => {
  it('a cycle of re-exports, an import chain deeper than the bound: no value, no crash', () => {
    write('src/a.ts', "export { X } from './b.js';\n");
    write('src/b.ts', "export { X } from './a.js';\n");
    for (let i = 0; i < 12; i++) write(`src/chain${i}.ts`, `export { C } from './chain${i + 1}.js';\n`);
    write('src/chain12.ts', "export const C = 'c://{x';\n");
    const code = (name: string, from: string) =>
      `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { ${name} } from "${from}";\ndeclare const server: McpServer;\nserver.registerResource("x", new ResourceTemplate(${name}, { list: undefined }), {}, async (uri) => ({ contents: [] }));\n`;
    const filename = path.join(root, 'src/server.ts');
    expect(underline(code('X', './a.js'), 'valid-template', [], { filename })).toBe('');
    expect(underline(code('C', './chain0.js'), 'valid-template', [], { filename })).toBe('');
    // Within the bound, the same chain is followed.
    expect(underline(code('C', './chain6.js'), 'valid-template', [], { filename })).toContain('unclosedExpression');
  });
});

describe('importersOf', () => {
  it('finds the modules naming an MCP API that import a file, directly or through an index that re-exports it', () => {
    clearProjects();
    const handler = write('src/handlers/read.ts', 'export async function read() {}\n');
    write('src/handlers/index.ts', "export { read } from './read.js';\n");
    const server = write(
      'src/register.ts',
      "import { read } from './handlers/index.js';\n// registerResource(…, read)\n",
    );
    write('src/other.ts', "import { read } from './handlers/read.js';\n");
    expect(importersOf(handler, (text) => (text.includes('registerResource') ? 1 : 0))).toEqual([server]);
  });
});
