// Cases of no-manual-expansion's default gate: a hand-built string is reported only on evidence that
// it is an MCP resource URI, and only for a value that can hold a reserved character.
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import type { MessageId, Options } from '../../rules/no-manual-expansion.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n`;
const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";\n`;

export const resourceValid: ValidTestCase<Options>[] = [
  // Web URLs are not resource URIs, even in an MCP server.
  {
    code: `${v1}declare const name: string;\nexport const response = fetch(\`https://api.example.com/users/\${name}\`);`,
  },
  // A non-web scheme in a file with no MCP code: an editor deep link, a storage path.
  {
    code: 'declare const path: string, bucket: string;\nexport const link = `vscode://file/${path}`;\nexport const object = `gs://${bucket}/${path}`;',
  },
  // A custom scheme in MCP code that is no resource scheme of the file: an editor deep link.
  {
    code: `${v1}declare const config: string;\nnew ResourceTemplate("notes://{id}", { list: undefined });\nexport const install = \`cursor://mcp/install?config=\${config}\`;`,
  },
  // Compared, not sent: nothing expands a string a URI is matched against.
  {
    code: `declare const skill: { uri: string }, name: string, uri: string;
export const same = skill.uri === \`skill://\${name}/SKILL.md\`;
const prefix = \`ui://widget/\${name}\`;
export const mine = uri.startsWith(prefix);`,
  },
  // Validated against an anchored pattern of unreserved characters, here or in a local validator.
  {
    code: `const VALID = /^[a-zA-Z0-9_-]+$/;
function validate(name: string) { if (!VALID.test(name)) throw new Error("bad name"); }
export function read(name: string, key: string) {
  validate(name);
  if (!/^[a-z]+$/.test(key)) throw new Error("bad key");
  return { contents: [{ uri: \`state://\${name}/\${key}\`, text: "" }] };
}`,
  },
  // A loop over an array written in the file, whose values there are string literals.
  {
    code: `${v1}declare const server: McpServer, flag: boolean;
const WIDGETS = [{ id: "balances", path: "/b" }, ...(flag ? [{ id: "plans", path: "/p" }] : [])];
for (const widget of WIDGETS) server.registerResource(widget.id, \`ui://widget/\${widget.id}.html\`, {}, async (uri) => ({ contents: [{ uri: uri.href, text: widget.path }] }));
for (const name of ["a", "b"]) server.registerResource(name, \`ui://plain/\${name}\`, {}, async (uri) => ({ contents: [{ uri: uri.href, text: name }] }));`,
  },
  // A build in a \`uri\` property of no resource object is no evidence that its own scheme names resources.
  {
    code: `${v1}declare const targetName: string;\nexport const metadata = { name: targetName, uri: \`esm://\${targetName}\` };`,
  },
  // MCP tool names are limited to A-Z, a-z, 0-9, "_", "-" and "." by the specification.
  {
    code: 'declare const toolName: string, tool: { name: string };\nexport const result = { contents: [{ uri: `ui://widget/${toolName}.html`, text: "" }, { uri: `ui://app/${tool.name}.html`, text: "" }] };',
  },
  // A template literal that writes a template: `{${name}}` is an expression, not a value.
  { code: `${v1}declare const key: string;\nnew ResourceTemplate(\`items://{\${key}}\`, { list: undefined });` },
  // Encoded by a project helper, by a const holding an encoding, or segment by segment.
  {
    code: `declare function encodePathToBase64(p: string): string; declare const path: string, parts: string[];
const encoded = encodeURIComponent(path);
export const result = { contents: [
  { uri: \`site://\${encodePathToBase64(path)}\`, text: "" },
  { uri: \`notes://\${encoded}\`, text: "" },
  { uri: \`files:///\${parts.map(encodeURIComponent).join("/")}\`, text: "" },
] };`,
  },
  // Numbers, String(number), generated ids, literal unions and UPPER_CASE constants hold no reserved character.
  {
    code: `import { randomUUID } from "node:crypto";
import { TOOL_NAME } from "./names.js";
type Kind = "doc" | "note";
export function list(page: number, kind: Kind, mode: "a" | "b") {
  return { resources: [
    { uri: \`items://\${String(page)}\`, name: "page" },
    { uri: \`shots://\${randomUUID()}.png\`, name: "shot" },
    { uri: \`\${kind}s://\${mode}\`, name: kind },
    { uri: \`ui://\${TOOL_NAME}/app.html\`, name: "app" },
  ] };
}`,
  },
  // Pieces of the request a handler answers carry their encoding along: SDK variables are still encoded.
  {
    code: `${v1}declare const server: McpServer;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({
  contents: [{ uri: \`docs://\${id}/meta\`, text: uri.pathname }, { uri: \`docs://\${uri.host}/raw\`, text: "" }],
}));`,
  },
  // `String(id)` is still the encoded `id`: expanding it would encode its escapes a second time ("%20" → "%2520").
  {
    code: `${v1}declare const server: McpServer;
server.registerResource("team", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }) => ({
  contents: [{ uri: \`members://\${String(team)}/list\`, text: "" }],
}));`,
  },
  {
    code: `${lowLevel}declare const low: Server;
low.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  const { uri } = request.params;
  return { contents: [{ uri: \`\${uri}#summary\`, text: "" }] };
});`,
  },
  // Test files are skipped unless asked.
  {
    code: 'declare const client: { readResource(r: { uri: string }): void }, name: string;\nclient.readResource({ uri: `notes://${name}` });',
    filename: 'src/__tests__/notes.test.ts',
  },
];

