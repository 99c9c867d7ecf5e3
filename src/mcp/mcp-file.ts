// Cheap questions about a file's text, asked before any walk: does it import MCP code, and could it
// register, read or construct a resource at all? A file that answers no costs the rules nothing.
import type { TSESLint } from '@typescript-eslint/utils';
import { filenameOf, perFile, sourceCodeOf, type FileContext } from '../source/index.js';

/** Module specifiers of the SDKs and of the MCP frameworks built on them. */
const MCP_MODULE = /^(?:@modelcontextprotocol\/|fastmcp$|tmcp$|@tmcp\/|mcp-framework$|xmcp(?:$|\/)|mcp-handler$|@vercel\/mcp-adapter$|mcp-use(?:$|\/)|@mcp-use\/|@frontmcp\/|@rekog\/mcp-nest$|agents\/mcp$)/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;
type SourceCode = Readonly<TSESLint.SourceCode>;

const importsInText = perFile((_ast: object, text: string): boolean => {
  if (!/modelcontextprotocol|mcp/i.test(text)) return false;
  for (const match of text.matchAll(SPECIFIER)) if (MCP_MODULE.test(match[2]!)) return true;
  return false;
});

export function importsMcpModule(sourceCode: SourceCode): boolean {
  return importsInText(sourceCode.ast, sourceCode.text);
}

/**
 * Every registration, handler and template construction the model finds is written with one of
 * these words, and every use of the companion package names it: a file without any of them has
 * nothing for the rules. Each word is written around the stem it holds, as regular-expression
 * source: what comes before the stem, the stem, what comes after.
 */
const RESOURCE_WORDS: ReadonlyArray<readonly [before: string, stem: 'esource' | 'emplate' | 'Variables', after: string]> = [
  ['registerR', 'esource', ''], // registerResource
  [String.raw`\.\s*r`, 'esource', String.raw`\s*\(`], // .resource(
  ['ReadR', 'esource', 'RequestSchema'], // ReadResourceRequestSchema
  ['r', 'esource', 's/read'], // resources/read
  ['R', 'esource', 'Template'], // ResourceTemplate
  ['UriT', 'emplate', ''], // UriTemplate
  ['mcp-r', 'esource', 's'], // mcp-resources
  ['addR', 'esource', ''], // addResource, addResourceTemplate
  [String.raw`\.\s*t`, 'emplate', String.raw`\s*\(`], // .template(
  ['defineT', 'emplate', String.raw`\b`], // defineTemplate
  ['defineR', 'esource', String.raw`\b`], // defineResource
  ['MCPR', 'esource', ''], // MCPResource
  [String.raw`\b`, 'Variables', String.raw`\b`], // Variables<"a://{x}">
  ['@R', 'esource', String.raw`\s*\(`], // @Resource(
];
/**
 * The stems with the letter every word puts before them (`Resource`, `resource`, `Template`,
 * `template`, `Variables`), and "EMPLATE" after a t or T for a template's name in capitals
 * (`mayBuildUris`). One search for them rules out most files faster than a search for the words
 * could (the letter in front makes the search skip further: about 15 % faster than the bare stems
 * on the development corpus); at each stem found, the words are tried there and only there (a
 * sticky expression that looks behind and ahead), so a file that mentions resources or templates
 * often but has no resource word is still read once.
 */
const STEMS = /[Rr]esource|[Tt]emplate|[Tt]EMPLATE|Variables/g;
// The same, not global: most files hold no stem at all, and a search that need not keep `lastIndex`
// reads them faster (about 15 % again); the global loop starts at its answer.
const FIRST_STEM = new RegExp(STEMS.source);
const [UPPER_E, LOWER_S, LOWER_M] = ['E', 's', 'm'].map((letter) => letter.charCodeAt(0));
const WORD_AT_STEM = new RegExp(RESOURCE_WORDS.map(([before, stem, after]) => `(?<=${before})${stem}(?=${after})`).join('|'), 'y');

interface TextMarks {
  /** One of the resource words occurs. */
  readonly resourceWord: boolean;
  /** "emplate" or "EMPLATE" occurs after a t or T; unknown when the search stopped at a resource word before seeing one. */
  readonly templateStem: boolean | undefined;
}

const NO_MARKS: TextMarks = { resourceWord: false, templateStem: false };

/** The marks of a file's text, found in one pass and kept for every rule that asks. */
const textMarks = perFile((_ast: object, text: string): TextMarks => {
  const first = text.search(FIRST_STEM);
  if (first === -1) return NO_MARKS;
  let templateStem = false;
  let resourceWord = false;
  STEMS.lastIndex = first;
  // `test`, not `exec`: no match array to allocate per stem. Which stem ended at `lastIndex` is told
  // by letters at fixed places: "Variables" (9 letters) ends in s, "[Tt]EMPLATE" in E, and of the
  // other two (8 letters) "Template" has m where "Resource" has s, six from the end.
  while (STEMS.test(text)) {
    const end = STEMS.lastIndex;
    const last = text.charCodeAt(end - 1);
    if (last === UPPER_E) {
      templateStem = true; // [Tt]EMPLATE: no resource word is written in capitals
      continue;
    }
    const variables = last === LOWER_S;
    if (!variables && text.charCodeAt(end - 6) === LOWER_M) templateStem = true;
    // "Variables" is its own stem; the others start after their letter.
    WORD_AT_STEM.lastIndex = variables ? end - 9 : end - 7;
    if (WORD_AT_STEM.test(text)) {
      resourceWord = true;
      break;
    }
  }
  STEMS.lastIndex = 0;
  return { resourceWord, templateStem: resourceWord && !templateStem ? undefined : templateStem };
});

const holdsResources = perFile((ast: object, context: FileContext): boolean => textMarks(ast, sourceCodeOf(context).text).resourceWord || mayBeXmcpResource(filenameOf(context)));

/** Could this file register, read or construct a resource? (Its context is read past the inline caches: src/source/context.ts.) */
export function mayHoldResources(context: FileContext): boolean {
  return holdsResources(sourceCodeOf(context).ast, context);
}

const URI_TEMPLATE_NAME = /uri_?template/i;
const TEMPLATE_STEM = /[Tt](?:emplate|EMPLATE)/;

const buildsUris = perFile((ast: object, text: string): boolean => {
  if (text.includes('://')) return true;
  const templateStem = textMarks(ast, text).templateStem ?? TEMPLATE_STEM.test(text);
  return templateStem && URI_TEMPLATE_NAME.test(text);
});

/** A hand-built URI needs `://` in the text; a template filled in by `.replace` is named or written with one. */
export function mayBuildUris(context: FileContext): boolean {
  const sourceCode = sourceCodeOf(context);
  return buildsUris(sourceCode.ast, sourceCode.text);
}

const XMCP_RESOURCE_PATH = /[\\/]resources[\\/](?:.*[\\/])?\([^\\/]+\)[\\/]/;

/**
 * xmcp serves the default export of a file under a `resources/(scheme)/` folder (src/mcp/frameworks/xmcp.ts).
 * Asked of every file that names no resource word: a path without a parenthesis is answered
 * before the expression runs (which cost more than the rest of such a file's gate, per profile).
 */
export function mayBeXmcpResource(filename: string): boolean {
  return filename.includes('(') && XMCP_RESOURCE_PATH.test(filename);
}
