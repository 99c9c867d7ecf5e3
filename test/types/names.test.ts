// The names of mcp-resources' two public entry points (issue #47, item 8): no name means one thing
// in `mcp-resources` and another in `mcp-resources/grammar` (the main entry's 0.2 names that
// did, ParsedTemplate, TemplateError and VariableSpec, are deprecated aliases now, removed in
// 0.4.0), and every export of the main entry has a doc comment, the text an editor shows.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(root, 'types/index.ts');
const GRAMMAR = join(root, 'types/grammar/index.ts');
const program = ts.createProgram([MAIN, GRAMMAR], {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: [],
});
const checker = program.getTypeChecker();

/** The exports of an entry point, each resolved to its declaration. */
function exportsOf(file: string): Map<string, ts.Symbol> {
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  return new Map(
    checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return [symbol.name, target];
    }),
  );
}

const deprecated = (symbol: ts.Symbol) =>
  symbol.getDeclarations()?.some((d) => ts.getJSDocTags(d).some((tag) => tag.tagName.text === 'deprecated')) ?? false;

const main = exportsOf(MAIN);
const grammar = exportsOf(GRAMMAR);

describe('the names of mcp-resources and mcp-resources/grammar', () => {
  it('share no name but the deprecated aliases of 0.2 and the types they both export as one', () => {
    // One declaration under one name in both (VariableKind) means one thing.
    const shared = [...main.keys()].filter((name) => grammar.has(name) && main.get(name) !== grammar.get(name)).sort();
    expect(shared).toEqual(['ParsedTemplate', 'TemplateError', 'VariableSpec']);
    for (const name of shared) expect(deprecated(main.get(name)!), name).toBe(true);
    for (const [old, renamed] of [
      ['ParsedTemplate', 'TemplateVariableGroups'],
      ['TemplateError', 'TemplateErrorMessage'],
      ['VariableSpec', 'ResourceVariableSpec'],
    ] as const) {
      expect(main.has(renamed), renamed).toBe(true);
      const text = ts.displayPartsToString(main.get(old)!.getJsDocTags(checker)[0]?.text);
      expect(text, old).toContain(`Renamed \`${renamed}\` in 0.3.0`);
    }
  });

  it('give every export of the main entry a doc comment', () => {
    const undocumented = [...main]
      .filter(([, symbol]) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() === '')
      .filter(([, symbol]) => !deprecated(symbol))
      .map(([name]) => name);
    expect(undocumented).toEqual([]);
    expect(main.size).toBeGreaterThan(70);
  });
});
