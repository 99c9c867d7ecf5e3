// Does the model link each templated registration of the hand-made census
// (scripts/evaluate/census-registrations.tsv) to its template text and to the read function that
// sees its variables? For each census line it lints the registration's file, takes the model every
// rule reads (`getMcpModel`) and looks for a registration at that line.
// Usage: node --import tsx scripts/evaluate/census.js <corpus-dir> [--list] [--census FILE] [--repos a,b]
// How to read the output: scripts/evaluate/README.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelProbe, registrationLines } from './model-probe.js';

const usage = 'usage: node --import tsx scripts/evaluate/census.js <corpus-dir> [--list] [--census FILE] [--repos a,b]';
let dir;
let listAll = false;
let censusFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'census-registrations.tsv');
let repos;
let bad = false;
for (const args = process.argv.slice(2); args.length > 0;) {
  const arg = args.shift();
  const value = () => args.shift() ?? ((bad = true), undefined);
  if (arg === '--list') listAll = true;
  else if (arg === '--census') censusFile = value();
  else if (arg === '--repos') repos = new Set(value()?.split(','));
  else if (!arg.startsWith('--') && dir === undefined) dir = arg;
  else bad = true;
}
if (bad || !dir) {
  console.error(usage);
  process.exit(1);
}

/** The census: one templated registration per line, as counted by hand. */
function readCensus(file) {
  const [header, ...lines] = readFileSync(file, 'utf8').split('\n');
  const columns = header.split('\t');
  const expected = ['file', 'line', 'framework', 'template-in', 'handler-in', 'template', 'note'];
  if (expected.some((name, i) => columns[i] !== name))
    throw new Error(`${file}: the header must be ${expected.join(' ')}`);
  return lines
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [file, lineNumber, framework, templateIn, handlerIn, template, note] = line.split('\t');
      const repo = file.split('/')[0];
      return {
        file,
        line: Number(lineNumber),
        framework,
        templateIn,
        handlerIn,
        template,
        note,
        repo,
        crossTemplate: templateIn !== 'same-file',
        crossHandler: handlerIn !== 'same-file',
      };
    })
    .filter((entry) => !repos || repos.has(entry.repo));
}

const modelOfText = modelProbe(dir);

const models = new Map();
/** The model of a file of the corpus (`<owner>+<name>/path`), built once. */
function modelOf(name) {
  if (models.has(name)) return models.get(name);
  const full = path.join(dir, name);
  let result;
  if (!existsSync(full)) result = { error: 'no such file' };
  else {
    result = modelOfText(readFileSync(full, 'utf8'), full);
  }
  models.set(name, result);
  return result;
}

const programOf = (node) => {
  while (node?.parent) node = node.parent;
  return node;
};

function hasUnknownPart(part) {
  return part.unknown === true || (part.children ?? []).some((child) => hasUnknownPart(child.part));
}

/** Whether `name` is read anywhere in `fn`'s body as a value (not as a property key). */
function mentions(fn, name, visitorKeys) {
  let found = false;
  const visit = (node, parent, key) => {
    if (found || !node || typeof node.type !== 'string') return;
    if (
      node.type === 'Identifier' &&
      node.name === name &&
      !(parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) &&
      !(parent?.type === 'Property' && key === 'key' && !parent.computed)
    ) {
      found = true;
      return;
    }
    for (const childKey of visitorKeys[node.type] ?? []) {
      const child = node[childKey];
      if (Array.isArray(child)) child.forEach((c) => visit(c, node, childKey));
      else visit(child, node, childKey);
    }
  };
  visit(fn.body, fn, 'body');
  return found;
}

/**
 * What the model holds for one registration: the template (`full`, `partial` with pieces the
 * analysis cannot know, `none`) and the handler (`linked`: its reads of the variables are known,
 * or it reads none, or it takes only the URI; `forwarded`: the variables object goes where the
 * model does not follow it; `none`, also for the handler of a registration the model takes for a
 * static URI).
 */
