import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-path-traversal.js';
import { ODD_SHAPES } from './odd-shapes.fixture.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\n`;
const fsp = `import { readFile, realpath } from "node:fs/promises";\nimport path from "node:path";\n`;
const server = `const server = new McpServer({ name: "files", version: "1.0.0" });\nconst ROOT = "/srv/files";\n`;
// Lines 1-5 are v1/v2 + fsp + server; handlers start on line 6.
const head = v1 + fsp + server;
const headV2 = v2 + fsp + server;

// A handler that tests a local isInside(root, path) helper before reading.
const insideHandler = `async (uri, { path: p }) => {
  const full = path.join(ROOT, String(p));
  if (!isInside(ROOT, full)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
}`;
const register = (template: string, handler: string) =>
  `server.registerResource("r", new ResourceTemplate("${template}", { list: undefined }), {}, ${handler});`;

// Invalid cases that check their data below; their locations are drawn at the end.

// A glob library lists what a pattern matches: the pattern is a path (fast-glob's default export, globby).
const globs =
  `import fg from "fast-glob";\nimport { globby } from "globby";\n` +
  head +
  register(
    'files://{+dir}',
    `async (uri, { dir }) => ({ contents: [{ uri: uri.href, text: String(await fg(\`\${ROOT}/\${dir}/*.md\`)) + String(await globby(path.join(ROOT, String(dir)))) }] })`,
  );

// v1, inline handler, {+path}: the message names the reserved expansion.
const inlineReserved =
  head +
  register(
    'files://{+path}',
    `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] })`,
  );

// Namespace, default and aliased imports, fs.promises, and require of fs-extra; {name} is a segment variable.
const fsModules =
  v1 +
  `import * as fs from "node:fs";\nimport fsDefault from "fs";\nimport { createReadStream as stream } from "fs";\nconst fse = require("fs-extra");\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n` +
  register(
    'docs://{name}',
    `async (uri, { name }) => {
  const file = \`/srv/docs/\${name}.md\`;
  stream(file);
  await fse.readJson(file);
  await fsDefault.promises.readFile(file);
  return { contents: [{ uri: uri.href, text: fs.readFileSync(file, "utf8") }] };
}`,
  );

// A prefix check without a separator after the root.
const prefixNoSeparator =
  head +
  register(
    'files://{+path}',
    `async (uri, { path: p }) => {
  const full = path.resolve(ROOT, String(p));
  if (!full.startsWith(ROOT)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
}`,
  );

// A prefix check on the unresolved value.
const prefixUnresolved =
  head +
  register(
    'files://{+path}',
    `async (uri, { path: p }) => {
  const rel = String(p);
  if (!rel.startsWith(ROOT + path.sep)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(rel, "utf8") }] };
}`,
  );

// path.relative tested for ".." only.
const relativeDotDotOnly =
  head +
  register(
    'files://{+path}',
    `async (uri, { path: p }) => {
  const full = path.resolve(ROOT, String(p));
  if (path.relative(ROOT, full).startsWith("..")) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
}`,
  );

// {#frag} is reserved expansion too; a query variable reaches a write.
const fragmentAndQuery =
  head +
  `import { writeFile } from "node:fs/promises";\n` +
  register(
    'notes://{id}{?out}{#frag}',
    `async (uri, { out, frag }) => { await writeFile(String(out ?? "x"), "x"); return { contents: [{ uri: uri.href, text: await readFile(String(frag), "utf8") }] }; }`,
  );

// An extra sink from the options.
const extraSink =
  v1 +
  `import { get } from "blob-store";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n` +
  register(
    'blobs://{+key}',
    `async (uri, { key }) => ({ contents: [{ uri: uri.href, blob: await get("bucket", String(key)) }] })`,
  );

// Low-level handlers: the request URI's path, through new URL(...) and through slicing.
const lowLevelUri =
  `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\n` +
  fsp +
  `const server = new Server({ name: "x", version: "1" }, { capabilities: { resources: {} } });\nconst ROOT = "/srv/files";\n` +
  `server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  const { pathname } = new URL(request.params.uri);
  return { contents: [{ uri: request.params.uri, text: await readFile(path.join(ROOT, decodeURIComponent(pathname)), "utf8") }] };
});
server.setRequestHandler(ReadResourceRequestSchema, async ({ params: { uri } }) => {
  const rest = uri.replace("files://", "");
  return { contents: [{ uri, text: await readFile(path.join(ROOT, rest), "utf8") }] };
});`;

