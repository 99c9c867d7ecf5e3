// eslint-plugin-mcp-resources/types (src/types-entry.ts) holds the companion's types only. A value
// imported from it (every run-time export of mcp-resources, the list below is checked against
// them) is a compile error that says where to import it from, not TS1362; the classes keep their
// type meaning, and every type still resolves. TypeScript 5.9, 6.0 and 7.0 agree that using one is
// an error (test/types/types-entry.test-d.ts); this file reads the message, on 6.0.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as runtime from '../types/index.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = join(root, 'src/types-entry.ts');

const VALUES = Object.keys(runtime).sort();
const CLASSES = VALUES.filter((name) => {
  const value: unknown = runtime[name as keyof typeof runtime];
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
});

function diagnostics(code: string): string[] {
  const file = join(root, 'test/types-entry.probe.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
    paths: {
      'eslint-plugin-mcp-resources/types': [entry],
      'mcp-resources': [join(root, 'types/index.ts')],
      'mcp-resources/grammar': [join(root, 'types/grammar/index.ts')],
      'mcp-resources/fs': [join(root, 'types/fs/index.ts')],
    },
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? code : readFile(name));
  host.fileExists = (
    (exists) => (name: string) =>
      name === file || exists(name)
  )(host.fileExists.bind(host));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
    const line = d.file!.getLineAndCharacterOfPosition(d.start!).line;
    return `${line}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('eslint-plugin-mcp-resources/types', () => {
  it("holds a hint for every run-time export of mcp-resources, and each one's use says where to import it from", () => {
    expect(VALUES.length).toBeGreaterThan(20);
    const code = [
      `import * as types from 'eslint-plugin-mcp-resources/types';`,
      ...VALUES.map((name) => `types.${name}();`),
    ].join('\n');
    const found = diagnostics(code);
    expect(found).toEqual(
      VALUES.map(
        (name, i) =>
          `${i + 1}: TS2349 This expression is not callable.   Type 'ImportFromMcpResources<"${name}">' has no call signatures.`,
      ),
    );
  });

  it('names the hint where a class is constructed, and keeps the classes and the other types as types', () => {
    expect(CLASSES).toEqual([
      'CompiledTemplate',
      'ResourceMiss',
      'TemplateLimitError',
      'TemplateSyntaxError',
      'TemplateValueError',
      'UnknownResourceError',
    ]);
    const code = [
      `import { TemplateSyntaxError, type CompiledTemplate, type TemplateVariables, type ReadResultLike } from 'eslint-plugin-mcp-resources/types';`,
      `export const error = new TemplateSyntaxError();`,
      `export function read(error: TemplateSyntaxError, template: CompiledTemplate<'x://{a}'>): string { return error.code + template.template; }`,
      `export const variables: TemplateVariables<'x://{a}{?b}'> = { a: '1' };`,
      `export const result: ReadResultLike = { contents: [{ uri: 'x://1', text: '' }] };`,
    ].join('\n');
    expect(diagnostics(code)).toEqual([
      `1: TS2351 This expression is not constructable.   Type 'ImportFromMcpResources<"TemplateSyntaxError">' has no construct signatures.`,
    ]);
  });
});
