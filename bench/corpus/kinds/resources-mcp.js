// `src/resources/<entity>.ts` of a high-level McpServer project (SDK v1 or v2): a function that
// registers the entity's resource templates and static resources.
import { createImports, indent, quote } from '../code.js';
import { padTo } from '../filler.js';
import { uriTemplate } from '../uri-templates.js';
import { camel, pascal } from '../vocabulary.js';
import { sdkNames, sdkV1, sdkV2 } from './sdk.js';
import { staticHandlerBody, templateHandlerBody, variablesRead } from './resource-handler.js';

function notFoundStyle(random, sdk, imports) {
  if (sdk.version === 'v2') {
    imports.add(sdk.mcpModule, 'ResourceNotFoundError');
    return (uri) => `throw new ResourceNotFoundError(${uri})`;
  }
  if (random.chance(0.5)) {
    imports.add(sdk.typesModule, 'McpError');
    imports.add(sdk.typesModule, 'ErrorCode');
    return (uri) => `throw new McpError(ErrorCode.InvalidParams, \`Resource not found: \${${uri}}\`)`;
  }
  return (uri) => `throw new Error(\`Resource not found: \${${uri}}\`)`;
}

/** The source expression of a template: imported constant, literal, local constant or template literal. */
function templateSource(ctx, spec, primary, before) {
  const { random, project, imports, names } = ctx;
  const prefix = `${project.scheme}://`;
  const style = random.weighted([
    [primary ? 4 : 0, 'import'],
    [4, 'literal'],
    [2, 'local'],
    [spec.text.startsWith(prefix) ? 2 : 0, 'template-literal'],
  ]);
  if (style === 'import') {
    imports.add('../uris.js', ctx.resource.constName);
    return ctx.resource.constName;
  }
  if (style === 'template-literal') {
    imports.add('../uris.js', 'SCHEME');
    return `\`\${SCHEME}://${spec.text.slice(prefix.length)}\``;
  }
  const literal = quote(spec.text, project.quote);
  if (style === 'literal') return literal;
  const local = names(camel(ctx.entity.name, 'uriTemplate'));
  before.push(`const ${local} = ${literal};`);
  return local;
}

function listCallback(ctx, primary) {
  const { random, entity: e, imports, resource } = ctx;
  if (random.chance(0.4)) return ['list: undefined,'];
  let uriOf = `\`${ctx.project.scheme}://${e.plural}/\${item.id}\``;
  if (primary) {
    imports.add('../uris.js', resource.uriFn);
    uriOf = `${resource.uriFn}(item.id)`;
  }
  return [
    'list: async () => {',
    `  const items = await store.list(${quote(e.name)});`,
    `  return { resources: items.map((item) => ({ uri: ${uriOf}, name: item.title })) };`,
    '},',
  ];
}

function completeCallback(ctx, variables) {
  const [first] = variables;
  if (!first || !ctx.random.chance(0.25)) return [];
  return [
    'complete: {',
    `  ${first}: async (value) => {`,
    `    const items = await store.list(${quote(ctx.entity.name)});`,
    '    return items.map((item) => item.id).filter((id) => id.startsWith(value));',
    '  },',
    '},',
  ];
}

function metadata(ctx, title) {
  const { random, sdk, imports, entity: e } = ctx;
  const fields = [`title: ${quote(title)}`];
  if (random.chance(0.7)) {
    const description = random.pick([
      `One ${e.name}, as JSON`,
      `Details of a ${e.name}`,
      `${pascal(e.plural)} known to the server`,
      `Read-only view of a ${e.name}`,
    ]);
    fields.push(`description: ${quote(description)}`);
  }
  if (random.chance(0.6)) fields.push(`mimeType: "application/json"`);
  if (sdk.hasScopeChallenge && random.chance(0.35)) {
    if (random.chance(0.7)) {
      imports.add(sdk.mcpModule, 'requireScopes');
      fields.push(`scopeChallenge: requireScopes(${quote(`${e.plural}:read`)})`);
    } else {
      fields.push(
        `scopeChallenge: ({ authInfo }) => (authInfo?.scopes.includes("read") ? undefined : { scopes: ["read"] })`,
      );
    }
  }
  return ['{', ...fields.map((field) => `  ${field},`), '}'];
}