/** `code` with `from` rewritten to `to` and `expand` of mcp-resources imported after the last import. */
function expanded(code: string, from: string, to: string): string {
  const lines = code.replace(from, to).split('\n');
  const after = lines.reduce((last, line, index) => (line.startsWith('import ') ? index + 1 : last), 0);
  lines.splice(after, 0, 'import { expand } from "mcp-resources";');
  return lines.join('\n');
}
const suggest = (output: string) => [{ messageId: 'expandWithLibrary' as const, output }];

// The codes of the invalid cases, which check their data and suggestions below; no-manual-expansion.test.ts draws
// their locations.
export const nonWeb = `${v1}declare const name: string;\nnew ResourceTemplate("notes://{name}", { list: undefined });\nexport const uri = \`notes://\${name}\`;`;
export const resourceObjects = `declare const page: string, vault: string, slug: string, target: string;
export const read = { contents: [{ uri: \`https://docs.example.com/\${page}\`, text: "" }] };
export const listed = { resources: [{ uri: \`vault://\${vault}\`, name: vault }] };
export const link = { type: "resource_link", uri: \`notes://\${slug}\`, name: slug };
export const embedded = { type: "resource", resource: { uri: \`notes://\${target}\`, text: "" } };`;
export const throughConst = `${v1}declare const server: McpServer, selector: string, env: string;
function read() {
  const uri = \`dom://selector/\${selector}\`;
  return { contents: [{ uri, text: "" }] };
}
server.registerResource("config", \`config://\${env}\`, {}, async (u) => ({ contents: [{ uri: u.href, text: read().contents[0]!.uri }] }));`;
export const weakValidation = `export function read(name: string, path: string) {
  if (!/[a-z]+/.test(name) || !/^[a-z/]+$/.test(path)) throw new Error("bad");
  return { contents: [{ uri: \`state://\${name}/\${path}\`, text: "" }] };
}`;
export const clientRead =
  'declare const client: { readResource(r: { uri: string }): void }, name: string;\nclient.readResource({ uri: `notes://${name}` });';

// The message names the value that is unsafe, not the echoed variable before it; expanding would
// encode the still-encoded `id` again, so there is no suggestion.
export const echoedVariable = `${v1}declare const server: McpServer, label: string;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({
  contents: [{ uri: \`docs://\${id}/\${label}\`, text: "" }],
}));`;

export const resourceInvalid: InvalidTestCase<MessageId, Options>[] = [
  // A custom scheme that the file, which imports MCP code, uses for a resource template.
  {
    code: nonWeb,
    errors: [
      {
        messageId: 'manualUri',
        data: { value: 'name' },
        suggestions: suggest(expanded(nonWeb, '`notes://${name}`', 'expand("notes://{name}", { name })')),
      },
    ],
  },
  // Used as a resource's uri, whatever the scheme: read results, lists, links, embedded resources.
  {
    code: resourceObjects,
    errors: [
      {
        messageId: 'manualUri',
        data: { value: 'page' },
        suggestions: suggest(
          expanded(
            resourceObjects,
            '`https://docs.example.com/${page}`',
            'expand("https://docs.example.com/{page}", { page })',
          ),
        ),
      },
      {
        messageId: 'manualUri',
        data: { value: 'vault' },
        suggestions: suggest(expanded(resourceObjects, '`vault://${vault}`', 'expand("vault://{vault}", { vault })')),
      },
      {
        messageId: 'manualUri',
        data: { value: 'slug' },
        suggestions: suggest(expanded(resourceObjects, '`notes://${slug}`', 'expand("notes://{slug}", { slug })')),
      },
      {
        messageId: 'manualUri',
        data: { value: 'target' },
        suggestions: suggest(
          expanded(resourceObjects, '`notes://${target}`', 'expand("notes://{target}", { target })'),
        ),
      },
    ],
  },
  // Through a const, into a read result; and a static URI given to registerResource.
  {
    code: throughConst,
    errors: [
      {
        messageId: 'manualUri',
        data: { value: 'selector' },
        suggestions: suggest(
          expanded(throughConst, '`dom://selector/${selector}`', 'expand("dom://selector/{selector}", { selector })'),
        ),
      },
      {
        messageId: 'manualUri',
        data: { value: 'env' },
        suggestions: suggest(expanded(throughConst, '`config://${env}`', 'expand("config://{env}", { env })')),
      },
    ],
  },
  {
    code: echoedVariable,
    errors: [{ messageId: 'manualUri', data: { value: 'label' }, suggestions: [] }],
  },
  // A validation that is not anchored (or admits "/") proves nothing about the value.
  {
    code: weakValidation,
    errors: [
      {
        messageId: 'manualUri',
        data: { value: 'name' },
        suggestions: suggest(
          expanded(weakValidation, '`state://${name}/${path}`', 'expand("state://{name}/{path}", { name, path })'),
        ),
      },
    ],
  },
  // A client reading a resource, in a test file when asked to check them.
  {
    code: clientRead,
    filename: 'src/__tests__/notes.test.ts',
    options: [{ checkTestFiles: true }],
    errors: [
      {
        messageId: 'manualUri',
        data: { value: 'name' },
        suggestions: suggest(expanded(clientRead, '`notes://${name}`', "expand('notes://{name}', { name })")),
      },
    ],
  },
];
