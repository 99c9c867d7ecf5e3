// reachesInProject over a small import graph on disk: through cycles, re-exports and modules
// without a mark, and no further than the imports lead.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clearProjects, reachesInProject } from '../../src/project/index.js';

let root: string;
const file = (name: string) => path.join(root, 'src', name);
const marked = (text: string) => (text.includes('// mark') ? 1 : 0);

beforeAll(() => {
  const scratch = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.scratch');
  mkdirSync(scratch, { recursive: true });
  root = mkdtempSync(path.join(scratch, 'reach-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'package.json'), '{ "name": "reach", "type": "module" }');
  const modules: Record<string, string> = {
    // a → b → c → a (a cycle), c → barrel (no mark) → goal, by a re-export
    'a.ts': "// mark\nimport { b } from './b.js';\nexport const a = b;\n",
    'b.ts': "// mark\nimport { c } from './c.js';\nexport const b = c;\n",
    'c.ts': "// mark\nimport { a } from './a.js';\nimport { g } from './barrel.js';\nexport const c = a + g;\n",
    'barrel.ts': "export { g } from './goal.js';\n",
    'goal.ts': 'export const g = 1;\n',
    // e → f, and f leads nowhere that holds
    'e.ts': "// mark\nimport { f } from './f.js';\nexport const e = f;\n",
    'f.ts': "// mark\nimport { e } from './e.js';\nexport const f = 2;\n",
  };
  for (const [name, text] of Object.entries(modules)) writeFileSync(file(name), text);
  clearProjects();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('follows imports through a cycle and a module without a mark to the one that holds', () => {
  const holds = (candidate: string) => candidate === file('goal.ts');
  for (const name of ['b.ts', 'a.ts', 'c.ts', 'barrel.ts', 'goal.ts'])
    expect(reachesInProject(file(name), marked, holds), name).toBe(true);
  for (const name of ['e.ts', 'f.ts']) expect(reachesInProject(file(name), marked, holds), name).toBe(false);
});

it('uses what it learnt of a module asked before', () => {
  const holds = (candidate: string) => candidate === file('goal.ts');
  expect(reachesInProject(file('barrel.ts'), marked, holds)).toBe(true);
  expect(reachesInProject(file('c.ts'), marked, holds)).toBe(true);
});

it('answers no when nothing on the way holds, whatever the order asked', () => {
  const holds = () => false;
  for (const name of ['c.ts', 'a.ts', 'e.ts']) expect(reachesInProject(file(name), marked, holds), name).toBe(false);
});
