// `src/resources/<entity>.ts` of a low-level Server project: routes URIs by hand with regular
// expressions, `startsWith` and `new URL`, as servers written against the raw protocol do.
import { createImports, indent, quote } from '../code.js';
import { padTo } from '../filler.js';
import { camel, constantCase, pascal, subResources } from '../vocabulary.js';

function typesModule(project) {
  return project.sdk === 'lowlevel-v2' ? '@modelcontextprotocol/server' : '@modelcontextprotocol/sdk/types.js';
}

const answer = (value) =>
  `return { contents: [{ uri, mimeType: "application/json", text: JSON.stringify(${value}) }] };`;

function authCheck(random, imports, entity, idExpr) {
  if (random.chance(0.3)) return [];
  imports.add('../auth.js', 'canRead');
  imports.add('../auth.js', 'ForbiddenError');
  return [`if (!canRead(caller, \`${entity.name}:\${${idExpr}}\`)) throw new ForbiddenError(uri, caller?.clientId);`];
}

/** One extra route: a sub-resource matched by a regular expression built from the template. */
function subRoute(random, project, entity, names, sub) {
  const constant = names(`${constantCase(entity.name)}_${constantCase(sub)}_PATTERN`);
  const template = `${project.scheme}://${entity.plural}/{${entity.idVar}}/${sub}`;
  const regex = `/^${project.scheme}:\\/\\/${entity.plural}\\/([^/]+)\\/${sub}$/`;
  const match = names(camel(sub, 'match'));
  return {
    template: { uriTemplate: template, name: `${entity.name}-${sub}` },
    declarations: [`const ${constant} = ${regex};`],
    lines: (imports) => [
      `const ${match} = ${constant}.exec(uri);`,
      `if (${match}) {`,
      ...indent([
        `const id = decodeURIComponent(${match}[1] ?? "");`,
        ...authCheck(random, imports, entity, 'id'),
        `const item = await store.get(${quote(entity.name)}, id);`,
        `if (!item) return undefined;`,
        answer(`{ id, ${camel(sub)}: item.data[${quote(sub)}] ?? null }`),
      ]),
      '}',
    ],
  };
}

function searchRoute(project, entity) {
  return {
    template: { uriTemplate: `${project.scheme}://${entity.plural}/search{?q,limit}`, name: `${entity.name}-search` },
    declarations: [],
    lines: () => [
      `if (uri.startsWith(${quote(`${project.scheme}://${entity.plural}/search`)})) {`,
      ...indent([
        'const url = new URL(uri);',
        'const q = url.searchParams.get("q") ?? "";',
        'const limit = Number(url.searchParams.get("limit") ?? "20");',
        `const items = await store.search(${quote(entity.name)}, q, limit);`,
        answer('items.map((item) => item.id)'),
      ]),
      '}',
    ],
  };
}

function filesRoute(project) {
  const prefix = `${project.scheme}://files/`;
  return {
    template: { uriTemplate: `${prefix}{+path}`, name: 'file' },
    declarations: [],
    lines: () => [
      `if (uri.startsWith(${quote(prefix)})) {`,
      ...indent([
        `const relative = decodeURIComponent(uri.slice(${prefix.length}));`,
        'const text = await store.readText(relative);',
        'return { contents: [{ uri, mimeType: "text/plain", text }] };',
      ]),
      '}',
    ],
  };
}

export function lowLevelResourcesModule({ random, project, file, target, limit, names }) {
  const resource = file.resource;
  const entity = resource.entity;
  const imports = createImports();
  imports.add(typesModule(project), 'ReadResourceResult', { type: true });
  imports.add('../store.js', 'Store', { type: true });
  imports.add('../auth.js', 'Caller', { type: true });
  imports.add('../uris.js', resource.parseFn);
  imports.add('../uris.js', resource.constName);

  const routes = [];
  const budget = Math.min(target, limit) - 40;
  const subs = random.sample(subResources, random.int(1, subResources.length));
  const candidates = subs.map((sub) => () => subRoute(random, project, entity, names, sub));
  if (random.chance(0.5)) candidates.splice(1, 0, () => searchRoute(project, entity));
  if (random.chance(0.3)) candidates.splice(1, 0, () => filesRoute(project));
  let size = 30;
  while (size < budget && routes.length < candidates.length) {
    const route = candidates[routes.length]();
    const length = route.lines(createImports()).length + 2;
    if (size + length > limit - 30) break;
    routes.push(route);
    size += length;
  }

  const templatesName = `${camel(entity.name)}Templates`;
  const body = [
    `const ${camel(entity.idVar)} = ${resource.parseFn}(uri);`,
    `if (${camel(entity.idVar)} !== undefined) {`,
    ...indent([
      ...authCheck(random, imports, entity, camel(entity.idVar)),
      `const item = await store.get(${quote(entity.name)}, ${camel(entity.idVar)});`,
      'if (!item) return undefined;',
      answer('item'),
    ]),
    '}',
  ];
  for (const route of routes) body.push(...route.lines(imports));
  body.push('return undefined;');

  const lines = [
    `// Routing for ${entity.plural} URIs in ${project.name}; the server tries each module in turn.`,
    ...imports.lines(project.quote),
    '',
    `export const ${templatesName} = [`,
    `  { uriTemplate: ${resource.constName}, name: ${quote(entity.name)}, mimeType: "application/json" },`,
    ...routes.map(
      (route) => `  { uriTemplate: ${quote(route.template.uriTemplate)}, name: ${quote(route.template.name)} },`,
    ),
    '];',
    '',
    ...routes.flatMap((route) => route.declarations),
    '',
    `export async function read${pascal(entity.name)}(`,
    '  uri: string,',
    '  store: Store,',
    '  caller: Caller | undefined,',
    '): Promise<ReadResourceResult | undefined> {',
    ...indent(body),
    '}',
  ];
  return padTo(lines, target, limit, { random, entity, name: names });
}
