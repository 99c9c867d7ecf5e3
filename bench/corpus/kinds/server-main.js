// `src/server.ts`: creates the server, wires every module of the project, connects stdio.
import { createImports, indent, quote } from '../code.js';
import { padTo } from '../filler.js';
import { camel, pascal } from '../vocabulary.js';
import { sdkV1, sdkV2 } from './sdk.js';

function mainFunction() {
  return [
    '',
    'export async function main(): Promise<void> {',
    '  const store = new Store(process.env.DATA_DIR ?? path.resolve("data"));',
    '  const server = createServer(store);',
    '  await server.connect(new StdioServerTransport());',
    '}',
  ];
}

function mcpServerMain({ random, project, target, limit, names }) {
  const sdk = project.sdk === 'v2' ? sdkV2 : sdkV1;
  const imports = createImports();
  imports.add(sdk.mcpModule, 'McpServer');
  imports.add(sdk.stdioModule, 'StdioServerTransport');
  imports.raw('import path from "node:path";');
  imports.add('./store.js', 'Store');
  const body = [`const server = new McpServer({ name: ${quote(project.name)}, version: ${quote(project.version)} });`];
  for (const r of project.resources) {
    const fn = `register${pascal(r.entity.plural)}Resources`;
    imports.add(`./resources/${r.entity.plural}.js`, fn);
    body.push(`${fn}(server, store);`);
    if (r.hasTools) {
      const tools = `register${pascal(r.entity.plural)}Tools`;
      imports.add(`./tools/${r.entity.plural}.js`, tools);
      body.push(`${tools}(server, store);`);
    }
  }
  if (project.hasPrompts) {
    imports.add('./prompts.js', 'registerPrompts');
    body.push('registerPrompts(server, store);');
  }
  // Most servers also register one small resource right where they create the server.
  if (random.chance(0.6)) {
    const status = `${project.scheme}://status`;
    const ctx = sdk.contextName;
    body.push(
      '',
      'server.registerResource(',
      '  "status",',
      `  ${quote(status)},`,
      '  { title: "Server status", mimeType: "application/json" },',
      `  async (uri, ${ctx}) => ({`,
      '    contents: [',
      '      {',
      '        uri: uri.href,',
      `        text: JSON.stringify({ name: ${quote(project.name)}, uptime: process.uptime(), client: ${sdk.authOf(ctx)}?.clientId ?? null }),`,
      '      },',
      '    ],',
      '  }),',
      ');',
    );
  }
  body.push('return server;');
  const lines = [
    `// Entry point of ${project.name}.`,
    ...imports.lines(project.quote),
    '',
    'export function createServer(store: Store): McpServer {',
    ...indent(body),
    '}',
    ...mainFunction(),
  ];
  return padTo(lines, target, limit, { random, entity: project.resources[0].entity, name: names });
}

function lowLevelMain({ random, project, target, limit, names }) {
  const v2 = project.sdk === 'lowlevel-v2';
  const imports = createImports();
  const types = v2 ? '@modelcontextprotocol/server' : '@modelcontextprotocol/sdk/types.js';
  imports.add(v2 ? '@modelcontextprotocol/server' : '@modelcontextprotocol/sdk/server/index.js', 'Server');
  imports.add(
    v2 ? '@modelcontextprotocol/server/stdio' : '@modelcontextprotocol/sdk/server/stdio.js',
    'StdioServerTransport',
  );
  imports.raw('import path from "node:path";');
  imports.add('./store.js', 'Store');
  const method = (name, schema) => {
    if (v2) return quote(name);
    imports.add(types, schema);
    return schema;
  };
  const readers = [];
  const templates = [];
  for (const r of project.resources) {
    const module = `./resources/${r.entity.plural}.js`;
    const reader = `read${pascal(r.entity.name)}`;
    imports.add(module, reader);
    imports.add(module, `${camel(r.entity.name)}Templates`);
    readers.push(reader);
    templates.push(`...${camel(r.entity.name)}Templates`);
  }
  const first = project.resources[0];
  imports.add('./uris.js', first.uriFn);
  imports.add('./uris.js', first.staticConst);
  const context = v2 ? 'ctx' : 'extra';
  let notFound;
  if (v2) {
    imports.add(types, 'ResourceNotFoundError');
    notFound = 'throw new ResourceNotFoundError(uri);';
  } else {
    imports.add(types, 'McpError');
    imports.add(types, 'ErrorCode');
    notFound = 'throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${uri}`);';
  }
  const body = [
    `const server = new Server({ name: ${quote(project.name)}, version: ${quote(project.version)} }, { capabilities: { resources: {} } });`,
    '',
    `server.setRequestHandler(${method('resources/templates/list', 'ListResourceTemplatesRequestSchema')}, async () => ({`,
    `  resourceTemplates: [${templates.join(', ')}],`,
    '}));',
    '',
    `server.setRequestHandler(${method('resources/list', 'ListResourcesRequestSchema')}, async () => {`,
    `  const items = await store.list(${quote(first.entity.name)});`,
    `  return { resources: items.map((item) => ({ uri: ${first.uriFn}(item.id), name: item.title })) };`,
    '});',
    '',
    `server.setRequestHandler(${method('resources/read', 'ReadResourceRequestSchema')}, async (request, ${context}) => {`,
    '  const { uri } = request.params;',
    `  const caller = ${v2 ? 'ctx.http?.authInfo' : 'extra.authInfo'};`,
    `  if (uri === ${first.staticConst}) {`,
    `    return { contents: [{ uri, mimeType: "application/json", text: JSON.stringify({ root: store.root }) }] };`,
    '  }',
    ...readers.flatMap((reader) => [
      `  const ${camel(reader, 'result')} = await ${reader}(uri, store, caller);`,
      `  if (${camel(reader, 'result')}) return ${camel(reader, 'result')};`,
    ]),
    `  ${notFound}`,
    '});',
    '',
    'return server;',
  ];
  const lines = [
    `// Entry point of ${project.name}: a low-level server that routes resource URIs itself.`,
    ...imports.lines(project.quote),
    '',
    'export function createServer(store: Store): Server {',
    ...indent(body),
    '}',
    ...mainFunction(),
  ];
  return padTo(lines, target, limit, { random, entity: first.entity, name: names });
}

export function serverMainModule(context) {
  return context.project.sdk.startsWith('lowlevel') ? lowLevelMain(context) : mcpServerMain(context);
}