ruleTester.run('no-path-traversal', rule, {
  valid: [
    { code: ODD_SHAPES },
    // A local helper that checks with path.relative (for ".." and absolute results), tested by the handler.
    {
      code:
        head +
        `function isInside(root: string, target: string) {
  const rel = path.relative(root, target);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
` +
        register('files://{+path}', insideHandler),
    },
    // Resolved, then checked against the root plus a separator.
    {
      code:
        head +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => {
  const full = path.resolve(ROOT, String(p));
  if (!full.startsWith(ROOT + path.sep)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
}`,
        ),
    },
    // The same with a template literal root and `/`.
    {
      code:
        head +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => {
  const full = path.join(ROOT, decodeURIComponent(String(p)));
  if (!full.startsWith(\`\${ROOT}/\`)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
}`,
        ),
    },
    // realpath, then a prefix check with a root constant that ends in a separator.
    {
      code:
        headV2 +
        `const BASE = "/srv/files/";\n` +
        register(
          'files://{+path}',
          `async (uri, variables) => {
  const real = await realpath(path.resolve(BASE, variables.path as string));
  if (!real.startsWith(BASE)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(real, "utf8") }] };
}`,
        ),
    },
    // path.relative rejecting ".." and absolute results.
    {
      code:
        head +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => {
  const full = path.resolve(ROOT, String(p));
  const rel = path.relative(ROOT, full);
  if (rel.startsWith("..") || path.isAbsolute(rel)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
}`,
        ),
    },
    // safeJoin of mcp-resources/fs (by import), and a configured helper.
    {
      code:
        `import { safeJoin } from "mcp-resources/fs";\n` +
        head +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(safeJoin(ROOT, String(p)), "utf8") }] })`,
        ),
    },
    {
      code:
        head +
        `declare function within(root: string, p: string): boolean;\n` +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => {
  if (!within(ROOT, String(p))) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
}`,
        ),
      options: [{ containmentHelpers: ['within'] }],
    },
    // Allowlists that gate the value: Set, Map, object key, Object.hasOwn, array.
    ...[
      ['const ALLOWED = new Set(["a.md"]);', 'ALLOWED.has(String(name))'],
      ['const ALLOWED = new Map([["a.md", 1]]);', 'ALLOWED.has(name as string)'],
      ['const ALLOWED = { "a.md": true };', 'String(name) in ALLOWED'],
      ['const ALLOWED = { "a.md": true };', 'Object.hasOwn(ALLOWED, String(name))'],
      ['const ALLOWED = ["a.md", "b.md"];', 'ALLOWED.includes(String(name))'],
    ].map(([declaration, test]) => ({
      code:
        head +
        `${declaration}\n` +
        register(
          'docs://{name}',
          `async (uri, { name }) => {
  if (!(${test})) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(name)), "utf8") }] };
}`,
        ),
    })),
    // An allowlist lookup whose result is the path: the variable never reaches the sink.
    {
      code:
        head +
        `const FILES = new Map([["readme", "/srv/files/README.md"]]);\n` +
        register(
          'docs://{name}',
          `async (uri, { name }) => {
  const file = FILES.get(String(name));
  if (!file) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(file, "utf8") }] };
}`,
        ),
    },
    // An anchored validation that excludes "/", "\\" and ".".
    {
      code:
        head +
        register(
          'docs://{name}',
          `async (uri, { name }) => {
  const id = String(name);
  if (!/^[a-z0-9_-]+$/i.test(id)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(\`\${ROOT}/\${id}.md\`, "utf8") }] };
}`,
        ),
    },
    // Near-miss: "HEAD~3..HEAD"-like ranges passed to a non-fs API.
    {
      code:
        v1 +
        `import { simpleGit } from "simple-git";\nconst server = new McpServer({ name: "git", version: "1.0.0" });\nconst git = simpleGit();\n` +
        register(
          'git://log/{range}',
          `async (uri, { range }) => ({ contents: [{ uri: uri.href, text: String(await git.log({ from: String(range), to: "HEAD" })) + await git.raw(["diff", \`\${range}..HEAD\`]) }] })`,
        ),
    },
    // Near-miss: a `readFile` that is not node:fs.
    {
      code:
        v1 +
        `import { simpleGit } from "simple-git";\nimport { readFile } from "./storage.js";\nconst server = new McpServer({ name: "git", version: "1.0.0" });\nconst git = simpleGit();\n` +
        register(
          'git://show/{+path}',
          `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: String(await git.readFile(String(p))) + await readFile(String(p)) }] })`,
        ),
    },
    // Near-miss: a local function named like an fs one.
    {
      code:
        v1 +
        `const server = new McpServer({ name: "x", version: "1.0.0" });\nfunction readFileSync(p: string) { return p; }\n` +
        register(
          'files://{+path}',
          `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: readFileSync(String(p)) }] })`,
        ),
    },
    // Exempt variable for this template.
    {
      code:
        head +
        register(
          'logs://{+path}',
          `async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(String(p), "utf8") }] })`,
        ),
      options: [{ exemptVariables: { 'logs://{+path}': ['path'] } }],
    },
    // Not a read handler: a plain function's parameter is not a template variable.
    { code: fsp + `export async function load(p: string) { return readFile(path.join("/srv", p), "utf8"); }` },
    // A static resource has no variables.
    {
      code:
        head +
        `server.registerResource("readme", "files://README.md", {}, async (uri) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, uri.pathname), "utf8") }] }));`,
    },
    // Low-level handler with a containment check.
    {
      code:
        `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\n` +
        fsp +
        `const server = new Server({ name: "x", version: "1" }, { capabilities: { resources: {} } });\nconst ROOT = "/srv/files";\n` +
        `server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  const full = path.resolve(ROOT, new URL(request.params.uri).pathname.slice(1));
  if (!full.startsWith(ROOT + path.sep)) throw new Error("Resource not found");
  return { contents: [{ uri: request.params.uri, text: await readFile(full, "utf8") }] };
});`,
    },
  ],
  invalid: [
    {
      code: globs,
      errors: [
        {
          messageId: 'reservedTraversal',
          data: {
            value: '`{+dir}` of "files://{+dir}"',
            written: '{+dir}',
            sink: 'fast-glob',
            module: 'fast-glob',
            gap: '',
          },
        },
        {
          messageId: 'reservedTraversal',
          data: { value: '`{+dir}` of "files://{+dir}"', written: '{+dir}', sink: 'globby', module: 'globby', gap: '' },
        },
      ],
    },
    {
      code: inlineReserved,
      errors: [
        {
          messageId: 'reservedTraversal',
          data: {
            value: '`{+path}` of "files://{+path}"',
            written: '{+path}',
            sink: 'readFile',
            module: 'node:fs/promises',
            gap: '',
          },
        },
      ],
    },
    {
      code: fsModules,
      errors: [
        {
          messageId: 'traversal',
          data: {
            value: '`{name}` of "docs://{name}"',
            written: '{name}',
            sink: 'createReadStream',
            module: 'fs',
            gap: '',
          },
        },
        {
          messageId: 'traversal',
          data: {
            value: '`{name}` of "docs://{name}"',
            written: '{name}',
            sink: 'readJson',
            module: 'fs-extra',
            gap: '',
          },
        },
        {
          messageId: 'traversal',
          data: {
            value: '`{name}` of "docs://{name}"',
            written: '{name}',
            sink: 'promises.readFile',
            module: 'fs',
            gap: '',
          },
        },
        {
          messageId: 'traversal',
          data: {
            value: '`{name}` of "docs://{name}"',
            written: '{name}',
            sink: 'readFileSync',
            module: 'node:fs',
            gap: '',
          },
        },
      ],
    },
    {
      code: prefixNoSeparator,
      errors: [
        {
          messageId: 'reservedTraversal',
          data: {
            value: '`{+path}` of "files://{+path}"',
            written: '{+path}',
            sink: 'readFile',
            module: 'node:fs/promises',
            gap: ' (its `startsWith` check has no separator after the root, so "/srv/data-old" passes for "/srv/data")',
          },
        },
      ],
    },
    {
      code: prefixUnresolved,
      errors: [
        {
          messageId: 'reservedTraversal',
          data: {
            value: '`{+path}` of "files://{+path}"',
            written: '{+path}',
            sink: 'readFile',
            module: 'node:fs/promises',
            gap: ' (its `startsWith` check is on a path not resolved by `path.resolve` or `realpath`, so "root/../etc" passes)',
          },
        },
      ],
    },
    {
      code: relativeDotDotOnly,
      errors: [
        {
          messageId: 'reservedTraversal',
          data: {
            value: '`{+path}` of "files://{+path}"',
            written: '{+path}',
            sink: 'readFile',
            module: 'node:fs/promises',
            gap: ' (its `path.relative` check does not reject an absolute result, which Windows returns for another drive)',
          },
        },
      ],
    },
    {
      code: fragmentAndQuery,
      errors: [
        { messageId: 'traversal' },
        {
          messageId: 'reservedTraversal',
          data: {
            value: '`{#frag}` of "notes://{id}{?out}{#frag}"',
            written: '{#frag}',
            sink: 'readFile',
            module: 'node:fs/promises',
            gap: '',
          },
        },
      ],
    },
    {
      code: extraSink,
      options: [{ extraSinks: [{ module: 'blob-store', function: 'get', pathArguments: [1] }] }],
      errors: [
        {
          messageId: 'reservedTraversal',
          data: {
            value: '`{+key}` of "blobs://{+key}"',
            written: '{+key}',
            sink: 'get',
            module: 'blob-store',
            gap: '',
          },
        },
      ],
    },
    {
      code: lowLevelUri,
      errors: [
        {
          messageId: 'requestUriTraversal',
          data: {
            value: '`request.params.uri` of a low-level resources/read handler',
            sink: 'readFile',
            module: 'node:fs/promises',
            gap: '',
            written: '',
          },
        },
        { messageId: 'requestUriTraversal' },
      ],
    },
  ],
});

