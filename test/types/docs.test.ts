// types/docs/guide.md: every ```ts block compiles against the real SDKs, and every line marked
// `// @ts-expect-error` is an error (TypeScript reports an unused one as TS2578). The ```ts run
// blocks are also run (imported, with mcp-resources from its sources): their asserts must hold.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const page = readFileSync(join(root, 'types/docs/guide.md'), 'utf8');
const blocks = [...page.matchAll(/^```ts( run)?\n([\s\S]*?)^```$/gm)].map((match) => ({
  code: match[2]!,
  runs: match[1] !== undefined,
  line: page.slice(0, match.index).split('\n').length,
}));

const dir = mkdtempSync(join(tmpdir(), 'mcp-types-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
mkdirSync(join(dir, 'examples'));
// ES modules, as the examples' top-level await needs.
writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
const files = blocks.map((block, index) => {
  const file = join(dir, 'examples', `example-${index}.ts`);
  // Each block is its own module, as a reader would paste it.
  writeFileSync(file, `${block.code}\nexport {};\n`);
  return file;
});

function diagnosticsOf(file: string, program: ts.Program) {
  const sourceFile = program.getSourceFile(file)!;
  return ts.getPreEmitDiagnostics(program, sourceFile).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `line ${line}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('types/docs/guide.md', () => {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
    paths: {
      'mcp-resources': [join(root, 'types/index.ts')],
      'mcp-resources/grammar': [join(root, 'types/grammar/index.ts')],
      'mcp-resources/fs': [join(root, 'types/fs/index.ts')],
    },
  });

  it('has examples, some of them expected to fail', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(blocks.filter((block) => block.code.includes('@ts-expect-error')).length).toBeGreaterThanOrEqual(3);
  });

  blocks.forEach((block, index) => {
    it(`example at line ${block.line} compiles, with its expected errors`, () => {
      expect(diagnosticsOf(files[index]!, program)).toEqual([]);
    });
    if (block.runs) {
      it(`example at line ${block.line} runs`, async () => {
        await import(files[index]!);
      });
    }
  });

  it('runs the path-security examples', () => {
    expect(blocks.filter((block) => block.runs).length).toBeGreaterThanOrEqual(7);
  });
});
