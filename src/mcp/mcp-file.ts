// One file as the rules see it: cheap questions about its text, asked before any walk, and the
// model of its MCP code, built on first use. A file whose text answers no costs the rules nothing.
import type { TSESLint } from '@typescript-eslint/utils';
import { registerHostFile } from '../project/index.js';
import { perFile } from '../source/index.js';
import { holdsResourceWord, importsMcpModuleIn, isResourcePath } from './resource-words.js';
import { mayHoldHandlersOfOthers, registrationsOfImporters } from './importer-registrations.js';
import { buildModel, registrationsOfModule, type McpFileModel } from './model.js';
import { importsRegistrar } from './registrar-calls.js';
import { subclassRegistrations } from './subclass-registrations.js';

/** What the questions read of a rule's context. */
export type FileContext = { readonly sourceCode: Readonly<TSESLint.SourceCode>; readonly filename: string };

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
      isResourcePath(this.filename) ||
      mayHoldHandlersOfOthers(this.sourceCode) ||
      (EXTENDS.test(this.text) && subclassRegistrations(this.sourceCode).length > 0) ||
      (this.importsMcp && importsRegistrar(this.sourceCode, registrationsOfModule)));
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
