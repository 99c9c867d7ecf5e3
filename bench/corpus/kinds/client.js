// `src/client/<name>.ts`: code that reads the project's resources as an MCP client, building
// URIs by string replacement and template literals.
import { createImports, indent, quote } from '../code.js';
import { padTo } from '../filler.js';
import { camel, pascal } from '../vocabulary.js';

function fetchById(r, random) {
  const e = r.entity;
  const variable = r.template.variables[0] ?? e.idVar;
  const build = random.weighted([
    [3, `${r.constName}.replace(${quote(`{${variable}}`)}, encodeURIComponent(${e.idVar}))`],
    [2, `\`\${SCHEME}://${e.plural}/\${encodeURIComponent(${e.idVar})}\``],
    [1, `expandTemplate(${r.constName}, { ${variable}: ${e.idVar} })`],
  ]);
  return [
    `export async function fetch${pascal(e.name)}(client: Client, ${e.idVar}: string): Promise<unknown> {`,
    `  const uri = ${build};`,
    '  const result = await client.readResource({ uri });',
    '  const first = result.contents[0];',
    '  if (!first || !("text" in first)) return undefined;',
    '  return JSON.parse(String(first.text)) as unknown;',
    '}',
  ];
}

function fetchSub(r, sub) {
  const e = r.entity;
  return [
    `export async function fetch${pascal(e.name, sub)}(client: Client, ${e.idVar}: string) {`,
    `  return client.readResource({ uri: \`\${SCHEME}://${e.plural}/\${${e.idVar}}/${sub}\` });`,
    '}',
  ];
}

function searchWithQuery(r) {
  const e = r.entity;
  return [
    `export async function search${pascal(e.plural)}(client: Client, query: string, limit = 10) {`,
    `  const uri = ${quote(`${r.staticUri}/search{?q,limit}`)}`,
    '    .replace("{?q,limit}", `?q=${encodeURIComponent(query)}&limit=${limit}`);',
    '  return client.readResource({ uri });',
    '}',
  ];
}

export function clientModule({ random, project, target, limit, names }) {
  const imports = createImports();
  imports.add('@modelcontextprotocol/sdk/client/index.js', 'Client', { type: true });
  imports.add('../uris.js', 'SCHEME');
  const body = [
    '/** Expands simple "{name}" expressions; enough for the templates this client uses. */',
    'export function expandTemplate(template: string, values: Record<string, string>): string {',
    '  return template.replace(/\\{([^}]+)\\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));',
    '}',
    '',
    'export async function listTemplateUris(client: Client): Promise<string[]> {',
    '  const { resourceTemplates } = await client.listResourceTemplates();',
    '  return resourceTemplates.map((template) => template.uriTemplate);',
    '}',
  ];
  for (const r of random.sample(project.resources, random.int(1, project.resources.length))) {
    imports.add('../uris.js', r.constName);
    const pieces = [
      fetchById(r, random),
      fetchSub(r, random.pick(['history', 'comments', 'stats'])),
      searchWithQuery(r),
    ];
    for (const piece of pieces) {
      if (body.length + piece.length > limit - 20) break;
      body.push('', ...piece);
    }
  }
  if (random.chance(0.5)) {
    const fn = names(camel('connect', project.scheme));
    body.push(
      '',
      `export async function ${fn}(client: Client, transport: Parameters<Client["connect"]>[0]): Promise<void> {`,
      ...indent([
        'await client.connect(transport);',
        'const templates = await listTemplateUris(client);',
        `if (!templates.some((t) => t.startsWith(${quote(`${project.scheme}://`)}))) {`,
        `  throw new Error(${quote(`server does not serve ${project.scheme}:// resources`)});`,
        '}',
      ]),
      '}',
    );
  }
  const lines = [`// Client helpers for ${project.name} resources.`, ...imports.lines(project.quote), '', ...body];
  return padTo(lines, target, limit, { random, entity: project.resources[0].entity, name: names });
}
