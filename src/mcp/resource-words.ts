// What a text tells before any parse: whether it holds a word of the resource APIs, whether it
// imports an MCP SDK or framework. The cheap tests of the gate, and of which modules the project
// layer reads.
import { FRAMEWORKS, type FrameworkDescriptor } from './frameworks/index.js';

const descriptors: readonly FrameworkDescriptor[] = FRAMEWORKS;
const unique = (sources: readonly string[]) => [...new Set(sources)];

/** The module specifiers of the SDKs and of the MCP frameworks built on them. */
const MCP_MODULE = new RegExp(`^(?:${unique(descriptors.flatMap((d) => d.modules)).join('|')})$`);
/** As the project room's: the keyword first, a statement's start asked after it. */
const SPECIFIER = /\b(?:from\s*|import\s*\(\s*|require\s*\(\s*|import(?<=^\s*import)\s+)(['"])([^'"\n]+)\1/gm;

/**
 * Every registration, handler and template construction the model finds is written with one of
 * the frameworks' words, and every use of the companion package names it: a file without any of
 * them has nothing for the rules.
 */
const RESOURCE_WORD = new RegExp(unique(descriptors.flatMap((d) => d.words)).join('|'));

/** Paths whose file holds a resource by where it lies (xmcp's resources folder). */
const RESOURCE_PATHS = descriptors.flatMap((d) => (d.resourcePath ? [d.resourcePath] : []));

/** Whether a file holds a resource by where it lies, whatever its text. */
export const isResourcePath = (filename: string): boolean => RESOURCE_PATHS.some((path) => path.test(filename));

/** Every resource word holds one of these stems (a test keeps it so). */
export const RESOURCE_STEM = /[Rr]esource|[Tt]emplate|Variables/;
const STEMS = new RegExp(RESOURCE_STEM.source, 'g');
/** How far a word reaches before its stem and after it, besides the white space of `\s*` (a test keeps it so). */
export const WORD_BEFORE_STEM = 12;
export const WORD_AFTER_STEM = 20;

/**
 * Whether the text holds a resource word. The words are tried only around each stem: most texts
 * that hold a stem hold no word, and one search for the words over a whole text costs several times
 * the search for the stems.
 */
export function holdsResourceWord(text: string): boolean {
  for (const stem of text.matchAll(STEMS)) {
    const stemEnd = stem.index + stem[0].length;
    let from = Math.min(stem.index - WORD_BEFORE_STEM, skip(text, stem.index, -1, SPACE) - 1);
    let to = Math.max(stemEnd + WORD_AFTER_STEM, skip(text, stemEnd, 1, SPACE) + 1);
    // Cut between words, so that `\b` at the ends of the window reads as it does in the text.
    from = skip(text, Math.max(0, from), -1, WORD_CHARACTER);
    to = skip(text, Math.min(text.length, to), 1, WORD_CHARACTER);
    if (RESOURCE_WORD.test(text.slice(from, to))) return true;
  }
  return false;
}

const SPACE = /\s/;
const WORD_CHARACTER = /\w/;

/** From `at`, the first position in `direction` whose next character (behind it for -1) is not of `kind`. */
function skip(text: string, at: number, direction: 1 | -1, kind: RegExp): number {
  let position = at;
  while (
    direction < 0
      ? position > 0 && kind.test(text[position - 1]!)
      : position < text.length && kind.test(text[position]!)
  )
    position += direction;
  return position;
}

/** Whether the text imports an SDK or framework module. */
export function importsMcpModuleIn(text: string): boolean {
  if (!/modelcontextprotocol|mcp/i.test(text)) return false;
  for (const match of text.matchAll(SPECIFIER)) if (MCP_MODULE.test(match[2]!)) return true;
  return false;
}

/** The marks `registerMarks` gives a module's text. */
export const RESOURCE_WORD_MARK = 1;
const MCP_IMPORT_MARK = 2;

/**
 * Whether a module may register resources or call what registers them, as a mark: it holds a
 * resource word (`RESOURCE_WORD_MARK`), or else imports an SDK or framework (`MCP_IMPORT_MARK`; a
 * server module calling another module's registrar holds neither `registerResource` nor
 * `ResourceTemplate`); `0` for neither. The test the project layer reads other modules by.
 */
export const registerMarks = (text: string): number =>
  holdsResourceWord(text) ? RESOURCE_WORD_MARK : importsMcpModuleIn(text) ? MCP_IMPORT_MARK : 0;
