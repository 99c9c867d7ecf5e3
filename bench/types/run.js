// Instantiation budgets of the type-level checker (types/), measured with TypeScript 7 in one
// single-threaded checker: each figure is the "Instantiations" of a file that uses a template
// minus that of the same file without it. Compared side by side with uri-template-param-types.
// Fails on: a figure over its budget (bench/types/budgets.json) by more than 10 %, more than the
// anchor's count, more than 80 instantiations per added one-variable expression, or any TS2589.
// `node bench/types/run.js --write` records the current figures as the new budgets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/typescript-7/bin/tsc');
const budgetsFile = fileURLToPath(new URL('./budgets.json', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'mcp-types-bench-'));
symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');

const TEMPLATES = ['reviews://{isbn}{?limit,sort}', 'shelves://browse{/path*}', 'file:///{+path}', 'a://{x}/{y}/{z}/{w}{?p,q,r,s}'];
const OURS = `import type { TemplateVariables, ExpansionValues, ValidateTemplate } from ${JSON.stringify(join(root, 'types/index.js'))};`;
const ANCHOR = "import type { URIParams } from 'uri-template-param-types';";

/** Compiles one file; returns its instantiation count and its diagnostics. */
function compile(source) {
  const file = join(work, 'probe.ts');
  writeFileSync(file, source);
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', types: [], skipLibCheck: true }, files: ['probe.ts'] }),
  );
  let output;
  try {
    output = execFileSync(process.execPath, [tsc, '-p', work, '--extendedDiagnostics', '--singleThreaded', '--pretty', 'false'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  } catch (error) {
    output = String(error.stdout);
  }
  const instantiations = Number(/Instantiations:\s+(\d+)/.exec(output)?.[1]);
  const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
  return { instantiations, errors };
}

/** The cost of `type` on `template`: the file with it minus the same file without it. */
function cost(imports, type, template) {
  // The spread resolves every property of an object type, so the whole type is computed; a
  // string type (ValidateTemplate) is computed by assigning it.
  const use = type.startsWith('ValidateTemplate') ? 'export const all: string = probe;' : 'export const all = { ...probe };';
  const probe = (t) => `${imports}\ndeclare const probe: ${t};\n${use}\n`;
  const withIt = compile(probe(type.replace('$T', JSON.stringify(template))));
  const without = compile(probe(type.startsWith('ValidateTemplate') ? 'string' : '{}'));
  return { count: withIt.instantiations - without.instantiations, errors: withIt.errors };
}

const results = {};
const failures = [];
const rows = [];
for (const template of TEMPLATES) {
  const anchor = cost(ANCHOR, 'URIParams<$T>', template).count;
  const row = { template, anchor };
  for (const name of ['TemplateVariables', 'ExpansionValues', 'ValidateTemplate']) {
    const { count, errors } = cost(OURS, `${name}<$T>`, template);
    row[name] = count;
    results[`${name} ${template}`] = count;
    if (errors.length) failures.push(`${name}<${template}>: ${errors.join('; ')}`);
    if (count > anchor) failures.push(`${name}<${template}>: ${count} instantiations, more than uri-template-param-types (${anchor})`);
  }
  rows.push(row);
}

// Per added expression: the slope between 100 and 300 expressions of each shape. The 80 target
// applies to the plain one-variable expression; the others (an operator, two variables) are
// reported and held to their budgets.
const TARGETED_SHAPE = 'segment {vN}/';
const SHAPES = {
  'segment {vN}/': (n) => Array.from({ length: n }, (_, i) => `{v${i}}/`).join(''),
  'multi-variable {.aN,bN}': (n) => Array.from({ length: n }, (_, i) => `/{.a${i},b${i}}`).join(''),
  'query {&qN}': (n) => 'a://x{?q}' + Array.from({ length: n }, (_, i) => `{&q${i}}`).join(''),
};
const slopes = {};
for (const [shape, build] of Object.entries(SHAPES)) {
  const at = (n) => cost(OURS, 'TemplateVariables<$T>', `a://${build(n)}`);
  const small = at(100);
  const large = at(300);
  for (const { errors } of [small, large]) if (errors.length) failures.push(`${shape}: ${errors.join('; ')}`);
  const slope = (large.count - small.count) / 200;
  slopes[shape] = slope;
  results[`per expression, ${shape}`] = slope;
  if (shape === TARGETED_SHAPE && slope > 80) failures.push(`${shape}: ${slope} instantiations per added expression, over 80`);
}

// Size limits: no TS2589 ("excessively deep") and no other error.
const long = 'x'.repeat(100_000);
const LIMITS = {
  '300 expressions': `a://${SHAPES['segment {vN}/'](300)}`,
  '300 expressions of 3 variables': `a://${Array.from({ length: 300 }, (_, i) => `/{.a${i},b${i},c${i}}`).join('')}`,
  '100,000-character literal segments': `a://${long}/{id}/${long}{?q}${long}`,
  '100,000-character literal with 300 percent-escapes': `a://${Array.from({ length: 300 }, () => '%20' + 'y'.repeat(330)).join('')}{id}`,
};
for (const [limit, template] of Object.entries(LIMITS)) {
  for (const name of ['TemplateVariables', 'ValidateTemplate']) {
    const { errors } = cost(OURS, `${name}<$T>`, template);
    if (errors.length) failures.push(`${limit}, ${name}: ${errors.join('; ').slice(0, 300)}`);
    else console.log(`ok: ${limit} (${name}), no error`);
  }
}

rmSync(work, { recursive: true, force: true });

console.table(rows);
console.table(slopes);

if (process.argv.includes('--write')) {
  writeFileSync(budgetsFile, JSON.stringify(results, null, 2) + '\n');
  console.log(`budgets written to ${budgetsFile}`);
} else {
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  for (const [key, budget] of Object.entries(budgets)) {
    if (!(key in results)) failures.push(`${key}: no longer measured`);
    else if (results[key] > budget * 1.1) failures.push(`${key}: ${results[key]}, over its budget ${budget} by more than 10 %`);
  }
}

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log('types bench: all within budget');
