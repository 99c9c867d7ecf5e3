// Instantiation budgets of the type-level checker (types/), measured with TypeScript 7 in one
// single-threaded checker: each figure is the "Instantiations" of a file that uses a template
// minus that of the same file without it. Compared side by side with uri-template-param-types.
// Fails on: a figure over its budget (bench/types/budgets.json) by more than 10 %, more than the
// anchor's count, more than 80 instantiations per added expression of one variable (or per added
// variable in an expression of several), or any TS2589.
// Run: `npm run bench:types` (no build needed) checks with TypeScript 7, then 6, against the same
// budgets; `node bench/types/run.js --typescript 6` (or 7) with one; `--typescript 7 --write` records
// the current figures as the new budgets.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const typescriptArg = process.argv.indexOf('--typescript');
if (typescriptArg === -1) {
  if (process.argv.includes('--write')) throw new Error('--write needs --typescript 7: the budgets are its figures');
  // Both compilers, one after the other, each in a process of its own; fails if either fails.
  const failed = ['7', '6'].filter(
    (major) =>
      spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2), '--typescript', major], {
        stdio: 'inherit',
      }).status !== 0,
  );
  if (failed.length) console.error(`types bench failed on TypeScript ${failed.join(' and ')}`);
  process.exit(failed.length ? 1 : 0);
}
const major = process.argv[typescriptArg + 1];
if (major !== '6' && major !== '7') throw new Error(`--typescript 6 or 7, not ${major}`);
// TypeScript 6 is `typescript` itself; 7 checks in parallel unless told not to.
const tsc = join(root, major === '7' ? 'node_modules/typescript-7/bin/tsc' : 'node_modules/typescript/bin/tsc');
const tscFlags = major === '7' ? ['--singleThreaded'] : [];
console.log(`TypeScript ${major}`);
const budgetsFile = fileURLToPath(new URL('./budgets.json', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'mcp-types-bench-'));
symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');

const TEMPLATES = [
  'reviews://{isbn}{?limit,sort}',
  'shelves://browse{/path*}',
  'file:///{+path}',
  'a://{x}/{y}/{z}/{w}{?p,q,r,s}',
];
const OURS = `import type { TemplateVariables, ExpansionValues, ValidateTemplate } from ${JSON.stringify(join(root, 'types/index.js'))};`;
const ANCHOR = "import type { URIParams } from 'uri-template-param-types';";

/** Compiles one file; returns its instantiation count and its diagnostics. */
function compile(source, { skipLibCheck = true } = {}) {
  const file = join(work, 'probe.ts');
  writeFileSync(file, source);
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        types: [],
        skipLibCheck,
      },
      files: ['probe.ts'],
    }),
  );
  let output;
  try {
    output = execFileSync(
      process.execPath,
      [tsc, '-p', work, '--extendedDiagnostics', ...tscFlags, '--pretty', 'false'],
      { encoding: 'utf8', maxBuffer: 1 << 28 },
    );
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
  const use = type.startsWith('ValidateTemplate')
    ? 'export const all: string = probe;'
    : 'export const all = { ...probe };';
  const probe = (t) => `${imports}\ndeclare const probe: ${t};\n${use}\n`;
  const withIt = compile(probe(type.replace('$T', JSON.stringify(template))));
  const without = compile(probe(type.startsWith('ValidateTemplate') ? 'string' : '{}'));
  return { count: withIt.instantiations - without.instantiations, errors: withIt.errors };
}

const results = {};
const failures = [];

// Checking the declarations themselves, once per program: what a project compiled without
// skipLibCheck pays for importing the package. Its declaration files are emitted (as the package
// ships them) and checked, so the run time's function bodies, which no user's compiler sees, are
// not counted.
{
  const declarations = join(work, 'declarations');
  execFileSync(process.execPath, [
    tsc,
    '-p',
    join(root, 'types/tsconfig.json'),
    '--declaration',
    '--emitDeclarationOnly',
    '--outDir',
    declarations,
    ...tscFlags,
  ]);
  const imports = `import type { TemplateVariables, ExpansionValues, ValidateTemplate } from ${JSON.stringify(join(declarations, 'index.js'))};`;
  const withImport = compile(`${imports}\nexport type Probe = ValidateTemplate<string>;\n`, { skipLibCheck: false });
  const without = compile('export type Probe = string;\n', { skipLibCheck: false });
  const count = withImport.instantiations - without.instantiations;
  results['checking the declarations'] = count;
  if (withImport.errors.length) failures.push(`declarations: ${withImport.errors.join('; ')}`);
  console.log(`checking the declarations: ${count} instantiations`);
}
const rows = [];
for (const template of TEMPLATES) {
  const anchor = cost(ANCHOR, 'URIParams<$T>', template).count;
  const row = { template, anchor };
  for (const name of ['TemplateVariables', 'ExpansionValues', 'ValidateTemplate']) {
    const { count, errors } = cost(OURS, `${name}<$T>`, template);
    row[name] = count;
    results[`${name} ${template}`] = count;
    if (errors.length) failures.push(`${name}<${template}>: ${errors.join('; ')}`);
    if (count > anchor)
      failures.push(`${name}<${template}>: ${count} instantiations, more than uri-template-param-types (${anchor})`);
  }
  rows.push(row);
}

