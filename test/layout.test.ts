// The map of docs/architecture.md, kept true: rooms stay small, rules reach rooms only through their
// index, rooms never reach into rules, and the dependencies between rooms have no cycle.
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
const relativeImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:(?:import|export)\b[^;]*?\bfrom |import )'(\.{1,2}\/[^']+)'/gms)].map(
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

  it('keeps rooms out of rules, and the rooms free of import cycles', () => {
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
