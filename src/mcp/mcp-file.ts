// One file as the rules see it: cheap questions about its text, asked before any walk, and the
// model of its MCP code, built on first use. A file whose text answers no costs the rules nothing.
import type { TSESLint } from '@typescript-eslint/utils';
import { registerHostFile } from '../project/index.js';
import { perFile } from '../source/index.js';
import { FRAMEWORKS, type FrameworkDescriptor } from './frameworks/index.js';
import { mayHoldHandlersOfOthers, registrationsOfImporters } from './importer-registrations.js';
import { buildModel, type McpFileModel } from './model.js';
import { subclassRegistrations } from './subclass-registrations.js';

/** What the questions read of a rule's context. */
export type FileContext = { readonly sourceCode: Readonly<TSESLint.SourceCode>; readonly filename: string };

const descriptors: readonly FrameworkDescriptor[] = FRAMEWORKS;
const unique = (sources: readonly string[]) => [...new Set(sources)];

/** The module specifiers of the SDKs and of the MCP frameworks built on them. */
const MCP_MODULE = new RegExp(`^(?:${unique(descriptors.flatMap((d) => d.modules)).join('|')})$`);
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;

/**
 * Every registration, handler and template construction the model finds is written with one of
 * the frameworks' words, and every use of the companion package names it: a file without any of
 * them has nothing for the rules.
 */
const RESOURCE_WORD = new RegExp(unique(descriptors.flatMap((d) => d.words)).join('|'));

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

/** Paths whose file holds a resource by where it lies (xmcp's resources folder). */
const RESOURCE_PATHS = descriptors.flatMap((d) => (d.resourcePath ? [d.resourcePath] : []));

/** A class that extends another: its base class may register it (`subclass-registrations.ts`). */
const EXTENDS = /\bextends\s/;

/** `.replace("{name}", …)`: an expression of a template replaced by hand. */
const REPLACE_OF_EXPRESSION = /\.replace(?:All)?\(\s*['"`]\{/;

/** The name of a URI template: `uriTemplate`, `URI_TEMPLATE`, `resourceUriTemplate`. */
const URI_TEMPLATE_NAME = /[Uu][Rr][Ii]_?[Tt](?:emplate|EMPLATE)/;

/** A file's answers and model, each worked out when first asked for. */
class McpFile {
  #mayHoldResources: boolean | undefined;
  #mayBuildUris: boolean | undefined;
  #importsMcp: boolean | undefined;
  #model: McpFileModel | undefined;
  private readonly text: string;

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly filename: string,
  ) {
    this.text = sourceCode.text;
  }

  /** Could this file register, read or construct a resource, or hold a handler another module registers? */
  get mayHoldResources(): boolean {
    return (this.#mayHoldResources ??=
      holdsResourceWord(this.text) ||
      RESOURCE_PATHS.some((path) => path.test(this.filename)) ||
      mayHoldHandlersOfOthers(this.sourceCode) ||
      (EXTENDS.test(this.text) && subclassRegistrations(this.sourceCode).length > 0));
  }

  /**
   * Could this file build a resource URI by hand: `://` in its text, a URI template's name, or a
   * `.replace("{name}", …)` (on a template another module holds)?
   */
  get mayBuildUris(): boolean {
    return (this.#mayBuildUris ??=
      this.text.includes('://') || URI_TEMPLATE_NAME.test(this.text) || REPLACE_OF_EXPRESSION.test(this.text));
  }

  /** Does the file import an MCP SDK or framework? */
  get importsMcp(): boolean {
    return (this.#importsMcp ??= importsMcpModuleIn(this.text));
  }

  /** The registrations, handlers and templates of the file (none when it holds no resource word). */
  get model(): McpFileModel {
    return (this.#model ??= buildModel(
      this.sourceCode,
      this.filename,
      this.mayHoldResources,
      this.mayHoldResources
        ? [
            ...registrationsOfImporters(this.sourceCode),
            ...(EXTENDS.test(this.text) ? subclassRegistrations(this.sourceCode) : []),
          ]
        : [],
    ));
  }
}

function importsMcpModuleIn(text: string): boolean {
  if (!/modelcontextprotocol|mcp/i.test(text)) return false;
  for (const match of text.matchAll(SPECIFIER)) if (MCP_MODULE.test(match[2]!)) return true;
  return false;
}

/** The file a rule's context is linting. */
const mcpFileOf = perFile((context: FileContext) => {
  // `createRule` has told the project layer already; a script reading the model directly has not.
  registerHostFile(context.sourceCode, context.filename);
  return new McpFile(context.sourceCode, context.filename);
});

/** Could this file register, read or construct a resource? The gate of most rules. */
export const mayHoldResources = (context: FileContext): boolean => mcpFileOf(context).mayHoldResources;

/** Could this file build a resource URI by hand? The gate of no-manual-expansion. */
export const mayBuildUris = (context: FileContext): boolean => mcpFileOf(context).mayBuildUris;

/** Does the file import an MCP SDK or framework? */
export const importsMcpModule = (context: FileContext): boolean => mcpFileOf(context).importsMcp;

/** The per-file model of the MCP code: every rule shares one parse per template per file. */
export const getMcpModel = (context: FileContext): McpFileModel => mcpFileOf(context).model;
