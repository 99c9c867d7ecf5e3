// The map of docs/architecture.md, kept true: rooms stay small, rules reach rooms only through their
// index, rooms never reach into rules, and the dependencies between rooms have no cycle. In the
// companion package (types/): no two source files share a name, and the type-level helpers stay internal.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const rooms = readdirSync(src).filter((entry) => statSync(path.join(src, entry)).isDirectory());
const sourceFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
/** Every .ts file under `dir`, at any depth (without dist/ and node_modules/). */
const sourceTree = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' || entry.name === 'node_modules' ? [] : sourceTree(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
const relativeImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:(?:import|export)\b[^;]+?\bfrom |import )'(\.{1,2}\/[^']+)'/gm)].map(
    (m) => path.resolve(path.dirname(file), m[1]!),
  );

describe('layout', () => {
  it('has no catch-all analysis folder, and no room holds more than 15 source files', () => {
    expect(rooms).not.toContain('analysis');
    for (const room of rooms) expect(sourceFiles(path.join(src, room)).length, room).toBeLessThanOrEqual(15);
  });

  it('gives every room an index, and rules import rooms only through it', () => {
    for (const room of rooms)
      expect(
        sourceFiles(path.join(src, room)).map((f) => path.basename(f)),
        room,
      ).toContain('index.ts');
    for (const rule of sourceFiles(path.join(root, 'rules'))) {
      for (const target of relativeImports(rule)) {
        if (!target.startsWith(src + path.sep)) continue;
        expect(path.basename(target), `${path.basename(rule)} imports ${path.relative(root, target)}`).toBe('index.js');
      }
    }
  });

  /** Which rooms each room imports. */
  const roomEdges = () => {
    const edges = new Map<string, Set<string>>(rooms.map((room) => [room, new Set<string>()]));
    for (const room of rooms) {
      for (const file of sourceFiles(path.join(src, room))) {
        for (const target of relativeImports(file)) {
          expect(target.startsWith(path.join(root, 'rules')), `${path.relative(root, file)} imports a rule`).toBe(
            false,
          );
          const other = path.relative(src, target).split(path.sep)[0]!;
          if (other !== room && rooms.includes(other)) edges.get(room)!.add(other);
        }
      }
    }
    return edges;
  };

  it("draws the rooms' imports in docs/architecture.md as they are", () => {
    const map = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
    const block = /```\nrules\/[^`]*```/.exec(map)?.[0] ?? '';
    const drawn = new Map<string, string[]>();
    for (const [, room, imports] of block.matchAll(/^\s+src\/([a-z]+)\/[^\n→]*(?:→ ([^\n]*))?$/gm))
      drawn.set(
        room!,
        (imports ?? '').split(',').flatMap((name) => (/^[a-z]+$/.test(name.trim()) ? [name.trim()] : [])),
      );
    expect([...drawn.keys()].sort()).toEqual([...rooms].sort());
    // Every room may use the three at the bottom of the map without an arrow.
    const everywhere = new Set(['source', 'template', 'project']);
    for (const [room, imports] of roomEdges())
      expect([...imports].filter((other) => !everywhere.has(other)).sort(), room).toEqual(drawn.get(room)!.sort());
  });

  it('keeps rooms out of rules, and the rooms free of import cycles', () => {
    const edges = roomEdges();
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (room: string, trail: string[]): void => {
      if (done.has(room)) return;
      expect(visiting.has(room), `cycle: ${[...trail, room].join(' -> ')}`).toBe(false);
      visiting.add(room);
      for (const next of edges.get(room)!) visit(next, [...trail, room]);
      visiting.delete(room);
      done.add(room);
    };
    for (const room of rooms) visit(room, []);
  });
});

describe('layout of mcp-resources (types/)', () => {
  const types = path.join(root, 'types');
  const files = sourceTree(types);

  it("gives no two source files one name, each folder's index.ts aside", () => {
    expect(files.length).toBeGreaterThan(20);
    const byName = new Map<string, string[]>();
    for (const file of files) {
      const name = path.basename(file);
      if (name !== 'index.ts') byName.set(name, [...(byName.get(name) ?? []), path.relative(root, file)]);
    }
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('keeps type-level/internal/ to type-level/', () => {
    const typeLevel = path.join(types, 'type-level') + path.sep;
    const internal = path.join(types, 'type-level', 'internal') + path.sep;
    expect(files.filter((f) => f.startsWith(internal)).length).toBeGreaterThan(0);
    for (const file of files) {
      if (file.startsWith(typeLevel)) continue;
      for (const target of relativeImports(file))
        expect(target.startsWith(internal), `${path.relative(root, file)} imports ${path.relative(root, target)}`).toBe(
          false,
        );
    }
  });
});