function describe(registration, program, sourceCode) {
  const value = registration.construction?.template ?? null;
  const template = !value ? 'none' : hasUnknownPart(value) ? 'partial' : 'full';
  const templateElsewhere = value && programOf(value.node) !== program;
  const handler = registration.handler;
  let handlerState = 'none';
  let handlerNote = '';
  if (handler) {
    const fn = handler.fn;
    const elsewhere = programOf(fn) !== program;
    const where = `${elsewhere ? 'another module' : 'line'} ${fn.loc.start.line}`;
    const param = handler.variablesParam;
    const target = param?.type === 'AssignmentPattern' ? param.left : param;
    const names = handler.variableReads.map((read) => read.name ?? '?');
    if (registration.shape === 'static') {
      handlerNote = `handler at ${where}, but the registration is taken for a static URI: no variables reach it in the model`;
    } else if (names.length > 0) {
      handlerState = 'linked';
      handlerNote = `handler at ${where}, reads ${[...new Set(names)].join(', ')}`.replace(
        '?',
        '? (a key the analysis cannot name)',
      );
    } else if (!param) {
      handlerState = 'linked';
      handlerNote = `handler at ${where}, ${handler.layout.variables === undefined ? 'takes no variables (URI only)' : 'declares no variables parameter (URI only)'}`;
    } else if (target?.type === 'Identifier' && mentions(fn, target.name, sourceCode.visitorKeys)) {
      handlerState = 'forwarded';
      handlerNote = `handler at ${where}, hands \`${target.name}\` on where the model does not follow`;
    } else {
      handlerState = 'linked';
      handlerNote = `handler at ${where}, reads no variable`;
    }
  }
  const linkedTemplate = template === 'full';
  const linkedHandler = handlerState === 'linked';
  const status = linkedTemplate
    ? linkedHandler
      ? 'linked'
      : 'template-only'
    : linkedHandler
      ? 'handler-only'
      : 'neither';
  return {
    registration,
    status,
    template,
    templateValue: value?.value,
    templateNote: value
      ? `${template === 'full' ? '' : 'partial '}template ${JSON.stringify(value.value)}${templateElsewhere ? ' (from another module)' : ''}`
      : 'no template',
    handlerState,
    handlerNote: handler ? handlerNote : 'no handler',
  };
}

const RANK = { linked: 3, 'template-only': 2, 'handler-only': 1, neither: 0 };

/**
 * Pairs the census entries of one file and line with the registrations the model holds there: an
 * entry takes a registration whose template is the census template; else one whose template is not
 * fully known (a call that registers several templates is one registration, shared by its entries).
 * A registration whose known template differs from the census template is not that entry's: either
 * the census or the model is wrong, and the line says so.
 */
function assign(entries, candidates) {
  const best = (list) => [...list].sort((a, b) => RANK[b.status] - RANK[a.status])[0];
  const used = new Set();
  return entries.map((entry) => {
    const same = candidates.filter((c) => c.templateValue === entry.template);
    const match = best(same.filter((c) => !used.has(c))) ?? best(same);
    if (match) {
      used.add(match);
      return match;
    }
    const open = best(candidates.filter((c) => c.template !== 'full'));
    if (open) return open;
    const other = best(candidates);
    return other ? { ...other, status: 'not found', mismatch: true } : { status: 'not found' };
  });
}

/** What the models of the modules holding the template or the read function say, for a cross-module line. */
function elsewhere(entry) {
  const notes = [];
  let linkedWhereDefined;
  const files = new Set([entry.templateIn, entry.handlerIn].filter((f) => f !== 'same-file'));
  for (const file of files) {
    const name = `${entry.repo}/${file}`;
    const found = modelOf(name);
    if (found.error) {
      notes.push(`${file}: ${found.error}`);
      continue;
    }
    const program = found.sourceCode.ast;
    for (const registration of found.model.registrations) {
      const d = describe(registration, program, found.sourceCode);
      if (d.template === 'none' && d.handlerState === 'none') continue;
      if (d.templateValue !== undefined && d.templateValue !== entry.template) continue;
      const line = registration.call.loc.start.line;
      notes.push(
        `${file}:${line} ${registration.framework.id} ${registration.api}: ${d.status}; ${d.templateNote}; ${d.handlerNote}`,
      );
      if (d.status === 'linked' && d.templateValue === entry.template) linkedWhereDefined ??= `${file}:${line}`;
    }
  }
  return { notes, linkedWhereDefined };
}

