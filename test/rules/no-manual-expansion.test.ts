import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import { describe, expect, it } from 'vitest';
import rule, { type MessageId, type Options } from '../../rules/no-manual-expansion.js';
import { underline } from '../helpers/underline.js';
import {
  clientRead,
  echoedVariable,
  nonWeb,
  resourceInvalid,
  resourceObjects,
  resourceValid,
  throughConst,
  weakValidation,
} from './no-manual-expansion.resources.cases.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\n`;
const client = `import { Client } from "@modelcontextprotocol/sdk/client/index.js";\n`;
const std = `\nimport { expand } from "mcp-resources";`; // the default library's import

// The invalid cases of `uris: 'all'`, which check their suggestions below; their locations are drawn at the end.

// A client builds a URI from a task: the suggestion expands an RFC 6570 template.
const clientTask = `${client}declare const client: Client, task: { id: string };\nawait client.readResource({ uri: \`todos://tasks/\${task.id}\` });`;

// A hand-built query string becomes {?from,to}.
const handBuiltQuery =
  'declare const from: string | undefined, to: string | undefined;\nexport const uri = `report://acme/usage?from=${from}&to=${to}`;';

// Concatenation; the file's quote style is kept.
const concatenation = `import { x } from 'somewhere';\ndeclare const id: string;\nexport const uri = 'todos://tasks/' + id + '/comments' + x;`;

// A constant scheme stays a constant; fixed query pairs come first, optional ones after.
const constantScheme = `${std.trim()}\nconst SCHEME = "todos";\ndeclare const id: string, from: string | undefined;\nexport const uri = \`\${SCHEME}://tasks/\${id}?format=json&from=\${from}\`;`;

// A scheme only known at run time: the authority may be a host, kept as it is; a fragment.
const runtimeScheme =
  'declare const scheme: string, user: { id: string }, section: string;\nexport const uri = `${scheme}://${user.id}/profile#${section}`;';

// A custom scheme's authority is data; a value in it is a variable.
const customAuthority = 'declare const user: { id: string };\nexport const uri = `users://${user.id}/profile`;';

// A local function that shadows encodeURIComponent is not the global one: reported, and kept.
const shadowedEncode =
  'function encodeURIComponent(s: string) { return s; }\ndeclare const id: string;\nexport const uri = `todos://tasks/${encodeURIComponent(id)}`;';

// An optional call on a listed template: no suggestion (an expansion of undefined would throw).
const optionalReplace =
  'declare const t: { uriTemplate?: string }, id: string;\nexport const uri = t.uriTemplate?.replace("{id}", id);';

// The method written with a unicode escape is still `.replace` (the text holds no "replace").
const escapedReplace =
  'declare const t: { uriTemplate?: string }, id: string;\nexport const uri = t.uriTemplate?.\\u0072eplace("{id}", id);';

// A template literal nested in another is reported once, as part of the enclosing URI.
const nestedLiteral =
  'declare const list: string, id: string;\nexport const uri = `todos://lists/${list}${`/tasks/${id}`}`;';

// The same name twice gets distinct variables.
const sameNameTwice =
  'declare const a: { id: string }, b: { id: string };\nexport const uri = `todos://lists/${a.id}/tasks/${b.id}`;';

// A character a template literal cannot hold ("|"): reported, but no suggestion.
const pipeCharacter = 'declare const id: string;\nexport const uri = `todos://tasks/${id}|pinned`;';

// .replace on a template held in a constant: the variables come from the parsed template.
const replaceOnConstant = `${std.trim()}\ndeclare const id: string;\nconst TASK = "todos://tasks/{id}";\nexport const uri = TASK.replace("{id}", id);`;

// A chain: one value encoded by hand, one not. The library encodes, so encodeURIComponent goes.
const replaceChain = `${std.trim()}\ndeclare const list: string, id: string;\nexport const uri = "todos://lists/{list}/tasks/{id}".replace("{list}", list).replace("{id}", encodeURIComponent(id));`;

