// What an editor shows on hover for the companion's types: one flat object type, not an
// intersection of the groups the types build it from (issue #47, item 7). TypeScript 6.0 and 5.9
// answer through their language service (the quick info a hover shows); 7.0, whose JavaScript API
// is the unstable sync one, through its checker's typeToString of the same symbols.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import ts59 from 'typescript-5.9';
import { API } from 'typescript-7/unstable/sync';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mcp-hovers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));

// Each `hoverN` is hovered; the comment after it is what every compiler must show.
const CODE = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { expand, match, parse, resource, type ExpansionValues, type ResourceOptionsFor, type TemplateVariables } from 'mcp-resources';
const server = new McpServer({ name: 'a', version: '1' });
resource(server, 'reviews://{isbn}{?limit,sort}', (hover1) => hover1.isbn);
const hover2 = match('reviews://{isbn}{?limit,sort}', 'reviews://1');
const hover3 = parse('shelves://{a}/{b*}{?q}').match('shelves://a/b');
declare const hover4: TemplateVariables<'tags://{?a,b*}'>;
declare const hover5: ExpansionValues<'reviews://{isbn}{?limit,sort}'>;
resource(server, 'books://{isbn}{?lang}', (v) => v.isbn, { complete: { isbn: (value, hover6) => [value] } });
declare const hover7: ResourceOptionsFor<McpServer, 'books://{isbn}'>;
export { hover2, hover3, hover4, hover5, hover7, expand };
`;
const file = join(dir, 'hovers.ts');
writeFileSync(file, CODE);
const PATHS = {
  'mcp-resources': [join(root, 'types/index.ts')],
  'mcp-resources/grammar': [join(root, 'types/grammar/index.ts')],
  'mcp-resources/fs': [join(root, 'types/fs/index.ts')],
};
writeFileSync(
  join(dir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: 'ES2022',
      lib: ['ES2023'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      types: ['node'],
      paths: PATHS,
    },
    files: ['hovers.ts'],
  }),
);
const HOVERS = ['hover1', 'hover2', 'hover3', 'hover4', 'hover5', 'hover6', 'hover7'] as const;
const at = (name: string) => CODE.indexOf(name) + 1;

/** The hover text of each name, through a TypeScript 5.9 or 6.0 language service. */
function languageServiceHovers(typescript: typeof ts): Record<string, string> {
  const options = typescript.convertCompilerOptionsFromJson(
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: 'ES2022',
      lib: ['lib.es2023.d.ts'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      types: ['node'],
      paths: PATHS,
    },
    dir,
  ).options;
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) =>
      typescript.sys.fileExists(f) ? typescript.ScriptSnapshot.fromString(typescript.sys.readFile(f)!) : undefined,
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => typescript.getDefaultLibFilePath(o),
    fileExists: (f) => typescript.sys.fileExists(f),
    readFile: (f) => typescript.sys.readFile(f),
    readDirectory: (...args) => typescript.sys.readDirectory(...args),
    directoryExists: (d) => typescript.sys.directoryExists(d),
    getDirectories: (d) => typescript.sys.getDirectories(d),
  };
  const service = typescript.createLanguageService(host);
  return Object.fromEntries(
    HOVERS.map((name) => {
      const info = service.getQuickInfoAtPosition(file, at(name));
      const text = typescript.displayPartsToString(info?.displayParts).replace(/\s+/g, ' ');
      return [name, text.slice(text.indexOf(': ') + 2)];
    }),
  );
}

/** The type of each name as TypeScript 7's checker writes it. */
function typescript7Hovers(): Record<string, string> {
  const api = new API({ cwd: dir });
  try {
    const project = api.updateSnapshot({ openProjects: [join(dir, 'tsconfig.json')] }).getProjects()[0]!;
    return Object.fromEntries(
      HOVERS.map((name) => {
        const symbol = project.checker.getSymbolAtPosition(file, at(name))!;
        return [name, project.checker.typeToString(project.checker.getTypeOfSymbol(symbol)!)];
      }),
    );
  } finally {
    api.close();
  }
}

/** Property order follows the compiler's union order of the names, which the versions may differ on. */
const EXPECTED: Record<(typeof HOVERS)[number], RegExp> = {
  hover1:
    /^\{ isbn: string; (?:limit\?: string \| undefined; sort\?: string \| undefined; |sort\?: string \| undefined; limit\?: string \| undefined; )\}$/,
  hover2:
    /^\{ isbn: string; (?:limit\?: string \| undefined; sort\?: string \| undefined; |sort\?: string \| undefined; limit\?: string \| undefined; )\} \| null$/,
  hover3: /^\{ a: string; b: string\[\]; q\?: string \| undefined; \} \| null$/,
  hover4: /^\{ a\?: string \| undefined; b\?: string\[\] \| undefined; \}$/,
  hover5:
    /^\{ isbn: ExpansionValue; (?:limit|sort)\?: ExpansionValue \| undefined; (?:limit|sort)\?: ExpansionValue \| undefined; \}$/,
  hover6: /^CompletionContext<"books:\/\/\{isbn\}\{\?lang\}"> \| undefined$/,
  // The options with the SDK's metadata, as one object (long: the compilers elide the middle).
  hover7: /^\{ [^&]*\}$/,
};

describe('hovers show one object type', () => {
  for (const [label, hovers] of [
    ['TypeScript 6.0', () => languageServiceHovers(ts)],
    ['TypeScript 5.9', () => languageServiceHovers(ts59 as unknown as typeof ts)],
    ['TypeScript 7.0', typescript7Hovers],
  ] as const)
    it(label, () => {
      const shown = hovers();
      for (const name of HOVERS) expect(shown[name], name).toMatch(EXPECTED[name]);
    });
});