// Per added expression: the slope between 100 and 300 expressions of each shape. Every
// one-variable form (each operator class and modifier) is held to 80; an expression with several
// variables is held to 80 per variable.
const ONE_VARIABLE = {
  'segment {vN}/': (n) => Array.from({ length: n }, (_, i) => `{v${i}}/`).join(''),
  'label {.vN}': (n) => Array.from({ length: n }, (_, i) => `{.v${i}}`).join(''),
  'path segment /{/vN}': (n) => Array.from({ length: n }, (_, i) => `/{/v${i}}`).join(''),
  'parameter {;vN}': (n) => Array.from({ length: n }, (_, i) => `{;v${i}}`).join(''),
  'query {&qN}': (n) => 'x{?q}' + Array.from({ length: n }, (_, i) => `{&q${i}}`).join(''),
  'list {vN*}/': (n) => Array.from({ length: n }, (_, i) => `{v${i}*}/`).join(''),
  'prefix {vN:3}/': (n) => Array.from({ length: n }, (_, i) => `{v${i}:3}/`).join(''),
  'long prefix {vN:1234}/': (n) => Array.from({ length: n }, (_, i) => `{v${i}:1234}/`).join(''),
  'query prefix {&qN:12}': (n) => 'x{?q}' + Array.from({ length: n }, (_, i) => `{&q${i}:12}`).join(''),
};
// One of each kind that a template may hold only once (a second is an error), added to a
// template that already has variables, as each slope's expressions are; also held to 80, but for
// the first list variable ({/path*}) and the first query variable ({?q}) beside the required
// strings: with them the result type is made one object type (hovers show no intersection), a
// cost paid once per template, whatever its size, which ONCE_FLATTENING allows for.
const ONCE_BASE = 'a://{a}/{b}/';
const ONCE_FLATTENING = { '{/path*}': 20, '{?q}': 20 };
const ONCE = ['{+path}', '{#frag}', '{/path*}', '{?q}'];
const SEVERAL_VARIABLES = {
  'two variables /{.aN,bN}': [2, (n) => Array.from({ length: n }, (_, i) => `/{.a${i},b${i}}`).join('')],
  'three variables /{aN,bN,cN}': [3, (n) => Array.from({ length: n }, (_, i) => `/{a${i},b${i},c${i}}`).join('')],
};
const slopes = {};
function slope(shape, build) {
  const at = (n) => cost(OURS, 'TemplateVariables<$T>', `a://${build(n)}`);
  const small = at(100);
  const large = at(300);
  for (const { errors } of [small, large]) if (errors.length) failures.push(`${shape}: ${errors.join('; ')}`);
  return (large.count - small.count) / 200;
}
for (const [shape, build] of Object.entries(ONE_VARIABLE)) {
  const perExpression = slope(shape, build);
  slopes[shape] = { 'per expression': perExpression };
  results[`per expression, ${shape}`] = perExpression;
  if (perExpression > 80) failures.push(`${shape}: ${perExpression} instantiations per added expression, over 80`);
}
// Measured warm, as the slopes are: after templates that use every pattern once, so the one-time
// cost of building each pattern is not charged to the expression.
const WARM_UP = ['w://{w0}/{w1,w2}/{+w3}{?w4}{&w5:3}{.w6*}', 'v://{/v0*}', 'u://{#u0}'];
function warmCost(expression) {
  const probe = (templates) =>
    `${OURS}\n${templates.map((t, i) => `declare const probe${i}: TemplateVariables<${JSON.stringify(t)}>;\nexport const all${i} = { ...probe${i} };\n`).join('')}`;
  // The same template without the expression: what is left is the expression's own cost.
  const withIt = compile(probe([...WARM_UP, ONCE_BASE + expression]));
  const without = compile(probe([...WARM_UP, ONCE_BASE]));
  return { count: withIt.instantiations - without.instantiations, errors: withIt.errors };
}
for (const expression of ONCE) {
  const { count, errors } = warmCost(expression);
  if (errors.length) failures.push(`${expression}: ${errors.join('; ')}`);
  slopes[`once ${expression}`] = { 'per expression': count };
  results[`per expression, once ${expression}`] = count;
  const ceiling = 80 + (ONCE_FLATTENING[expression] ?? 0);
  if (count > ceiling) failures.push(`${expression}: ${count} instantiations added to ${ONCE_BASE}, over ${ceiling}`);
}
for (const [shape, [variables, build]] of Object.entries(SEVERAL_VARIABLES)) {
  const perExpression = slope(shape, build);
  const perVariable = Math.round((perExpression / variables) * 100) / 100;
  slopes[shape] = { 'per expression': perExpression, 'per variable': perVariable };
  results[`per expression, ${shape}`] = perExpression;
  if (perVariable > 80) failures.push(`${shape}: ${perVariable} instantiations per added variable, over 80`);
}

// Size limits: no TS2589 ("excessively deep") and no other error.
const long = 'x'.repeat(100_000);
const LIMITS = {
  '300 expressions': `a://${ONE_VARIABLE['segment {vN}/'](300)}`,
  '300 expressions of 3 variables': `a://${Array.from({ length: 300 }, (_, i) => `/{.a${i},b${i},c${i}}`).join('')}`,
  '100,000-character literal segments': `a://${long}/{id}/${long}{?q}${long}`,
  '100,000-character literal with 300 percent-escapes': `a://${Array.from({ length: 300 }, () => '%20' + 'y'.repeat(330)).join('')}{id}`,
  '100,000-character literal of percent-escapes only': `a://${'%20'.repeat(33_333)}{id}`,
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
    else if (results[key] > budget * 1.1)
      failures.push(`${key}: ${results[key]}, over its budget ${budget} by more than 10 %`);
  }
}

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log('types bench: all within budget');