// Placeholders that differ from the template's variables: a library call would mean something else.
const otherPlaceholders =
  'declare const id: string;\nexport const uri = "todos://lists/{list}/tasks/{id}".replace("{id}", id);';

// `{path}` is not the expression `{+path}`: no suggestion.
const notReservedPlaceholder =
  'declare const path: string;\nexport const uri = "files:///{+path}".replace("{path}", path);';

// A hand-built query in place of a query expression.
const queryReplacement = `${std.trim()}\ndeclare const query: string, limit: string;\nexport const uri = "search://books{?q,limit}".replace("{?q,limit}", \`?q=\${query}&limit=\${limit}\`);`;

// Client side: a template from resources/templates/list, filled in by a regex replacer.
const regexReplacer = `${client}${std.trim()}\nexport async function read(client: Client, values: Record<string, string>) {\n  const { resourceTemplates } = await client.listResourceTemplates();\n  const t = resourceTemplates[0]!.uriTemplate;\n  return client.readResource({ uri: t.replace(/\\{(\\w+)\\}/g, (_, name: string) => values[name] ?? "") });\n}`;

// Client side, inline: (await client.listResourceTemplates()).resourceTemplates[i].uriTemplate.
const inlineListedTemplate = `${client}${std.trim()}\nexport async function read(client: Client, i: number, id: string) {\n  return client.readResource({ uri: (await client.listResourceTemplates()).resourceTemplates[i]!.uriTemplate.replace("{id}", id) });\n}`;

// Destructured `uriTemplate`, filled in by a dynamic pattern: reported, no suggestion.
const dynamicPattern =
  'declare const templates: Array<{ uriTemplate: string }>, vars: Record<string, string>;\nfor (const { uriTemplate } of templates) {\n  for (const key of Object.keys(vars)) console.log(uriTemplate.replaceAll(`{${key}}`, vars[key]!));\n}';

// A registered template (SDK v2): the server builds its own list entries from it.
const registeredTemplate = `${v2}${std.trim()}\nconst TASK = "todos://tasks/{id}";\ndeclare const tasks: Array<{ id: string; title: string }>;\nconst server = new McpServer({ name: "todos", version: "1" });\nserver.registerResource("task", new ResourceTemplate(TASK, { list: async () => ({ resources: tasks.map((t) => ({ uri: TASK.replace("{id}", t.id), name: t.title })) }) }), {}, async (uri, { id }) => ({ contents: [] }));`;

// SDK v1: a ResourceTemplate's own uriTemplate, and a list callback building URIs by hand.
const ownUriTemplate = `${v1}${std.trim()}\ndeclare const tasks: Array<{ id: string }>;\nconst template = new ResourceTemplate("todos://tasks/{id}", { list: async () => ({ resources: tasks.map((t) => ({ uri: \`todos://tasks/\${t.id}\`, name: t.id })) }) });\nexport const first = template.uriTemplate.toString().replace("{id}", tasks[0]!.id);`;

// Inside an SDK v1 read handler: the contents URI of a related resource, from `String(id)` of the
// still-encoded `id` (echoed: expanding it would encode its escapes a second time, "%20" → "%2520").
const relatedResource = `${v1}const server = new McpServer({ name: "todos", version: "1" });\nserver.registerResource("task", new ResourceTemplate("todos://tasks/{id}", { list: undefined }), {}, async (uri, { id }, extra) => ({\n  contents: [{ uri: "todos://tasks/" + String(id) + "/comments", text: "" }],\n}));`;

// With allowEncodeURIComponent: false, encodeURIComponent is reported and dropped by the suggestion.
const encodeNotAllowed = 'declare const id: string;\nexport const uri = `todos://tasks/${encodeURIComponent(id)}`;';

// The url-template library as the target.
const urlTemplateLibrary = 'declare const task: { id: string };\nexport const uri = `todos://tasks/${task.id}`;';

// The library's name is taken by something else: reported, no suggestion.
const libraryNameTaken = `import { parseTemplate } from "../template/index.js";\ndeclare const task: { id: string };\nexport const uri = \`todos://tasks/\${task.id}\`;\nparseTemplate("x");`;