const census = readCensus(censusFile);
const groups = new Map();
for (const entry of census) {
  const key = `${entry.file}:${entry.line}`;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(entry);
}
const results = [];
for (const entries of groups.values()) {
  const { file, line } = entries[0];
  const found = modelOf(file);
  if (found.error) {
    for (const entry of entries) results.push({ entry, status: 'not found', detail: found.error, notes: [] });
    continue;
  }
  const program = found.sourceCode.ast;
  // A registrar's registering call is the census line; each call of the registrar makes one registration (`registeredBy`).
  const writtenAt = (r) => [r.call, ...(r.registeredBy ? [r.registeredBy] : [])];
  const candidates = found.model.registrations
    .filter((r) =>
      writtenAt(r).some((node) => programOf(node) === program && registrationLines({ call: node }).has(line)),
    )
    .map((r) => describe(r, program, found.sourceCode));
  assign(entries, candidates).forEach((d, i) => {
    const entry = entries[i];
    const r = d.registration;
    const detail = r
      ? `${d.mismatch ? 'TEMPLATE DIFFERS FROM THE CENSUS: ' : ''}${r.framework.id} ${r.api} (${r.shape}); ${d.templateNote}; ${d.handlerNote}`
      : `the model holds no registration at this line (${found.model.registrations.length} in the file)`;
    const other =
      d.status !== 'linked' && (entry.crossTemplate || entry.crossHandler) ? elsewhere(entry) : { notes: [] };
    results.push({ entry, status: d.status, detail, notes: other.notes, linkedWhereDefined: other.linkedWhereDefined });
  });
}

// Per line.
const STATUSES = ['linked', 'template-only', 'handler-only', 'neither', 'not found'];
const shown = listAll ? results : results.filter((r) => r.status !== 'linked');
console.log(listAll ? 'Every census line:' : 'Census lines the model does not link (--list: every line):');
for (const { entry, status, detail, notes, linkedWhereDefined } of shown) {
  const where =
    entry.crossTemplate || entry.crossHandler
      ? `cross-module (template ${entry.templateIn}, handler ${entry.handlerIn})`
      : 'same-file';
  console.log(`\n${status.padEnd(13)} ${entry.file}:${entry.line}  ${entry.framework}  ${entry.template}`);
  console.log(`              ${where}`);
  console.log(`              model: ${detail}`);
  for (const note of notes) console.log(`              elsewhere: ${note}`);
  if (linkedWhereDefined) console.log(`              linked where it is defined: ${linkedWhereDefined}`);
}

// Totals.
const percent = (part, whole) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);
function row(label, subset) {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, subset.filter((r) => r.status === s).length]));
  const defined = subset.filter((r) => r.linkedWhereDefined).length;
  return [
    label,
    `${counts.linked}/${subset.length}`,
    percent(counts.linked, subset.length),
    ...STATUSES.slice(1).map((s) => String(counts[s])),
    String(defined),
  ];
}
function table(title, rows) {
  const header = ['', 'linked', '%', 'tmpl-only', 'hndl-only', 'neither', 'not found', 'linked where defined'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  console.log(`\n${title}`);
  for (const r of all)
    console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}
const cross = (r) => r.entry.crossTemplate || r.entry.crossHandler;
table('Totals', [
  row('all', results),
  row(
    'same-file',
    results.filter((r) => !cross(r)),
  ),
  row('cross-module', results.filter(cross)),
  row(
    '  template elsewhere only',
    results.filter((r) => r.entry.crossTemplate && !r.entry.crossHandler),
  ),
  row(
    '  handler elsewhere only',
    results.filter((r) => !r.entry.crossTemplate && r.entry.crossHandler),
  ),
  row(
    '  both elsewhere',
    results.filter((r) => r.entry.crossTemplate && r.entry.crossHandler),
  ),
]);
const by = (key) => [...new Set(results.map((r) => r.entry[key]))].sort();
table(
  'Per framework (census column)',
  by('framework').map((f) =>
    row(
      f,
      results.filter((r) => r.entry.framework === f),
    ),
  ),
);
table(
  'Per repository',
  by('repo').map((repo) =>
    row(
      repo,
      results.filter((r) => r.entry.repo === repo),
    ),
  ),
);
const uriOnly = results.filter((r) => r.status === 'linked' && /URI only/.test(r.detail)).length;
console.log(
  `\nlinked: the model holds a registration at the census line whose template text is known in full and whose handler is known with its variables (their reads, or none, or a handler that takes only the URI: ${uriOnly} of the linked). "linked where defined": not linked at the census line, but the model of the module holding the template links that template to its handler there.`,
);
