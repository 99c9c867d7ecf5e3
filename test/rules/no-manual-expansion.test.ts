import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageId, type Options } from '../../rules/no-manual-expansion.js';
import { resourceInvalid, resourceValid } from './no-manual-expansion.resources.cases.js';
import { ruleTester } from './rule-tester.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const v2 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";\n`;
const client = `import { Client } from "@modelcontextprotocol/sdk/client/index.js";\n`;
const std = `\nimport { StdUriTemplate } from "@std-uritemplate/std-uritemplate";`;
const at = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });

// What the rule finds in any URI with a scheme; the default gate (`uris: 'resources'`) is tested below.
const cases: { valid: ValidTestCase<Options>[]; invalid: InvalidTestCase<MessageId, Options>[] } = {
  valid: [
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
      code: `import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\ndeclare const id: string;\nexport const uri = StdUriTemplate.expand("todos://tasks/{id}", { id });`,
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
      // A client builds a URI from a task: the suggestion expands an RFC 6570 template.
      code: `${client}declare const client: Client, task: { id: string };\nawait client.readResource({ uri: \`todos://tasks/\${task.id}\` });`,
      errors: [
        {
          messageId: 'manualUri',
          ...at(3, 34, 3, 60),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${client.trimEnd()}${std}\ndeclare const client: Client, task: { id: string };\nawait client.readResource({ uri: StdUriTemplate.expand("todos://tasks/{id}", { id: task.id }) });`,
            },
          ],
        },
      ],
    },
    {
      // A hand-built query string becomes {?from,to}.
      code: 'declare const from: string | undefined, to: string | undefined;\nexport const uri = `report://acme/usage?from=${from}&to=${to}`;',
      errors: [
        {
          messageId: 'manualQuery',
          ...at(2, 20, 2, 63),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\ndeclare const from: string | undefined, to: string | undefined;\nexport const uri = StdUriTemplate.expand('report://acme/usage{?from,to}', { from, to });`,
            },
          ],
        },
      ],
    },
    {
      // Concatenation; the file's quote style is kept.
      code: `import { x } from 'somewhere';\ndeclare const id: string;\nexport const uri = 'todos://tasks/' + id + '/comments' + x;`,
      errors: [
        {
          messageId: 'manualUri',
          ...at(3, 20, 3, 59),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { x } from 'somewhere';\nimport { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\ndeclare const id: string;\nexport const uri = StdUriTemplate.expand('todos://tasks/{id}/comments{x}', { id, x });`,
            },
          ],
        },
      ],
    },
    {
      // A constant scheme stays a constant; fixed query pairs come first, optional ones after.
      code: `${std.trim()}\nconst SCHEME = "todos";\ndeclare const id: string, from: string | undefined;\nexport const uri = \`\${SCHEME}://tasks/\${id}?format=json&from=\${from}\`;`,
      errors: [
        {
          messageId: 'manualUri',
          ...at(4, 20, 4, 70),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${std.trim()}\nconst SCHEME = "todos";\ndeclare const id: string, from: string | undefined;\nexport const uri = StdUriTemplate.expand(\`\${SCHEME}://tasks/{id}?format=json{&from}\`, { id, from });`,
            },
          ],
        },
      ],
    },
    {
      // A scheme only known at run time: the authority may be a host, kept as it is; a fragment.
      code: 'declare const scheme: string, user: { id: string }, section: string;\nexport const uri = `${scheme}://${user.id}/profile#${section}`;',
      errors: [
        {
          messageId: 'manualUri',
          ...at(2, 20, 2, 63),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output:
                'import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\ndeclare const scheme: string, user: { id: string }, section: string;\nexport const uri = StdUriTemplate.expand(`${scheme}://${user.id}/profile#{section}`, { section });',
            },
          ],
        },
      ],
    },
    {
      // A custom scheme's authority is data; a value in it is a variable.
      code: 'declare const user: { id: string };\nexport const uri = `users://${user.id}/profile`;',
      errors: [
        {
          messageId: 'manualUri',
          ...at(2, 20, 2, 48),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output:
                'import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\ndeclare const user: { id: string };\nexport const uri = StdUriTemplate.expand(\'users://{id}/profile\', { id: user.id });',
            },
          ],
        },
      ],
    },
    {
      // A local function that shadows encodeURIComponent is not the global one: reported, and kept.
      code: 'function encodeURIComponent(s: string) { return s; }\ndeclare const id: string;\nexport const uri = `todos://tasks/${encodeURIComponent(id)}`;',
      errors: [
        {
          messageId: 'manualUri',
          ...at(3, 20, 3, 61),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output:
                'import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\nfunction encodeURIComponent(s: string) { return s; }\ndeclare const id: string;\nexport const uri = StdUriTemplate.expand(\'todos://tasks/{id}\', { id: encodeURIComponent(id) });',
            },
          ],
        },
      ],
    },
    {
      // An optional call on a listed template: no suggestion (an expansion of undefined would throw).
      code: 'declare const t: { uriTemplate?: string }, id: string;\nexport const uri = t.uriTemplate?.replace("{id}", id);',
      errors: [{ messageId: 'replaceTemplate', ...at(2, 20, 2, 54), suggestions: [] }],
    },
    {
      // The method written with a unicode escape is still `.replace` (the text holds no "replace").
      code: 'declare const t: { uriTemplate?: string }, id: string;\nexport const uri = t.uriTemplate?.\\u0072eplace("{id}", id);',
      errors: [{ messageId: 'replaceTemplate', ...at(2, 20, 2, 59), suggestions: [] }],
    },
    {
      // A template literal nested in another is reported once, as part of the enclosing URI.
      code: 'declare const list: string, id: string;\nexport const uri = `todos://lists/${list}${`/tasks/${id}`}`;',
      errors: [
        {
          messageId: 'manualUri',
          ...at(2, 20, 2, 60),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\ndeclare const list: string, id: string;\nexport const uri = StdUriTemplate.expand('todos://lists/{list}/tasks/{id}', { list, id });`,
            },
          ],
        },
      ],
    },
    {
      // The same name twice gets distinct variables.
      code: 'declare const a: { id: string }, b: { id: string };\nexport const uri = `todos://lists/${a.id}/tasks/${b.id}`;',
      errors: [
        {
          messageId: 'manualUri',
          ...at(2, 20, 2, 57),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\ndeclare const a: { id: string }, b: { id: string };\nexport const uri = StdUriTemplate.expand('todos://lists/{id}/tasks/{id2}', { id: a.id, id2: b.id });`,
            },
          ],
        },
      ],
    },
    {
      // A character a template literal cannot hold ("|"): reported, but no suggestion.
      code: 'declare const id: string;\nexport const uri = `todos://tasks/${id}|pinned`;',
      errors: [{ messageId: 'manualUri', ...at(2, 20, 2, 48), suggestions: [] }],
    },
    {
      // .replace on a template held in a constant: the variables come from the parsed template.
      code: `${std.trim()}\ndeclare const id: string;\nconst TASK = "todos://tasks/{id}";\nexport const uri = TASK.replace("{id}", id);`,
      errors: [
        {
          messageId: 'replaceTemplate',
          ...at(4, 20, 4, 44),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${std.trim()}\ndeclare const id: string;\nconst TASK = "todos://tasks/{id}";\nexport const uri = StdUriTemplate.expand(TASK, { id });`,
            },
          ],
        },
      ],
    },
    {
      // A chain: one value encoded by hand, one not. The library encodes, so encodeURIComponent goes.
      code: `${std.trim()}\ndeclare const list: string, id: string;\nexport const uri = "todos://lists/{list}/tasks/{id}".replace("{list}", list).replace("{id}", encodeURIComponent(id));`,
      errors: [
        {
          messageId: 'replaceTemplate',
          ...at(3, 20, 3, 117),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${std.trim()}\ndeclare const list: string, id: string;\nexport const uri = StdUriTemplate.expand("todos://lists/{list}/tasks/{id}", { list, id });`,
            },
          ],
        },
      ],
    },
    {
      // Placeholders that differ from the template's variables: a library call would mean something else.
      code: 'declare const id: string;\nexport const uri = "todos://lists/{list}/tasks/{id}".replace("{id}", id);',
      errors: [{ messageId: 'replaceTemplate', ...at(2, 20, 2, 73), suggestions: [] }],
    },
    {
      // `{path}` is not the expression `{+path}`: no suggestion.
      code: 'declare const path: string;\nexport const uri = "files:///{+path}".replace("{path}", path);',
      errors: [{ messageId: 'replaceTemplate', ...at(2, 20, 2, 62), suggestions: [] }],
    },
    {
      // A hand-built query in place of a query expression.
      code: `${std.trim()}\ndeclare const query: string, limit: string;\nexport const uri = "search://books{?q,limit}".replace("{?q,limit}", \`?q=\${query}&limit=\${limit}\`);`,
      errors: [
        {
          messageId: 'replaceTemplate',
          ...at(3, 20, 3, 98),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${std.trim()}\ndeclare const query: string, limit: string;\nexport const uri = StdUriTemplate.expand("search://books{?q,limit}", { q: query, limit });`,
            },
          ],
        },
      ],
    },
    {
      // Client side: a template from resources/templates/list, filled in by a regex replacer.
      code: `${client}${std.trim()}\nexport async function read(client: Client, values: Record<string, string>) {\n  const { resourceTemplates } = await client.listResourceTemplates();\n  const t = resourceTemplates[0]!.uriTemplate;\n  return client.readResource({ uri: t.replace(/\\{(\\w+)\\}/g, (_, name: string) => values[name] ?? "") });\n}`,
      errors: [
        {
          messageId: 'replaceTemplate',
          ...at(6, 37, 6, 101),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${client}${std.trim()}\nexport async function read(client: Client, values: Record<string, string>) {\n  const { resourceTemplates } = await client.listResourceTemplates();\n  const t = resourceTemplates[0]!.uriTemplate;\n  return client.readResource({ uri: StdUriTemplate.expand(t, values) });\n}`,
            },
          ],
        },
      ],
    },
    {
      // Client side, inline: (await client.listResourceTemplates()).resourceTemplates[i].uriTemplate.
      code: `${client}${std.trim()}\nexport async function read(client: Client, i: number, id: string) {\n  return client.readResource({ uri: (await client.listResourceTemplates()).resourceTemplates[i]!.uriTemplate.replace("{id}", id) });\n}`,
      errors: [
        {
          messageId: 'replaceTemplate',
          ...at(4, 37, 4, 129),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${client}${std.trim()}\nexport async function read(client: Client, i: number, id: string) {\n  return client.readResource({ uri: StdUriTemplate.expand((await client.listResourceTemplates()).resourceTemplates[i]!.uriTemplate, { id }) });\n}`,
            },
          ],
        },
      ],
    },
    {
      // Destructured `uriTemplate`, filled in by a dynamic pattern: reported, no suggestion.
      code: 'declare const templates: Array<{ uriTemplate: string }>, vars: Record<string, string>;\nfor (const { uriTemplate } of templates) {\n  for (const key of Object.keys(vars)) console.log(uriTemplate.replaceAll(`{${key}}`, vars[key]!));\n}',
      errors: [{ messageId: 'replaceTemplate', ...at(3, 52, 3, 98), suggestions: [] }],
    },
    {
      // A registered template (SDK v2): the server builds its own list entries from it.
      code: `${v2}${std.trim()}\nconst TASK = "todos://tasks/{id}";\ndeclare const tasks: Array<{ id: string; title: string }>;\nconst server = new McpServer({ name: "todos", version: "1" });\nserver.registerResource("task", new ResourceTemplate(TASK, { list: async () => ({ resources: tasks.map((t) => ({ uri: TASK.replace("{id}", t.id), name: t.title })) }) }), {}, async (uri, { id }) => ({ contents: [] }));`,
      errors: [
        {
          messageId: 'replaceTemplate',
          ...at(6, 119, 6, 145),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${v2}${std.trim()}\nconst TASK = "todos://tasks/{id}";\ndeclare const tasks: Array<{ id: string; title: string }>;\nconst server = new McpServer({ name: "todos", version: "1" });\nserver.registerResource("task", new ResourceTemplate(TASK, { list: async () => ({ resources: tasks.map((t) => ({ uri: StdUriTemplate.expand(TASK, { id: t.id }), name: t.title })) }) }), {}, async (uri, { id }) => ({ contents: [] }));`,
            },
          ],
        },
      ],
    },
    {
      // SDK v1: a ResourceTemplate's own uriTemplate, and a list callback building URIs by hand.
      code: `${v1}${std.trim()}\ndeclare const tasks: Array<{ id: string }>;\nconst template = new ResourceTemplate("todos://tasks/{id}", { list: async () => ({ resources: tasks.map((t) => ({ uri: \`todos://tasks/\${t.id}\`, name: t.id })) }) });\nexport const first = template.uriTemplate.toString().replace("{id}", tasks[0]!.id);`,
      errors: [
        {
          messageId: 'manualUri',
          ...at(4, 120, 4, 143),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${v1}${std.trim()}\ndeclare const tasks: Array<{ id: string }>;\nconst template = new ResourceTemplate("todos://tasks/{id}", { list: async () => ({ resources: tasks.map((t) => ({ uri: StdUriTemplate.expand("todos://tasks/{id}", { id: t.id }), name: t.id })) }) });\nexport const first = template.uriTemplate.toString().replace("{id}", tasks[0]!.id);`,
            },
          ],
        },
        {
          messageId: 'replaceTemplate',
          ...at(5, 22, 5, 83),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${v1}${std.trim()}\ndeclare const tasks: Array<{ id: string }>;\nconst template = new ResourceTemplate("todos://tasks/{id}", { list: async () => ({ resources: tasks.map((t) => ({ uri: \`todos://tasks/\${t.id}\`, name: t.id })) }) });\nexport const first = StdUriTemplate.expand(template.uriTemplate.toString(), { id: tasks[0]!.id });`,
            },
          ],
        },
      ],
    },
    {
      // Inside an SDK v1 read handler: the contents URI of a related resource.
      code: `${v1}const server = new McpServer({ name: "todos", version: "1" });\nserver.registerResource("task", new ResourceTemplate("todos://tasks/{id}", { list: undefined }), {}, async (uri, { id }, extra) => ({\n  contents: [{ uri: "todos://tasks/" + String(id) + "/comments", text: "" }],\n}));`,
      errors: [
        {
          messageId: 'manualUri',
          ...at(4, 21, 4, 64),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `${v1}import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\nconst server = new McpServer({ name: "todos", version: "1" });\nserver.registerResource("task", new ResourceTemplate("todos://tasks/{id}", { list: undefined }), {}, async (uri, { id }, extra) => ({\n  contents: [{ uri: StdUriTemplate.expand("todos://tasks/{id}/comments", { id: String(id) }), text: "" }],\n}));`,
            },
          ],
        },
      ],
    },
    {
      // With allowEncodeURIComponent: false, encodeURIComponent is reported and dropped by the suggestion.
      code: 'declare const id: string;\nexport const uri = `todos://tasks/${encodeURIComponent(id)}`;',
      options: [{ allowEncodeURIComponent: false }],
      errors: [
        {
          messageId: 'encodeURIComponentOnly',
          ...at(2, 20, 2, 61),
          suggestions: [
            {
              messageId: 'expandWithLibrary',
              output: `import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";\ndeclare const id: string;\nexport const uri = StdUriTemplate.expand('todos://tasks/{id}', { id });`,
            },
          ],
        },
      ],
    },
    {
      // The url-template library as the target.
      code: 'declare const task: { id: string };\nexport const uri = `todos://tasks/${task.id}`;',
      options: [{ library: 'url-template' }],
      errors: [
        {
          messageId: 'manualUri',
          ...at(2, 20, 2, 46),
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
      // The library's name is taken by something else: reported, no suggestion.
      code: `import { parseTemplate } from "../template/index.js";\ndeclare const task: { id: string };\nexport const uri = \`todos://tasks/\${task.id}\`;\nparseTemplate("x");`,
      options: [{ library: 'url-template' }],
      errors: [{ messageId: 'manualUri', ...at(3, 20, 3, 46), suggestions: [] }],
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
