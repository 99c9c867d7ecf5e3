// Cheap questions about a file's text, asked before any walk: does it import MCP code, and could it
// register, read or construct a resource at all? A file that answers no costs the rules nothing.
import type { TSESLint } from '@typescript-eslint/utils';
import { NO_LISTENERS, detachedRule, type GatedRuleParts, type TextGate } from '../rule/index.js';
import { perFile, sourceCodeOf, type FileContext } from '../source/index.js';

/** Module specifiers of the SDKs and of the MCP frameworks built on them. */
const MCP_MODULE =
  /^(?:@modelcontextprotocol\/|fastmcp$|tmcp$|@tmcp\/|mcp-framework$|xmcp(?:$|\/)|mcp-handler$|@vercel\/mcp-adapter$|mcp-use(?:$|\/)|@mcp-use\/|@frontmcp\/|@rekog\/mcp-nest$|agents\/mcp$)/;
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
const RESOURCE_WORDS: ReadonlyArray<
  readonly [before: string, stem: 'esource' | 'emplate' | 'Variables', after: string]
> = [
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
const [UPPER_E, LOWER_S, LOWER_M, UNDERSCORE, LOWER_U, LOWER_R, LOWER_I] = ['E', 's', 'm', '_', 'u', 'r', 'i'].map(
  (letter) => letter.charCodeAt(0),
);
const WORD_AT_STEM = new RegExp(
  RESOURCE_WORDS.map(([before, stem, after]) => `(?<=${before})${stem}(?=${after})`).join('|'),
  'y',
);
/** Sets the bit that tells an ASCII capital from its small letter: "U" | LOWER_CASE is "u". */
const LOWER_CASE = 0x20;

/**
 * "uri" in any case, then "_" or nothing, just before `at`: with the template stem at `at`, the name
 * of a URI template (`uriTemplate`, `URI_TEMPLATE`, `resourceUriTemplate`).
 */
function namesUriTemplateAt(text: string, at: number): boolean {
  const end = text.charCodeAt(at - 1) === UNDERSCORE ? at - 1 : at;
  return (
    end >= 3 &&
    (text.charCodeAt(end - 3) | LOWER_CASE) === LOWER_U &&
    (text.charCodeAt(end - 2) | LOWER_CASE) === LOWER_R &&
    (text.charCodeAt(end - 1) | LOWER_CASE) === LOWER_I
  );
}

// What the stems tell of a text, as bits (no object to make per file).
const RESOURCE_WORD = 1;
const URI_TEMPLATE_NAME_SEEN = 2;
/** The search stopped at a resource word before it saw a URI template's name. */
const URI_TEMPLATE_NAME_UNKNOWN = 4;

/** The marks of a file's text, found in one pass that starts at its first stem. */
function marksFrom(text: string, first: number): number {
  let uriTemplateName = false;
  STEMS.lastIndex = first;
  let marks = 0;
  // `test`, not `exec`: no match array to allocate per stem. Which stem ended at `lastIndex` is told
  // by letters at fixed places: "Variables" (9 letters) ends in s, "[Tt]EMPLATE" in E, and of the
  // other two (8 letters) "Template" has m where "Resource" has s, six from the end. A template
  // stem is where a URI template's name would end, so the name is looked for there and not in a
  // search of its own.
  while (STEMS.test(text)) {
    const end = STEMS.lastIndex;
    const last = text.charCodeAt(end - 1);
    if (last === UPPER_E) {
      // [Tt]EMPLATE: no resource word is written in capitals
      uriTemplateName ||= namesUriTemplateAt(text, end - 8);
      continue;
    }
    const variables = last === LOWER_S;
    if (!variables && text.charCodeAt(end - 6) === LOWER_M) uriTemplateName ||= namesUriTemplateAt(text, end - 8);
    // "Variables" is its own stem; the others start after their letter.
    WORD_AT_STEM.lastIndex = variables ? end - 9 : end - 7;
    if (WORD_AT_STEM.test(text)) {
      marks = RESOURCE_WORD | (uriTemplateName ? 0 : URI_TEMPLATE_NAME_UNKNOWN);
      break;
    }
  }
  STEMS.lastIndex = 0;
  return marks | (uriTemplateName ? URI_TEMPLATE_NAME_SEEN : 0);
}

/** The name of a URI template as the stems find it (namesUriTemplateAt), for a file whose search stopped early. */
const URI_TEMPLATE_NAME = /[Uu][Rr][Ii]_?[Tt](?:emplate|EMPLATE)/;

// The answers of both gates, as bits.
const HOLDS_RESOURCES = 1;
const BUILDS_URIS = 2;

/** xmcp serves the default export of a file under a `resources/(scheme)/` folder (src/mcp/frameworks/xmcp.ts). */
const XMCP_RESOURCE_PATH = /[\\/]resources[\\/](?:.*[\\/])?\([^\\/]+\)[\\/]/;

// The answers for the file asked about last: ESLint runs every rule of one file before the next
// file, so one slot serves them all. Set after the work, so that a file whose work throws leaves no
// answer behind.
let answeredFor: SourceCode | undefined;
let answers = 0;

/**
 * The `create` of every gated rule (each gate's `create`, which createRule gives its rules). It finds
 * its rule through `this`, works out both gates' answers for the first rule of a file (the text read
 * once, the path only when the text names no resource) and reads its rule's bit of them for every
 * other rule; a file with nothing for the rule gets one shared, frozen, empty listener object.
 *
 * What a file the gates turn away costs is set less by instructions than by memory: between two
 * calls of a rule's `create()` ESLint runs every other rule over the last file, so what the call
 * touches is rarely still in the processor's caches. Hence one `create()` for all the rules that
 * reads its rule through `this` (the object ESLint has just read) and the slot from this module, and
 * the answers worked out here in its body: for a file with no stem, nothing of ours is called but
 * `sourceCodeOf` (one property read, which the compiler inlines). Beside two copies of the build
 * whose `create()` called a gate that called the answering function, in one lint with the usual rules
 * (docs/performance.md): 1.6 µs less per such file (median of the files with no stem, 11.5 before).
 * Shapes that came out slower than those copies instead, by 1.1 to 4.6 µs: this body calling the
 * answering function, the path test left in two small functions, the answers fetched from one
 * function by every rule.
 */
export function gatedCreate<Context extends FileContext, Listeners>(
  this: GatedRuleParts<Context, Listeners> | undefined,
  context: Context,
): Listeners {
  const rule = this?.gate === undefined ? detachedRule<Context, Listeners>(context) : this;
  const sourceCode = sourceCodeOf(context);
  if (sourceCode !== answeredFor) {
    const text = sourceCode.text;
    // The search for the first stem is made here, not in marksFrom: most files hold no stem.
    const first = text.search(FIRST_STEM);
    const marks = first === -1 ? 0 : marksFrom(text, first);
    let found = 0;
    if (marks & RESOURCE_WORD) found = HOLDS_RESOURCES;
    else {
      // Read as filenameOf reads it (src/source/context.ts), in place. A path without a
      // parenthesis is answered before the expression runs.
      const filename = Reflect.get(context, 'filename') as string;
      if (filename.includes('(') && XMCP_RESOURCE_PATH.test(filename)) found = HOLDS_RESOURCES;
    }
    // A hand-built URI needs `://` in the text; a template filled in by `.replace` is named as one.
    if (
      text.includes('://') ||
      (marks & URI_TEMPLATE_NAME_UNKNOWN ? URI_TEMPLATE_NAME.test(text) : marks & URI_TEMPLATE_NAME_SEEN)
    )
      found |= BUILDS_URIS;
    answers = found;
    answeredFor = sourceCode;
  }
  return (answers & rule.bit) !== 0 ? rule.start(context) : (NO_LISTENERS as Listeners);
}

/** A gate: one bit of the answers, asked outside a rule's `create()` too (the model asks it). */
function gateFor(bit: number): TextGate {
  const gate = (context: FileContext): boolean => {
    // Outside a lint, or for a file no gated rule has seen: the answers from the same code, through
    // a rule that wants no bit.
    if (sourceCodeOf(context) !== answeredFor) gatedCreate.call(ASKING, context);
    return (answers & bit) !== 0;
  };
  return Object.assign(gate, { bit, create: gatedCreate });
}

/** Could this file register, read or construct a resource? */
export const mayHoldResources = gateFor(HOLDS_RESOURCES);

/** Could this file build a resource URI by hand: `://` in its text, or a URI template's name? */
export const mayBuildUris = gateFor(BUILDS_URIS);

const ASKING: GatedRuleParts<FileContext, unknown> = { gate: mayHoldResources, bit: 0, start: () => NO_LISTENERS };
