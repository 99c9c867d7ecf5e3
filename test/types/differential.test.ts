// The type-level checker against the runtime parser, on generated templates: for each one the
// type verdict (the template itself, or "URI template error: " + the first lint message) and the
// variable names and kinds must equal what parseTemplate + analyzeMatching say, and for a valid one
// TemplateVariables<T> must be the shape that match() gives at run time (lists where it returns
// lists, optional where it leaves a key out). One TypeScript program checks them all; a mismatch is
// a type error on the line of that template.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeMatching, parseTemplate } from '../../src/template/index.js';
import { expand, match } from '../../types/runtime/index.js';
import { generateTemplates, literalCharacterTemplates, loneVariableTemplates } from './generate-templates.js';

interface Expectation {
  template: string;
  verdict: string;
  kinds: Record<string, string> | undefined;
  /** The type of what match() returns, written out: `{ "a": string; "q"?: string[] }`. */
  shape?: string;
}

/**
 * What match() gives for the template, as a type: each variable a `string[]` when match() returns
 * a list, optional when match() leaves it out of a URI expanded without it.
 */
function runtimeShape(template: string, variables: ReturnType<typeof parseTemplate>['variables']): string | undefined {
  // A value made of a letter the template does not hold, so that no literal can end it early.
  const letter = [...'QZXJKqzxjkWVwv'].find((c) => !template.includes(c)) ?? 'Q';
  const given = (withQuery: boolean) =>
    Object.fromEntries(
      variables
        .filter((v) => withQuery || v.kind !== 'query')
        .map((v) => [v.name, v.explode ? [letter, letter + letter] : letter]),
    );
  const all = match(template as never, expand(template as never, given(true) as never)) as Record<
    string,
    unknown
  > | null;
  const required = match(template as never, expand(template as never, given(false) as never)) as Record<
    string,
    unknown
  > | null;
  // match() reads a query group leniently only at the end of the template (types/runtime/README.md).
  if (!all || !required) return undefined;
  return `{ ${variables.map((v) => `${literal(v.name)}${v.name in required ? '' : '?'}: ${Array.isArray(all[v.name]) ? 'string[]' : 'string'};`).join(' ')} }`;
}

function runtimeExpectation(template: string): Expectation {
  const parsed = parseTemplate(template);
  // As the lint rules do (src/mcp/model.ts): matching errors only when the syntax is valid.
  const errors = parsed.errors.length > 0 ? parsed.errors : analyzeMatching(parsed);
  if (errors.length > 0) return { template, verdict: `URI template error: ${errors[0]!.message}`, kinds: undefined };
  return {
    template,
    verdict: template,
    kinds: Object.fromEntries(parsed.variables.map((v) => [v.name, v.kind])),
    shape: runtimeShape(template, parsed.variables),
  };
}

const typesEntry = fileURLToPath(new URL('../../types/index.js', import.meta.url));
// JSON leaves U+2028 and U+2029 as they are, and TypeScript counts them as line breaks.
const literal = (value: string) =>
  JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One `const` per assertion; returns the source and, per line, what it asserts. */
function assertionFile(expectations: Expectation[], controls: Expectation[]) {
  const lines = [
    `import type { TemplateVariableKinds, TemplateVariables, ValidateTemplate } from ${literal(typesEntry)};`,
    'type Equal<A, B> = (<G>() => G extends A ? 1 : 2) extends (<G>() => G extends B ? 1 : 2) ? true : false;',
    // One object type, however TemplateVariables composes it (intersections of mapped types).
    'type Flat<T> = { [K in keyof T]: T[K] };',
  ];
  const owners: Array<{ template: string; what: string; control: boolean } | undefined> = lines.map(() => undefined);
  const add = (expectation: Expectation, control: boolean) => {
    const t = literal(expectation.template);
    lines.push(`export const v${lines.length}: Equal<ValidateTemplate<${t}>, ${literal(expectation.verdict)}> = true;`);
    owners.push({ template: expectation.template, what: 'verdict', control });
    const kinds = expectation.kinds
      ? `{ ${Object.entries(expectation.kinds)
          .map(([name, kind]) => `${literal(name)}: ${literal(kind)};`)
          .join(' ')} }`
      : 'never';
    lines.push(`export const k${lines.length}: Equal<TemplateVariableKinds<${t}>, ${kinds}> = true;`);
    owners.push({ template: expectation.template, what: 'names and kinds', control });
    if (expectation.shape) {
      lines.push(`export const s${lines.length}: Equal<Flat<TemplateVariables<${t}>>, ${expectation.shape}> = true;`);
      owners.push({ template: expectation.template, what: 'run-time shape', control });
    }
  };
  for (const expectation of expectations) add(expectation, false);
  for (const control of controls) add(control, true);
  return { source: lines.join('\n') + '\n', owners };
}

const forbidden = (char: string) => parseTemplate(`a${char}`).errors.some((e) => e.code === 'invalid-literal');
const valid = generateTemplates(1000, 0x6570)
  .concat(literalCharacterTemplates(forbidden), loneVariableTemplates())
  .map(runtimeExpectation);
// Wrong on purpose: the harness must report these, or it could not report anything.
const controls: Expectation[] = [
  { template: 'a://{x}', verdict: 'a://{y}', kinds: { x: 'list' } },
  { template: 'a://{x', verdict: 'URI template error: something else', kinds: { x: 'segment' } },
  { template: 'a://{x*}', verdict: 'a://{y*}', kinds: { x: 'segment' }, shape: '{ "x": string; }' },
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
    expect(controlLines).toHaveLength(7);
    for (const line of controlLines) expect(failures.has(line), `control on line ${line + 1}`).toBe(true);
  });

  it('takes the run-time shape from match() for every valid template', () => {
    const shapes = valid.filter((e) => e.shape !== undefined);
    expect(shapes.length).toBeGreaterThan(250);
    // The only valid templates match() cannot read back: a query group with text after it, one that
    // follows a literal "?" (the query then starts at that "?"), or two query groups.
    const trailingQueryOnly = (template: string) => {
      const parts = parseTemplate(template).parts;
      return parts.every(
        (part, index) =>
          part.type !== 'expression' ||
          (part.operator !== '?' && part.operator !== '&') ||
          index === parts.length - 1 ||
          parts.slice(index + 1).every((p) => p.type === 'expression' && (p.operator === '&' || p.operator === '?')),
      );
    };
    const unread = valid.filter((e) => e.kinds && e.shape === undefined).map((e) => e.template);
    const literalQuestionMark = (template: string) =>
      parseTemplate(template).parts.some((part) => part.type === 'literal' && part.value.includes('?'));
    const queryGroups = (template: string) =>
      parseTemplate(template).expressions.filter((e) => e.operator === '?' || e.operator === '&').length;
    expect(unread.filter((t) => trailingQueryOnly(t) && !literalQuestionMark(t) && queryGroups(t) < 2)).toEqual([]);
    // Every variable kind is there: plain, lists, optional query values, optional query lists.
    for (const part of [': string;', ': string[];', '?: string;', '?: string[];'])
      expect(
        shapes.some((e) => e.shape!.includes(part)),
        part,
      ).toBe(true);
  });

  it('agrees with the runtime parser on every verdict, name and kind, and with match() on every shape', () => {
    const mismatches = [...failures]
      .filter(([line]) => !owners[line]?.control)
      .map(
        ([line, message]) =>
          `${owners[line]?.what ?? '?'} of ${JSON.stringify(owners[line]?.template)}: ${message.split('\n')[0]}`,
      );
    expect(mismatches).toEqual([]);
  });
});
