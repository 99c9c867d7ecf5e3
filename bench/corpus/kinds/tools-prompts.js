// `src/tools/<entity>.ts` and `src/prompts.ts`: tool and prompt registrations, which link to
// resources by URI but register none.
import { createImports, indent, quote } from '../code.js';
import { padTo } from '../filler.js';
import { pascal } from '../vocabulary.js';
import { sdkV1, sdkV2 } from './sdk.js';

const sdkOf = (project) => (project.sdk === 'v2' ? sdkV2 : sdkV1);

function searchTool(r, names) {
  const e = r.entity;
  return [
    'server.registerTool(',
    `  ${quote(names(`search-${e.plural}`))},`,
    '  {',
    `    description: ${quote(`Search ${e.plural} by title`)},`,
    '    inputSchema: { query: z.string().min(1), limit: z.number().int().max(100).optional() },',
    '  },',
    '  async ({ query, limit }) => {',
    `    const items = await store.search(${quote(e.name)}, query, limit ?? 20);`,
    '    return {',
    `      content: items.map((item) => ({ type: "resource_link" as const, uri: ${r.uriFn}(item.id), name: item.title })),`,
    '    };',
    '  },',
    ');',
  ];
}

function getTool(r, names, random) {
  const e = r.entity;
  const variable = r.template.variables[0] ?? e.idVar;
  // Client-side expansion by string replacement, as many servers do when they link resources.
  const expand = random.chance(0.5)
    ? `${r.constName}.replace(${quote(`{${variable}}`)}, encodeURIComponent(${e.idVar}))`
    : `\`${r.staticUri}/\${encodeURIComponent(${e.idVar})}\``;
  return [
    'server.registerTool(',
    `  ${quote(names(`get-${e.name}`))},`,
    `  { description: ${quote(`Fetch one ${e.name}`)}, inputSchema: { ${e.idVar}: z.string() } },`,
    `  async ({ ${e.idVar} }) => {`,
    `    const item = await store.get(${quote(e.name)}, ${e.idVar});`,
    `    const uri = ${expand};`,
    '    return { content: [{ type: "text", text: item ? JSON.stringify(item) : `nothing at ${uri}` }] };',
    '  },',
    ');',
  ];
}

function updateTool(r, names) {
  const e = r.entity;
  const [field] = e.fields;
  return [
    'server.registerTool(',
    `  ${quote(names(`update-${e.name}`))},`,
    '  {',
    `    description: ${quote(`Change the ${field} of a ${e.name}`)},`,
    `    inputSchema: { ${e.idVar}: z.string(), ${field}: z.string() },`,
    '    annotations: { destructiveHint: false, idempotentHint: true },',
    '  },',
    `  async ({ ${e.idVar}, ${field} }) => {`,
    `    const item = await store.get(${quote(e.name)}, ${e.idVar});`,
    `    if (!item) return { isError: true, content: [{ type: "text", text: \`no ${e.name} \${${e.idVar}}\` }] };`,
    `    await store.put({ ...item, data: { ...item.data, ${field} }, updatedAt: new Date().toISOString() });`,
    `    return { content: [{ type: "text", text: "updated" }] };`,
    '  },',
    ');',
  ];
}

export function toolsModule({ random, project, file, target, limit, names }) {
  const sdk = sdkOf(project);
  const r = file.resource;
  const imports = createImports();
  imports.add('zod', 'z');
  imports.add(sdk.mcpModule, 'McpServer', { type: true });
  imports.add('../store.js', 'Store', { type: true });
  imports.add('../uris.js', r.uriFn);
  imports.add('../uris.js', r.constName);
  const makers = [() => searchTool(r, names), () => getTool(r, names, random), () => updateTool(r, names)];
  const body = [];
  for (let i = 0; body.length < Math.min(target, limit) - 30 && i < 9; i++) {
    const next = makers[i % makers.length]();
    if (body.length + next.length + 25 > limit) break;
    if (body.length) body.push('');
    body.push(...next);
  }
  const lines = [
    `// Tools for ${r.entity.plural} in ${project.name}.`,
    ...imports.lines(project.quote),
    '',
    `export function register${pascal(r.entity.plural)}Tools(server: McpServer, store: Store): void {`,
    ...indent(body),
    '}',
  ];
  return padTo(lines, target, limit, { random, entity: r.entity, name: names });
}

export function promptsModule({ random, project, target, limit, names }) {
  const sdk = sdkOf(project);
  const imports = createImports();
  imports.add('zod', 'z');
  imports.add(sdk.mcpModule, 'McpServer', { type: true });
  imports.add('./store.js', 'Store', { type: true });
  const body = [];
  for (const r of project.resources) {
    const e = r.entity;
    imports.add('./uris.js', r.uriFn);
    if (body.length) body.push('');
    body.push(
      'server.registerPrompt(',
      `  ${quote(`review-${e.name}`)},`,
      `  { description: ${quote(`Review a ${e.name}`)}, argsSchema: { ${e.idVar}: z.string() } },`,
      `  async ({ ${e.idVar} }) => {`,
      `    const item = await store.get(${quote(e.name)}, ${e.idVar});`,
      '    return {',
      '      messages: [',
      '        {',
      '          role: "user" as const,',
      '          content: {',
      '            type: "resource" as const,',
      `            resource: { uri: ${r.uriFn}(${e.idVar}), mimeType: "application/json", text: JSON.stringify(item ?? {}) },`,
      '          },',
      '        },',
      `        { role: "user" as const, content: { type: "text" as const, text: ${quote(`Review this ${e.name} and list problems.`)} } },`,
      '      ],',
      '    };',
      '  },',
      ');',
    );
    if (body.length > limit - 60) break;
  }
  const lines = [
    `// Prompts of ${project.name}; each embeds the resource it is about.`,
    ...imports.lines(project.quote),
    '',
    'export function registerPrompts(server: McpServer, store: Store): void {',
    ...indent(body),
    '}',
  ];
  return padTo(lines, target, limit, { random, entity: project.resources[0].entity, name: names });
}
