// Modules with no MCP code at all: services (classes over the store) and utility libraries.
import { createImports, indent, quote } from '../code.js';
import { padTo } from '../filler.js';
import { camel, pascal } from '../vocabulary.js';

export function serviceModule({ random, project, file, target, limit, names }) {
  const r = file.resource;
  const e = r.entity;
  const imports = createImports();
  imports.add('../store.js', 'Store', { type: true });
  imports.add('../store.js', 'Item', { type: true });
  imports.add('../uris.js', r.uriFn);
  const cls = `${pascal(e.name)}Service`;
  const [a, b] = e.fields;
  const body = [
    'constructor(private readonly store: Store) {}',
    '',
    `async find(${e.idVar}: string): Promise<Item | undefined> {`,
    `  if (!/^[\\w-]{1,128}$/.test(${e.idVar})) return undefined;`,
    `  return this.store.get(${quote(e.name)}, ${e.idVar});`,
    '}',
    '',
    `async link(${e.idVar}: string): Promise<{ uri: string; title: string } | undefined> {`,
    `  const item = await this.find(${e.idVar});`,
    `  return item && { uri: ${r.uriFn}(item.id), title: item.title };`,
    '}',
    '',
    `async byField(field: ${quote(a)} | ${quote(b)}, value: string): Promise<Item[]> {`,
    `  const all = await this.store.list(${quote(e.name)}, 1000);`,
    '  return all.filter((item) => item.data[field] === value);',
    '}',
    '',
    'async touch(item: Item): Promise<Item> {',
    '  const next = { ...item, updatedAt: new Date().toISOString() };',
    '  await this.store.put(next);',
    '  return next;',
    '}',
  ];
  const lines = [
    `// Business logic for ${e.plural}; the MCP layer calls into it.`,
    ...imports.lines(project.quote),
    '',
    `export class ${cls} {`,
    ...indent(body),
    '}',
  ];
  return padTo(lines, target, limit, { random, entity: e, name: names });
}

export function utilityModule({ random, project, file, target, limit, names }) {
  const lines = [`// ${pascal(file.theme)} helpers shared across ${project.name}.`];
  if (random.chance(0.4)) {
    const fn = names(camel('read', 'json', 'file'));
    lines.push(
      'import { promises as fs } from "node:fs";',
      'import path from "node:path";',
      '',
      `export async function ${fn}<T>(root: string, relative: string): Promise<T> {`,
      ...indent([
        'const full = path.resolve(root, relative);',
        'if (path.relative(root, full).startsWith("..")) throw new Error(`outside of root: ${relative}`);',
        'return JSON.parse(await fs.readFile(full, "utf8")) as T;',
      ]),
      '}',
    );
  }
  return padTo(lines, Math.max(target, 50), limit, {
    random,
    entity: random.pick(project.resources).entity,
    name: names,
  });
}
