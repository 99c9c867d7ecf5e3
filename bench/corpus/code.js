// Small helpers for emitting TypeScript source as lists of lines.

export function indent(lines, depth = 1) {
  const pad = '  '.repeat(depth);
  return lines.map((line) => (line === '' ? '' : pad + line));
}

/** A string literal in the quote style a project happens to use. */
export function quote(text, style = 'double') {
  if (style === 'single') return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return JSON.stringify(text);
}

/** Hands out identifiers that are unique within one file. */
export function createNames() {
  const used = new Set();
  return (base) => {
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}${n}`;
    used.add(name);
    return name;
  };
}

/** Import lines, merged per module, in first-use order. */
export function createImports() {
  const modules = new Map();
  return {
    add(from, name, { type = false } = {}) {
      if (!modules.has(from)) modules.set(from, { names: [], types: [] });
      const entry = modules.get(from);
      const list = type ? entry.types : entry.names;
      if (!list.includes(name)) list.push(name);
    },
    raw(line) {
      modules.set(line, null);
    },
    lines(quoteStyle) {
      const out = [];
      for (const [from, entry] of modules) {
        if (entry === null) {
          out.push(from);
          continue;
        }
        const specifiers = [
          ...entry.names,
          ...entry.types.filter((t) => !entry.names.includes(t)).map((t) => `type ${t}`),
        ];
        if (entry.names.length === 0) {
          out.push(`import type { ${entry.types.join(', ')} } from ${quote(from, quoteStyle)};`);
        } else {
          out.push(`import { ${specifiers.join(', ')} } from ${quote(from, quoteStyle)};`);
        }
      }
      return out;
    },
  };
}