/** The findings of no-path-traversal in `code`, drawn. */
const draw = (code: string, options?: unknown[]) => underline(code, 'no-path-traversal', options);

// Where each finding is reported: the path argument of the sink.
describe('no-path-traversal underlines', () => {
  it('a glob library lists what a pattern matches: the pattern is a path', () => {
    expect(draw(globs)).toMatchInlineSnapshot(`
      "reservedTraversal:
        8 | server.registerResource("r", new ResourceTemplate("files://{+dir}", { list: undefined }), {}, async (uri, { dir }) => ({ contents: [{ uri: uri.href, text: String(await fg(\`\${ROOT}/\${dir}/*.md\`)) + String(await globby(path.join(ROOT, String(dir)))) }] }));
          |                                                                                                                                                                            ^^^^^^^^^^^^^^^^^^^^^
      reservedTraversal:
        8 | server.registerResource("r", new ResourceTemplate("files://{+dir}", { list: undefined }), {}, async (uri, { dir }) => ({ contents: [{ uri: uri.href, text: String(await fg(\`\${ROOT}/\${dir}/*.md\`)) + String(await globby(path.join(ROOT, String(dir)))) }] }));
          |                                                                                                                                                                                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a local helper that tests path.relative for ".." only is no containment check', () => {
    const code =
      head +
      `function isInside(root: string, target: string) {
  return !path.relative(root, target).startsWith("..");
}
` +
      register('files://{+path}', insideHandler);
    expect(draw(code)).toMatchInlineSnapshot(`
      "reservedTraversal:
       12 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                             ^^^^"
    `);
  });
  it('v1, inline handler, {+path}', () => {
    expect(draw(inlineReserved)).toMatchInlineSnapshot(`
      "reservedTraversal:
        6 | server.registerResource("r", new ResourceTemplate("files://{+path}", { list: undefined }), {}, async (uri, { path: p }) => ({ contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] }));
          |                                                                                                                                                                                ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('v2, member read, decoded then resolved: resolving alone is not containment', () => {
    const code =
      headV2 +
      register(
        'files://{+path}',
        `async (uri, variables, ctx) => {
  if (!ctx.http?.authInfo) throw new Error("Resource not found");
  const full = path.resolve(ROOT, decodeURIComponent(variables.path as string));
  return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
}`,
      );
    expect(draw(code)).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                             ^^^^"
    `);
  });
  it('namespace, default and aliased imports, fs.promises, and require of fs-extra', () => {
    expect(draw(fsModules)).toMatchInlineSnapshot(`
      "traversal:
        9 |   stream(file);
          |          ^^^^
      traversal:
       10 |   await fse.readJson(file);
          |                      ^^^^
      traversal:
       11 |   await fsDefault.promises.readFile(file);
          |                                     ^^^^
      traversal:
       12 |   return { contents: [{ uri: uri.href, text: fs.readFileSync(file, "utf8") }] };
          |                                                              ^^^^"
    `);
  });
  it('handler passed by name through a wrapper; the sink is in a helper of the same file', () => {
    const code =
      head +
      `declare function withAuth<T>(h: T): T;
function load(relative: string) {
  return readFile(path.join(ROOT, relative), "utf8");
}
async function readDoc(uri: URL, variables: Record<string, string | string[]>) {
  return { contents: [{ uri: uri.href, text: await load(String(variables.path)) }] };
}
` +
      `server.registerResource("r", new ResourceTemplate("files://{+path}", { list: undefined }), {}, withAuth(readDoc));`;
    expect(draw(code)).toMatchInlineSnapshot(`
      "reservedTraversal:
        8 |   return readFile(path.join(ROOT, relative), "utf8");
          |                   ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a prefix check without a separator after the root', () => {
    expect(draw(prefixNoSeparator)).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                             ^^^^"
    `);
  });
  it('a prefix check on the unresolved value', () => {
    expect(draw(prefixUnresolved)).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 |   return { contents: [{ uri: uri.href, text: await readFile(rel, "utf8") }] };
          |                                                             ^^^"
    `);
  });
  it('path.relative tested for ".." only', () => {
    expect(draw(relativeDotDotOnly)).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 |   return { contents: [{ uri: uri.href, text: await readFile(full, "utf8") }] };
          |                                                             ^^^^"
    `);
  });
  it('the check is on one value, the read on another', () => {
    const code =
      head +
      register(
        'files://{+path}',
        `async (uri, { path: p }) => {
  const full = path.resolve(ROOT, String(p));
  if (!full.startsWith(ROOT + path.sep)) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
}`,
      );
    expect(draw(code)).toMatchInlineSnapshot(`
      "reservedTraversal:
        9 |   return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(p)), "utf8") }] };
          |                                                             ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a validation that does not exclude path characters: unanchored', () => {
    const code =
      head +
      register(
        'docs://{name}',
        `async (uri, { name }) => {
  if (!/[a-z]+/.test(String(name))) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(name)), "utf8") }] };
}`,
      );
    expect(draw(code)).toMatchInlineSnapshot(`
      "traversal:
        8 |   return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(name)), "utf8") }] };
          |                                                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a validation that does not exclude path characters: allowing "."', () => {
    const code =
      head +
      register(
        'docs://{name}',
        `async (uri, { name }) => {
  if (!/^[\\w.-]+$/.test(String(name))) throw new Error("Resource not found");
  return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(name)), "utf8") }] };
}`,
      );
    expect(draw(code)).toMatchInlineSnapshot(`
      "traversal:
        8 |   return { contents: [{ uri: uri.href, text: await readFile(path.join(ROOT, String(name)), "utf8") }] };
          |                                                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('an allowlist lookup that gates nothing', () => {
    const code =
      head +
      `const ALLOWED = new Set(["a.md"]);\n` +
      register(
        'docs://{name}',
        `async (uri, { name }) => {
  const known = ALLOWED.has(String(name));
  return { contents: [{ uri: uri.href, text: known + await readFile(path.join(ROOT, String(name)), "utf8") }] };
}`,
      );
    expect(draw(code)).toMatchInlineSnapshot(`
      "traversal:
        9 |   return { contents: [{ uri: uri.href, text: known + await readFile(path.join(ROOT, String(name)), "utf8") }] };
          |                                                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('{#frag} is reserved expansion too; a query variable reaches a write', () => {
    expect(draw(fragmentAndQuery)).toMatchInlineSnapshot(`
      "traversal:
        7 | server.registerResource("r", new ResourceTemplate("notes://{id}{?out}{#frag}", { list: undefined }), {}, async (uri, { out, frag }) => { await writeFile(String(out ?? "x"), "x"); return { contents: [{ uri: uri.href, text: await readFile(String(frag), "utf8") }] }; });
          |                                                                                                                                                          ^^^^^^^^^^^^^^^^^^
      reservedTraversal:
        7 | server.registerResource("r", new ResourceTemplate("notes://{id}{?out}{#frag}", { list: undefined }), {}, async (uri, { out, frag }) => { await writeFile(String(out ?? "x"), "x"); return { contents: [{ uri: uri.href, text: await readFile(String(frag), "utf8") }] }; });
          |                                                                                                                                                                                                                                              ^^^^^^^^^^^^"
    `);
  });
  it('an extra sink from the options', () => {
    expect(draw(extraSink, [{ extraSinks: [{ module: 'blob-store', function: 'get', pathArguments: [1] }] }]))
      .toMatchInlineSnapshot(`
      "reservedTraversal:
        4 | server.registerResource("r", new ResourceTemplate("blobs://{+key}", { list: undefined }), {}, async (uri, { key }) => ({ contents: [{ uri: uri.href, blob: await get("bucket", String(key)) }] }));
          |                                                                                                                                                                                ^^^^^^^^^^^"
    `);
  });
  it("low-level handlers: the request URI's path, through new URL(...) and through slicing", () => {
    expect(draw(lowLevelUri)).toMatchInlineSnapshot(`
      "requestUriTraversal:
        9 |   return { contents: [{ uri: request.params.uri, text: await readFile(path.join(ROOT, decodeURIComponent(pathname)), "utf8") }] };
          |                                                                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      requestUriTraversal:
       13 |   return { contents: [{ uri, text: await readFile(path.join(ROOT, rest), "utf8") }] };
          |                                                   ^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
