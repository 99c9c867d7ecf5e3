// The body of a resource read handler: read URI variables, check authorization, load, answer.
import { quote } from '../code.js';

/** How the handler gets at one URI variable. Rarely it reads a name the template lacks. */
function readVariable(random, variablesName, name) {
  const style = random.weighted([
    [5, 'string'],
    [3, 'cast'],
    [2, 'first'],
    [1, 'bracket'],
  ]);
  if (style === 'string') return [`const ${name} = String(${variablesName}.${name} ?? "");`];
  if (style === 'cast') return [`const ${name} = ${variablesName}.${name} as string;`];
  if (style === 'bracket') return [`const ${name} = String(${variablesName}["${name}"]);`];
  return [
    `const ${name}Raw = ${variablesName}.${name};`,
    `const ${name} = Array.isArray(${name}Raw) ? ${name}Raw[0] ?? "" : ${name}Raw ?? "";`,
  ];
}

function authorization(random, ctx, auth, key) {
  const style = random.weighted([
    [3, 'canRead'],
    [2, 'assertScope'],
    [1, 'inline'],
    [2, 'none'],
  ]);
  if (style === 'canRead') {
    ctx.imports.add(ctx.paths.auth, 'canRead');
    ctx.imports.add(ctx.paths.auth, 'ForbiddenError');
    return [`if (!canRead(${auth}, ${key})) throw new ForbiddenError(${key}, ${auth}?.clientId);`];
  }
  if (style === 'assertScope') {
    ctx.imports.add(ctx.paths.auth, 'assertScope');
    return [`assertScope(${auth}, ${quote(`${ctx.entity.plural}:read`)});`];
  }
  if (style === 'inline') {
    return [
      `const scopes = ${auth}?.scopes ?? [];`,
      `if (!scopes.includes("read") && !scopes.includes(${quote(`${ctx.entity.plural}:read`)})) {`,
      `  throw new Error(\`forbidden: \${uri.href}\`);`,
      `}`,
    ];
  }
  return [];
}

function json(value) {
  return `{ contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(${value}, null, 2) }] }`;
}

/** The variable names a handler reads; now and then one its template does not declare. */
export function variablesRead(random, declared) {
  return random.chance(0.05) ? ['id', ...declared.slice(1)] : declared;
}

/**
 * Lines of a template read handler body. `ctx` carries random, entity, imports, paths, the SDK
 * descriptor and `notFound(uriExpr)`; `wanted` are the variable names it reads.
 */
export function templateHandlerBody(ctx, { variablesName, contextName, wanted, destructured }) {
  const { random, entity: e, sdk } = ctx;
  const lines = [];
  const auth = random.chance(0.4) ? 'auth' : sdk.authOf(contextName);
  if (auth === 'auth') lines.push(`const auth = ${sdk.authOf(contextName)};`);
  if (!destructured) for (const name of wanted) lines.push(...readVariable(random, variablesName, name));
  else for (const name of wanted) lines.push(`const ${name}Value = String(${name} ?? "");`);
  const v = (name) => (destructured ? `${name}Value` : name);
  const key = wanted[0] ? `\`${e.name}:\${${v(wanted[0])}}\`` : quote(e.name);
  lines.push(...authorization(random, ctx, auth, key));

  if (wanted.includes('path')) {
    lines.push(
      `const relative = decodeURIComponent(${v('path')});`,
      `if (relative.includes("..")) throw new Error(\`invalid path: \${relative}\`);`,
      `const text = await store.readText(relative);`,
      `return { contents: [{ uri: uri.href, mimeType: "text/plain", text }] };`,
    );
    return lines;
  }
  if (wanted.includes('q')) {
    const limitText = wanted.includes('limit') ? v('limit') : '"20"';
    lines.push(
      `const maxResults = Math.min(Number(${limitText}) || 20, 100);`,
      `const matches = await store.search(${quote(e.name)}, ${v('q')}, maxResults);`,
      `return ${json('matches.map((item) => ({ id: item.id, title: item.title }))')};`,
    );
    return lines;
  }
  const id = wanted.includes(e.idVar) ? e.idVar : (wanted[wanted.length - 1] ?? 'id');
  if (!wanted.length) lines.push(`const id = uri.pathname.split("/").pop() ?? "";`);
  lines.push(`const item = await store.get(${quote(e.name)}, ${wanted.length ? v(id) : 'id'});`);
  lines.push(`if (!item) ${ctx.notFound('uri.href')};`);
  if (wanted.length > 1 && !wanted.includes('fields') && !wanted.includes('format') && !wanted.includes('version')) {
    lines.push(`if (item.data.parentId !== ${v(wanted[0])}) ${ctx.notFound('uri.href')};`);
  }
  if (wanted.includes('fields')) {
    lines.push(
      `const selected = ${v('fields')} ? ${v('fields')}.split(",") : Object.keys(item.data);`,
      `const data = Object.fromEntries(selected.map((field) => [field, item.data[field]]));`,
      `return ${json('{ id: item.id, ...data }')};`,
    );
  } else if (wanted.includes('format')) {
    lines.push(
      `if (${v('format')} === "md") {`,
      `  return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: \`# \${item.title}\\n\` }] };`,
      `}`,
      `return ${json('item')};`,
    );
  } else {
    lines.push(`return ${json('item')};`);
  }
  return lines;
}

/** A static resource handler: lists the entity or reports project configuration. */
export function staticHandlerBody(ctx) {
  const { random, entity: e } = ctx;
  if (random.chance(0.5)) {
    return [
      `const items = await store.list(${quote(e.name)});`,
      `return ${json('items.map((item) => ({ id: item.id, title: item.title, updatedAt: item.updatedAt }))')};`,
    ];
  }
  return [
    `const config = { kind: ${quote(e.name)}, root: store.root, generatedAt: new Date().toISOString() };`,
    `return ${json('config')};`,
  ];
}