function templateRegistration(ctx, spec, primary) {
  const { random, sdk, names, n, entity: e } = ctx;
  const before = [];
  const source = templateSource(ctx, spec, primary, before);
  const template = [
    `new ${n.template}(${source}, {`,
    ...indent([...listCallback(ctx, primary), ...completeCallback(ctx, spec.variables)]),
    '})',
  ];
  const name = names(
    primary
      ? e.name
      : `${e.name}-${
          spec.text
            .split('/')
            .pop()
            .replace(/[^a-z]/gi, '') || 'item'
        }`,
  );
  let templateArg = template;
  if (random.chance(0.3)) {
    const local = names(camel(e.name, 'template'));
    before.push(`const ${local} = ${template[0]}`, ...template.slice(1, -1), `${template.at(-1)};`);
    templateArg = [local];
  }
  const wanted = variablesRead(random, spec.variables);
  const destructured = random.chance(0.1) && wanted.length > 0;
  const variablesParam = destructured ? `{ ${wanted.join(', ')} }` : 'variables';
  const body = templateHandlerBody(ctx, {
    variablesName: 'variables',
    contextName: sdk.contextName,
    wanted,
    destructured,
  });
  const params = `uri, ${variablesParam}, ${sdk.contextName}`;
  let handler = [`async (${params}) => {`, ...indent(body), '}'];
  if (!destructured && random.chance(0.2)) {
    const local = names(camel('read', e.name));
    if (n.addCallbackType) n.addCallbackType(n.templateCallback);
    before.push(`const ${local}: ${n.templateCallback} = async (${params}) => {`, ...indent(body), '};');
    handler = [local];
  }
  const deprecated = sdk.hasDeprecatedResource && random.chance(0.15);
  const args = [
    quote(name),
    templateArg,
    deprecated && random.chance(0.5) ? null : metadata(ctx, pascal(e.name)),
    handler,
  ];
  return [...before, ...call(deprecated ? 'resource' : 'registerResource', args)];
}

function staticRegistration(ctx, uri) {
  const { random, sdk, imports, names, entity: e, resource } = ctx;
  let source = quote(uri, ctx.project.quote);
  if (uri === resource.staticUri && random.chance(0.6)) {
    imports.add('../uris.js', resource.staticConst);
    source = resource.staticConst;
  }
  const deprecated = sdk.hasDeprecatedResource && random.chance(0.2);
  const handler = [`async (uri) => {`, ...indent(staticHandlerBody(ctx)), '}'];
  const args = [
    quote(names(`${e.plural}-${uri.split('/').pop()}`)),
    [source],
    deprecated ? null : metadata(ctx, `${pascal(e.plural)} index`),
    handler,
  ];
  return call(deprecated ? 'resource' : 'registerResource', args);
}

/** `server.method(a, b, ...)` with one argument per line; null arguments are left out. */
function call(method, args) {
  const present = args.filter((arg) => arg !== null).map((arg) => (Array.isArray(arg) ? arg : [arg]));
  const lines = [`server.${method}(`];
  for (const arg of present) lines.push(...indent([...arg.slice(0, -1), `${arg.at(-1)},`]));
  lines.push(');', '');
  return lines;
}

export function mcpResourcesModule({ random, project, file, target, limit, names }) {
  const sdk = project.sdk === 'v2' ? sdkV2 : sdkV1;
  const imports = createImports();
  const n = sdkNames(random, sdk, imports);
  const resource = file.resource;
  const entity = resource.entity;
  imports.add('../store.js', 'Store', { type: true });
  const ctx = { random, project, entity, resource, imports, names, sdk, n, paths: { auth: '../auth.js' } };
  ctx.notFound = notFoundStyle(random, sdk, imports);

  const body = [...templateRegistration(ctx, resource.template, true), ...staticRegistration(ctx, resource.staticUri)];
  const budget = Math.min(target, limit) - 25;
  const seen = new Set([resource.template.text, resource.staticUri]);
  for (let attempt = 0; body.length < budget && attempt < 16; attempt++) {
    const spec = random.chance(0.8)
      ? uriTemplate(random, project.scheme, entity, resource.parent)
      : {
          text: `${project.scheme}://${entity.plural}/${random.pick(['recent', 'popular', 'archived', 'drafts'])}`,
          isStatic: true,
        };
    if (seen.has(spec.text)) continue;
    seen.add(spec.text);
    const next = spec.isStatic ? staticRegistration(ctx, spec.text) : templateRegistration(ctx, spec, false);
    if (body.length + next.length + 20 > limit) break;
    body.push(...next);
  }
  body.pop();
  const lines = [
    `// Resources for ${entity.plural} in ${project.name}.`,
    ...imports.lines(project.quote),
    '',
    `export function register${pascal(entity.plural)}Resources(server: ${n.server}, store: Store): void {`,
    ...indent(body),
    '}',
  ];
  return padTo(lines, target, limit, { random, entity, name: names });
}
