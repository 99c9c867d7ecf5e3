// Whether a module leads, through its imports and re-exports at any depth, to a module that holds
// what the caller asks for. The answer is worked out for a whole cycle of the import graph at once
// (Tarjan's strongly connected components), and kept for every module on the way while who imports
// whom and every module read are unchanged.
import { moduleChanges } from './module-cache.js';
import { linksOf, projectChanges, type FileTest } from './project-files.js';

interface Answers {
  state: string;
  readonly reaches: Map<string, boolean>;
}

const kept = new WeakMap<(file: string) => boolean, Answers>();

/**
 * Whether `start`, or a project module it imports or passes on the exports of (the links `test`'s
 * listing gives), holds: `holds` asked once per module. `holds` is the key of the kept answers: give
 * the same function for the same question.
 */
export function reachesInProject(start: string, test: FileTest, holds: (file: string) => boolean): boolean {
  const state = `${projectChanges(start, test)} ${moduleChanges()}`;
  let answers = kept.get(holds);
  if (answers?.state !== state) kept.set(holds, (answers = { state, reaches: new Map() }));
  const known = answers.reaches.get(start);
  if (known !== undefined) return known;
  const found = components(start, (file) => linksOf(file, test), holds, answers.reaches);
  // A module found changed while `holds` read the modules: what was learnt may mix versions.
  if (`${projectChanges(start, test)} ${moduleChanges()}` !== state) kept.delete(holds);
  return found;
}

/** Tarjan's algorithm from `start`, without recursion; each finished component's answer goes into `reaches`. */
function components(
  start: string,
  links: (file: string) => readonly string[],
  holds: (file: string) => boolean,
  reaches: Map<string, boolean>,
): boolean {
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const leads = new Map<string, boolean>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const frames: { readonly file: string; readonly next: readonly string[]; at: number }[] = [];
  const enter = (file: string) => {
    order.set(file, counter);
    low.set(file, counter++);
    leads.set(file, holds(file));
    stack.push(file);
    onStack.add(file);
    frames.push({ file, next: links(file), at: 0 });
  };
  enter(start);
  while (frames.length > 0) {
    const frame = frames.at(-1)!;
    if (frame.at < frame.next.length) {
      const next = frame.next[frame.at++]!;
      if (reaches.has(next)) {
        if (reaches.get(next)) leads.set(frame.file, true);
      } else if (!order.has(next)) enter(next);
      else if (onStack.has(next)) low.set(frame.file, Math.min(low.get(frame.file)!, order.get(next)!));
      continue;
    }
    frames.pop();
    const parent = frames.at(-1);
    if (low.get(frame.file) === order.get(frame.file)) {
      const members: string[] = [];
      let any = false;
      for (let member = ''; member !== frame.file;) {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
        any ||= leads.get(member)!;
      }
      for (const member of members) reaches.set(member, any);
      if (parent && any) leads.set(parent.file, true);
    } else if (parent) {
      low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (leads.get(frame.file)) leads.set(parent.file, true);
    }
  }
  return reaches.get(start)!;
}
