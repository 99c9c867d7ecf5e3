// The type-level checker against the runtime parser, on generated templates: for each one the
// type verdict (the template itself, or "URI template error: " + the first lint message) and the
// variable names and kinds must equal what parseTemplate + analyzeMatching say. One TypeScript
// program checks them all; a mismatch is a type error on the line of that template.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeMatching, parseTemplate } from '../../src/template/index.js';
import { generateTemplates, literalCharacterTemplates, loneVariableTemplates } from './generate-templates.js';

interface Expectation {
  template: string;
  verdict: string;
  kinds: Record<string, string> | undefined;
}

function runtimeExpectation(template: string): Expectation {
  const parsed = parseTemplate(template);
  // As the lint rules do (src/mcp/model.ts): matching errors only when the syntax is valid.
  const errors = parsed.errors.length > 0 ? parsed.errors : analyzeMatching(parsed);
  if (errors.length > 0) return { template, verdict: `URI template error: ${errors[0]!.message}`, kinds: undefined };
  return { template, verdict: template, kinds: Object.fromEntries(parsed.variables.map((v) => [v.name, v.kind])) };
}

const typesEntry = fileURLToPath(new URL('../../types/index.js', import.meta.url));
// JSON leaves U+2028 and U+2029 as they are, and TypeScript counts them as line breaks.
const literal = (value: string) => JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** One `const` per assertion; returns the source and, per line, what it asserts. */
function assertionFile(expectations: Expectation[], controls: Expectation[]) {
  const lines = [
    `import type { TemplateVariableKinds, ValidateTemplate } from ${literal(typesEntry)};`,
    'type Equal<A, B> = (<G>() => G extends A ? 1 : 2) extends (<G>() => G extends B ? 1 : 2) ? true : false;',
  ];
  const owners: Array<{ template: string; what: string; control: boolean } | undefined> = [undefined, undefined];
  const add = (expectation: Expectation, control: boolean) => {
    const t = literal(expectation.template);
    lines.push(`export const v${lines.length}: Equal<ValidateTemplate<${t}>, ${literal(expectation.verdict)}> = true;`);
    owners.push({ template: expectation.template, what: 'verdict', control });
    const kinds = expectation.kinds
      ? `{ ${Object.entries(expectation.kinds).map(([name, kind]) => `${literal(name)}: ${literal(kind)};`).join(' ')} }`
      : 'never';
    lines.push(`export const k${lines.length}: Equal<TemplateVariableKinds<${t}>, ${kinds}> = true;`);
    owners.push({ template: expectation.template, what: 'names and kinds', control });
  };
  for (const expectation of expectations) add(expectation, false);
  for (const control of controls) add(control, true);
  return { source: lines.join('\n') + '\n', owners };
}

const forbidden = (char: string) => parseTemplate(`a${char}`).errors.some((e) => e.code === 'invalid-literal');
const valid = generateTemplates(1000, 0x6570).concat(literalCharacterTemplates(forbidden), loneVariableTemplates()).map(runtimeExpectation);
// Wrong on purpose: the harness must report these, or it could not report anything.
const controls: Expectation[] = [
  { template: 'a://{x}', verdict: 'a://{y}', kinds: { x: 'list' } },
  { template: 'a://{x', verdict: 'URI template error: something else', kinds: { x: 'segment' } },
];

const dir = mkdtempSync(join(tmpdir(), 'mcp-types-differential-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function typeErrorsByLine() {
  const { source, owners } = assertionFile(valid, controls);
  const file = join(dir, 'differential.ts');
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const sourceFile = program.getSourceFile(file)!;
  const failures = new Map<number, string>();
  const elsewhere: string[] = [];
  for (const diagnostic of diagnostics) {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file !== sourceFile || diagnostic.start === undefined) elsewhere.push(text);
    else failures.set(sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line, text);
  }
  return { owners, failures, elsewhere };
}

describe('type-level checker vs runtime parser', () => {
  const { owners, failures, elsewhere } = typeErrorsByLine();

  it('generates at least 1,000 templates, valid and invalid, covering every error class', () => {
    expect(valid.length).toBeGreaterThanOrEqual(1000);
    const codes = new Set<string>();
    let validCount = 0;
    for (const { template } of valid) {
      const parsed = parseTemplate(template);
      const errors = parsed.errors.length > 0 ? parsed.errors : analyzeMatching(parsed);
      if (errors.length === 0) validCount++;
      else codes.add(errors[0]!.code);
    }
    expect(validCount).toBeGreaterThan(valid.length / 4);
    expect(valid.length - validCount).toBeGreaterThan(valid.length / 4);
    expect([...codes].sort()).toEqual([
      'adjacent-variables',
      'duplicate-variable',
      'empty-expression',
      'invalid-literal',
      'invalid-percent-encoding',
      'invalid-prefix',
      'invalid-variable-name',
      'multiple-multi-segment',
      'multiple-query-groups',
      'reserved-operator',
      'stray-close-brace',
      'unclosed-expression',
    ]);
  });

  it('compiles without errors outside the assertions (the types themselves are sound)', () => {
    expect(elsewhere).toEqual([]);
  });

  it('reports the deliberately wrong control assertions', () => {
    const controlLines = owners.flatMap((owner, line) => (owner?.control ? [line] : []));
    expect(controlLines).toHaveLength(4);
    for (const line of controlLines) expect(failures.has(line), `control on line ${line + 1}`).toBe(true);
  });

  it('agrees with the runtime parser on every verdict, name and kind', () => {
    const mismatches = [...failures]
      .filter(([line]) => !owners[line]?.control)
      .map(([line, message]) => `${owners[line]?.what ?? '?'} of ${JSON.stringify(owners[line]?.template)}: ${message.split('\n')[0]}`);
    expect(mismatches).toEqual([]);
  });
});