// What the rule finds in any URI with a scheme; the default gate (`uris: 'resources'`) is tested below.
const cases: { valid: ValidTestCase<Options>[]; invalid: InvalidTestCase<MessageId, Options>[] } = {
  valid: [
    { code: relatedResource },
    // Not about URIs: e-mail addresses, labels, PromQL, OAuth scopes, log messages, i18n and routes.
    { code: 'declare const user: string, domain: string;\nexport const email = `${user}@${domain}`;' },
    { code: 'declare const id: string;\nexport const label = `Task ${id}`;' },
    { code: 'declare const job: string;\nexport const query = `rate(http_requests_total{job="${job}"}[5m])`;' },
    { code: 'declare const team: string;\nexport const scope = `docs:read:${team}`;' },
    { code: 'declare const id: string;\nthrow new Error(`todos://tasks/${id} not found`);' },
    {
      code: `import { ResourceNotFoundError } from "@modelcontextprotocol/server";\ndeclare const id: string;\nconsole.warn(\`todos://tasks/\${id}\`);\nthrow new ResourceNotFoundError(\`todos://tasks/\${id}\`);`,
    },
    { code: 'declare const name: string;\nexport const greeting = "Hello {name}!".replace("{name}", name);' },
    { code: 'declare const id: string;\nexport const route = "/users/{id}".replace("{id}", id);' },
    {
      code: 'declare const name: string;\nexport const line = "{greeting}, {name}".replace(/\\{(\\w+)\\}/g, () => name);',
    },
    // Encoded interpolation (accepted by default).
    { code: 'declare const id: string;\nexport const uri = `todos://tasks/${encodeURIComponent(id)}`;' },
    { code: 'declare const id: string;\nexport const uri = "todos://tasks/" + encodeURIComponent(id);' },
    {
      code: 'declare const id: string;\nconst TASK = "todos://tasks/{id}";\nexport const uri = TASK.replace("{id}", encodeURIComponent(id));',
    },
    {
      code: 'declare const t: { uriTemplate: string }, values: Record<string, string>;\nexport const uri = t.uriTemplate.replace(/\\{(\\w+)\\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));',
    },
    // URL and URLSearchParams do their own encoding.
    {
      code: 'declare const from: string, to: string;\nexport const uri = `report://acme/usage?${new URLSearchParams({ from, to })}`;',
    },
    {
      code: 'declare const from: string;\nconst params = new URLSearchParams();\nparams.set("from", from);\nexport const uri = `report://acme/usage?${params.toString()}`;',
    },
    {
      code: 'declare const from: string;\nconst url = new URL("report://acme/usage");\nurl.searchParams.set("from", from);\nexport const uri = url.href;',
    },
    // Numbers by construction need no encoding.
    {
      code: 'export function page(n: number, items: string[]) {\n  return `todos://tasks?page=${n}&size=${items.length}&at=${Date.now()}`;\n}',
    },
    { code: 'export function page(limit = 10) {\n  return "todos://tasks?limit=" + limit;\n}' },
    // Template definitions and constants only: nothing is filled in.
    {
      code: `${v1}const SCHEME = "todos";\nnew ResourceTemplate(\`\${SCHEME}://tasks/{id}\`, { list: undefined });\nexport const ALL = \`\${SCHEME}://tasks/all\`;`,
    },
    { code: 'declare const tenant: string;\nexport const template = `todos://${tenant}/tasks/{id}`;' },
    // Expanded by an RFC 6570 library already.
    {
      code: `import { expand } from "mcp-resources";\ndeclare const id: string;\nexport const uri = expand("todos://tasks/{id}", { id });`,
    },
    // A host in the authority of a web URL is not data; ignored schemes.
    { code: 'declare const host: string;\nexport const health = `https://${host}/health`;' },
    { code: 'declare const absolutePath: string;\nexport const fileUri = `file://${absolutePath}`;' },
    {
      code: 'declare const id: string;\nexport const api = `https://api.example.com/items/${id}`;',
      options: [{ ignoreSchemes: ['https'] }],
    },
    // Tagged templates build something else.
    { code: 'declare const id: string;\nexport const raw = String.raw`todos://tasks/${id}`;' },
    // Placeholders removed with a constant: nothing inserted.
    {
      code: 'declare const t: { uriTemplate: string };\nexport const prefix = t.uriTemplate.replace(/\\{[^}]*\\}/g, "");',
    },
    // Odd shapes do not crash: no arguments, spread arguments, a regex without a brace, sequence values.
    {
      code: 'declare const args: [string, string];\nconst TASK = "todos://tasks/{id}";\nTASK.replace();\nTASK.replace(...args);\nTASK.replace(/\\d{2}/g, "x");\nnew RegExp();',
    },
    {
      code: 'declare const a: string, b: string;\nexport const both = `${a}://${b}`;\nexport const seq = `todos://tasks/${(a, encodeURIComponent(b))}`;',
    },
    // A value typed as a number.
    { code: 'declare const id: number;\nexport const uri = `todos://tasks/${id}`;' },
  ],
  invalid: [
    {
      code: clientTask,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${client.trimEnd()}${std}\ndeclare const client: Client, task: { id: string };\nawait client.readResource({ uri: expand("todos://tasks/{id}", { id: task.id }) });`,
            },
          ],
        },
      ],
    },
    {
      code: handBuiltQuery,
      errors: [
        {
          messageId: 'manualQuery',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { expand } from "mcp-resources";\ndeclare const from: string | undefined, to: string | undefined;\nexport const uri = expand('report://acme/usage{?from,to}', { from, to });`,
            },
          ],
        },
      ],
    },
    {
      code: concatenation,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { x } from 'somewhere';\nimport { expand } from "mcp-resources";\ndeclare const id: string;\nexport const uri = expand('todos://tasks/{id}/comments{x}', { id, x });`,
            },
          ],
        },
      ],
    },
    {
      code: constantScheme,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${std.trim()}\nconst SCHEME = "todos";\ndeclare const id: string, from: string | undefined;\nexport const uri = expand(\`\${SCHEME}://tasks/{id}?format=json{&from}\`, { id, from });`,
            },
          ],
        },
      ],
    },
    {
      code: runtimeScheme,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output:
                'import { expand } from "mcp-resources";\ndeclare const scheme: string, user: { id: string }, section: string;\nexport const uri = expand(`${scheme}://${user.id}/profile#{section}`, { section });',
            },
          ],
        },
      ],
    },
    {
      code: customAuthority,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output:
                'import { expand } from "mcp-resources";\ndeclare const user: { id: string };\nexport const uri = expand(\'users://{id}/profile\', { id: user.id });',
            },
          ],
        },
      ],
    },
    {
      code: shadowedEncode,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output:
                'import { expand } from "mcp-resources";\nfunction encodeURIComponent(s: string) { return s; }\ndeclare const id: string;\nexport const uri = expand(\'todos://tasks/{id}\', { id: encodeURIComponent(id) });',
            },
          ],
        },
      ],
    },
    {
      code: optionalReplace,
      errors: [{ messageId: 'replaceTemplate', suggestions: [] }],
    },
    {
      code: escapedReplace,
      errors: [{ messageId: 'replaceTemplate', suggestions: [] }],
    },
    {
      code: nestedLiteral,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { expand } from "mcp-resources";\ndeclare const list: string, id: string;\nexport const uri = expand('todos://lists/{list}/tasks/{id}', { list, id });`,
            },
          ],
        },
      ],
    },
    {
      code: sameNameTwice,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { expand } from "mcp-resources";\ndeclare const a: { id: string }, b: { id: string };\nexport const uri = expand('todos://lists/{id}/tasks/{id2}', { id: a.id, id2: b.id });`,
            },
          ],
        },
      ],
    },
    {
      code: pipeCharacter,
      errors: [{ messageId: 'manualUri', suggestions: [] }],
    },
    {
      code: replaceOnConstant,
      errors: [
        {
          messageId: 'replaceTemplate',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${std.trim()}\ndeclare const id: string;\nconst TASK = "todos://tasks/{id}";\nexport const uri = expand(TASK, { id });`,
            },
          ],
        },
      ],
    },
    {
      code: replaceChain,
      errors: [
        {
          messageId: 'replaceTemplate',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${std.trim()}\ndeclare const list: string, id: string;\nexport const uri = expand("todos://lists/{list}/tasks/{id}", { list, id });`,
            },
          ],
        },
      ],
    },
    {
      code: otherPlaceholders,
      errors: [{ messageId: 'replaceTemplate', suggestions: [] }],
    },
    {
      code: notReservedPlaceholder,
      errors: [{ messageId: 'replaceTemplate', suggestions: [] }],
    },
    {
      code: queryReplacement,
      errors: [
        {
          messageId: 'replaceTemplate',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${std.trim()}\ndeclare const query: string, limit: string;\nexport const uri = expand("search://books{?q,limit}", { q: query, limit });`,
            },
          ],
        },
      ],
    },
    {
      code: regexReplacer,
      errors: [
        {
          messageId: 'replaceTemplate',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${client}${std.trim()}\nexport async function read(client: Client, values: Record<string, string>) {\n  const { resourceTemplates } = await client.listResourceTemplates();\n  const t = resourceTemplates[0]!.uriTemplate;\n  return client.readResource({ uri: expand(t, values) });\n}`,
            },
          ],
        },
      ],
    },
    {
      code: inlineListedTemplate,
      errors: [
        {
          messageId: 'replaceTemplate',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${client}${std.trim()}\nexport async function read(client: Client, i: number, id: string) {\n  return client.readResource({ uri: expand((await client.listResourceTemplates()).resourceTemplates[i]!.uriTemplate, { id }) });\n}`,
            },
          ],
        },
      ],
    },
    {
      code: dynamicPattern,
      errors: [{ messageId: 'replaceTemplate', suggestions: [] }],
    },
    {
      code: registeredTemplate,
      errors: [
        {
          messageId: 'replaceTemplate',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${v2}${std.trim()}\nconst TASK = "todos://tasks/{id}";\ndeclare const tasks: Array<{ id: string; title: string }>;\nconst server = new McpServer({ name: "todos", version: "1" });\nserver.registerResource("task", new ResourceTemplate(TASK, { list: async () => ({ resources: tasks.map((t) => ({ uri: expand(TASK, { id: t.id }), name: t.title })) }) }), {}, async (uri, { id }) => ({ contents: [] }));`,
            },
          ],
        },
      ],
    },
    {
      code: ownUriTemplate,
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${v1}${std.trim()}\ndeclare const tasks: Array<{ id: string }>;\nconst template = new ResourceTemplate("todos://tasks/{id}", { list: async () => ({ resources: tasks.map((t) => ({ uri: expand("todos://tasks/{id}", { id: t.id }), name: t.id })) }) });\nexport const first = template.uriTemplate.toString().replace("{id}", tasks[0]!.id);`,
            },
          ],
        },
        {
          messageId: 'replaceTemplate',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${v1}${std.trim()}\ndeclare const tasks: Array<{ id: string }>;\nconst template = new ResourceTemplate("todos://tasks/{id}", { list: async () => ({ resources: tasks.map((t) => ({ uri: \`todos://tasks/\${t.id}\`, name: t.id })) }) });\nexport const first = expand(template.uriTemplate.toString(), { id: tasks[0]!.id });`,
            },
          ],
        },
      ],
    },
    {
      code: encodeNotAllowed,
      options: [{ allowEncodeURIComponent: false }],
      errors: [
        {
          messageId: 'encodeURIComponentOnly',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { expand } from "mcp-resources";\ndeclare const id: string;\nexport const uri = expand('todos://tasks/{id}', { id });`,
            },
          ],
        },
      ],
    },
    {
      code: urlTemplateLibrary,
      options: [{ library: 'url-template' }],
      errors: [
        {
          messageId: 'manualUri',
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { parseTemplate } from "url-template";\ndeclare const task: { id: string };\nexport const uri = parseTemplate('todos://tasks/{id}').expand({ id: task.id });`,
            },
          ],
        },
      ],
    },
    {
      code: libraryNameTaken,
      options: [{ library: 'url-template' }],
      errors: [{ messageId: 'manualUri', suggestions: [] }],
    },
  ],
};

/** The same case with `uris: 'all'`: every hand-built URI with a scheme is checked. */
const allUris = <T extends { options?: Readonly<Options> }>(test: T): T => ({
  ...test,
  options: [{ ...test.options?.[0], uris: 'all' }],
});

ruleTester.run('no-manual-expansion (uris: all)', rule, {
  valid: cases.valid.map(allUris),
  invalid: cases.invalid.map(allUris),
});
ruleTester.run('no-manual-expansion', rule, { valid: [...cases.valid, ...resourceValid], invalid: resourceInvalid });

/** The findings of no-manual-expansion in `code`, drawn. */
const drawResources = (code: string, options: unknown[] = [], settings?: { filename: string }) =>
  underline(code, 'no-manual-expansion', options, settings);
/** The same with `uris: 'all'`, as the cases of any URI with a scheme run. */
const drawAllUris = (code: string, options: [object?] = []) => drawResources(code, [{ ...options[0], uris: 'all' }]);

// Where each finding is reported: the whole hand-built URI (template literal, concatenation or `.replace` chain).
describe('no-manual-expansion (uris: all) underlines', () => {
  it('a client builds a URI from a task: the suggestion expands an RFC 6570 template', () => {
    expect(drawAllUris(clientTask)).toMatchInlineSnapshot(`
      "manualUri:
        3 | await client.readResource({ uri: \`todos://tasks/\${task.id}\` });
          |                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a hand-built query string becomes {?from,to}', () => {
    expect(drawAllUris(handBuiltQuery)).toMatchInlineSnapshot(`
      "manualQuery:
        2 | export const uri = \`report://acme/usage?from=\${from}&to=\${to}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("concatenation; the file's quote style is kept", () => {
    expect(drawAllUris(concatenation)).toMatchInlineSnapshot(`
      "manualUri:
        3 | export const uri = 'todos://tasks/' + id + '/comments' + x;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a constant scheme stays a constant; fixed query pairs come first, optional ones after', () => {
    expect(drawAllUris(constantScheme)).toMatchInlineSnapshot(`
      "manualUri:
        4 | export const uri = \`\${SCHEME}://tasks/\${id}?format=json&from=\${from}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a scheme only known at run time: the authority may be a host, kept as it is; a fragment', () => {
    expect(drawAllUris(runtimeScheme)).toMatchInlineSnapshot(`
      "manualUri:
        2 | export const uri = \`\${scheme}://\${user.id}/profile#\${section}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("a custom scheme's authority is data; a value in it is a variable", () => {
    expect(drawAllUris(customAuthority)).toMatchInlineSnapshot(`
      "manualUri:
        2 | export const uri = \`users://\${user.id}/profile\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a local function that shadows encodeURIComponent is not the global one: reported, and kept', () => {
    expect(drawAllUris(shadowedEncode)).toMatchInlineSnapshot(`
      "manualUri:
        3 | export const uri = \`todos://tasks/\${encodeURIComponent(id)}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('an optional call on a listed template: no suggestion (an expansion of undefined would throw)', () => {
    expect(drawAllUris(optionalReplace)).toMatchInlineSnapshot(`
      "replaceTemplate:
        2 | export const uri = t.uriTemplate?.replace("{id}", id);
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the method written with a unicode escape is still `.replace` (the text holds no "replace")', () => {
    expect(drawAllUris(escapedReplace)).toMatchInlineSnapshot(`
      "replaceTemplate:
        2 | export const uri = t.uriTemplate?.\\u0072eplace("{id}", id);
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a .replace chain through a cast is reported once, at its outermost link', () => {
    const castChain =
      'declare const uriTemplate: string, owner: string, id: string;\nexport const uri = (uriTemplate.replace("{owner}", owner) as string).replace("{id}", id);';
    expect(drawAllUris(castChain)).toMatchInlineSnapshot(`
      "replaceTemplate:
        2 | export const uri = (uriTemplate.replace("{owner}", owner) as string).replace("{id}", id);
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a template literal nested in another is reported once, as part of the enclosing URI', () => {
    expect(drawAllUris(nestedLiteral)).toMatchInlineSnapshot(`
      "manualUri:
        2 | export const uri = \`todos://lists/\${list}\${\`/tasks/\${id}\`}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the same name twice gets distinct variables', () => {
    expect(drawAllUris(sameNameTwice)).toMatchInlineSnapshot(`
      "manualUri:
        2 | export const uri = \`todos://lists/\${a.id}/tasks/\${b.id}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a character a template literal cannot hold ("|"): reported, but no suggestion', () => {
    expect(drawAllUris(pipeCharacter)).toMatchInlineSnapshot(`
      "manualUri:
        2 | export const uri = \`todos://tasks/\${id}|pinned\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('.replace on a template held in a constant: the variables come from the parsed template', () => {
    expect(drawAllUris(replaceOnConstant)).toMatchInlineSnapshot(`
      "replaceTemplate:
        4 | export const uri = TASK.replace("{id}", id);
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a chain: one value encoded by hand, one not. The library encodes, so encodeURIComponent goes', () => {
    expect(drawAllUris(replaceChain)).toMatchInlineSnapshot(`
      "replaceTemplate:
        3 | export const uri = "todos://lists/{list}/tasks/{id}".replace("{list}", list).replace("{id}", encodeURIComponent(id));
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("placeholders that differ from the template's variables: a library call would mean something else", () => {
    expect(drawAllUris(otherPlaceholders)).toMatchInlineSnapshot(`
      "replaceTemplate:
        2 | export const uri = "todos://lists/{list}/tasks/{id}".replace("{id}", id);
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('`{path}` is not the expression `{+path}`: no suggestion', () => {
    expect(drawAllUris(notReservedPlaceholder)).toMatchInlineSnapshot(`
      "replaceTemplate:
        2 | export const uri = "files:///{+path}".replace("{path}", path);
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a hand-built query in place of a query expression', () => {
    expect(drawAllUris(queryReplacement)).toMatchInlineSnapshot(`
      "replaceTemplate:
        3 | export const uri = "search://books{?q,limit}".replace("{?q,limit}", \`?q=\${query}&limit=\${limit}\`);
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('client side: a template from resources/templates/list, filled in by a regex replacer', () => {
    expect(drawAllUris(regexReplacer)).toMatchInlineSnapshot(`
      "replaceTemplate:
        6 |   return client.readResource({ uri: t.replace(/\\{(\\w+)\\}/g, (_, name: string) => values[name] ?? "") });
          |                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('client side, inline: (await client.listResourceTemplates()).resourceTemplates[i].uriTemplate', () => {
    expect(drawAllUris(inlineListedTemplate)).toMatchInlineSnapshot(`
      "replaceTemplate:
        4 |   return client.readResource({ uri: (await client.listResourceTemplates()).resourceTemplates[i]!.uriTemplate.replace("{id}", id) });
          |                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('destructured `uriTemplate`, filled in by a dynamic pattern: reported, no suggestion', () => {
    expect(drawAllUris(dynamicPattern)).toMatchInlineSnapshot(`
      "replaceTemplate:
        3 |   for (const key of Object.keys(vars)) console.log(uriTemplate.replaceAll(\`{\${key}}\`, vars[key]!));
          |                                                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a registered template (SDK v2): the server builds its own list entries from it', () => {
    expect(drawAllUris(registeredTemplate)).toMatchInlineSnapshot(`
      "replaceTemplate:
        6 | server.registerResource("task", new ResourceTemplate(TASK, { list: async () => ({ resources: tasks.map((t) => ({ uri: TASK.replace("{id}", t.id), name: t.title })) }) }), {}, async (uri, { id }) => ({ contents: [] }));
          |                                                                                                                       ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("SDK v1: a ResourceTemplate's own uriTemplate, and a list callback building URIs by hand", () => {
    expect(drawAllUris(ownUriTemplate)).toMatchInlineSnapshot(`
      "manualUri:
        4 | const template = new ResourceTemplate("todos://tasks/{id}", { list: async () => ({ resources: tasks.map((t) => ({ uri: \`todos://tasks/\${t.id}\`, name: t.id })) }) });
          |                                                                                                                        ^^^^^^^^^^^^^^^^^^^^^^^
      replaceTemplate:
        5 | export const first = template.uriTemplate.toString().replace("{id}", tasks[0]!.id);
          |                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('with allowEncodeURIComponent: false, encodeURIComponent is reported and dropped by the suggestion', () => {
    expect(drawAllUris(encodeNotAllowed, [{ allowEncodeURIComponent: false }])).toMatchInlineSnapshot(`
      "encodeURIComponentOnly:
        2 | export const uri = \`todos://tasks/\${encodeURIComponent(id)}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the url-template library as the target', () => {
    expect(drawAllUris(urlTemplateLibrary, [{ library: 'url-template' }])).toMatchInlineSnapshot(`
      "manualUri:
        2 | export const uri = \`todos://tasks/\${task.id}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("the library's name is taken by something else: reported, no suggestion", () => {
    expect(drawAllUris(libraryNameTaken, [{ library: 'url-template' }])).toMatchInlineSnapshot(`
      "manualUri:
        3 | export const uri = \`todos://tasks/\${task.id}\`;
          |                    ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

// The default gate: resource URIs only.
describe('no-manual-expansion underlines', () => {
  it('a custom scheme that the file, which imports MCP code, uses for a resource template', () => {
    expect(drawResources(nonWeb)).toMatchInlineSnapshot(`
      "manualUri:
        4 | export const uri = \`notes://\${name}\`;
          |                    ^^^^^^^^^^^^^^^^^"
    `);
  });
  it("used as a resource's uri, whatever the scheme: read results, lists, links, embedded resources", () => {
    expect(drawResources(resourceObjects)).toMatchInlineSnapshot(`
      "manualUri:
        2 | export const read = { contents: [{ uri: \`https://docs.example.com/\${page}\`, text: "" }] };
          |                                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      manualUri:
        3 | export const listed = { resources: [{ uri: \`vault://\${vault}\`, name: vault }] };
          |                                            ^^^^^^^^^^^^^^^^^^
      manualUri:
        4 | export const link = { type: "resource_link", uri: \`notes://\${slug}\`, name: slug };
          |                                                   ^^^^^^^^^^^^^^^^^
      manualUri:
        5 | export const embedded = { type: "resource", resource: { uri: \`notes://\${target}\`, text: "" } };
          |                                                              ^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('through a const, into a read result; and a static URI given to registerResource', () => {
    expect(drawResources(throughConst)).toMatchInlineSnapshot(`
      "manualUri:
        4 |   const uri = \`dom://selector/\${selector}\`;
          |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      manualUri:
        7 | server.registerResource("config", \`config://\${env}\`, {}, async (u) => ({ contents: [{ uri: u.href, text: read().contents[0]!.uri }] }));
          |                                   ^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the message names the value that is unsafe, not the echoed variable before it; expanding would encode the still-encoded `id` again, so there is no suggestion', () => {
    expect(drawResources(echoedVariable)).toMatchInlineSnapshot(`
      "manualUri:
        4 |   contents: [{ uri: \`docs://\${id}/\${label}\`, text: "" }],
          |                     ^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a validation that is not anchored (or admits "/") proves nothing about the value', () => {
    expect(drawResources(weakValidation)).toMatchInlineSnapshot(`
      "manualUri:
        3 |   return { contents: [{ uri: \`state://\${name}/\${path}\`, text: "" }] };
          |                              ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a client reading a resource, in a test file when asked to check them', () => {
    expect(drawResources(clientRead, [{ checkTestFiles: true }], { filename: 'src/__tests__/notes.test.ts' }))
      .toMatchInlineSnapshot(`
      "manualUri:
        2 | client.readResource({ uri: \`notes://\${name}\` });
          |                            ^^^^^^^^^^^^^^^^^"
    `);
  });
});
