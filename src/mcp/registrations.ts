// The registration model every rule reads, whichever SDK or framework wrote the code
// (src/mcp/frameworks/ turns each one's calls into it).
import type { TSESTree } from '@typescript-eslint/utils';
import type { StaticString } from '../source/index.js';
import type { ReadHandler } from './handlers.js';
import type { SdkGeneration } from './mcp-modules.js';
import type { Framework } from './frameworks/framework.js';

/** A place where a URI template is constructed: `new ResourceTemplate(t, …)` or `new UriTemplate(t)`. */
export interface TemplateConstruction {
  /** `new ResourceTemplate(…)`, or the framework's template property or argument. */
  readonly node: TSESTree.Node;
  readonly framework: Framework;
  /** `definition`: a framework's `uriTemplate: "…"` (or its `uri` for templates). */
  readonly className: 'ResourceTemplate' | 'UriTemplate' | 'definition';
  readonly sdk: SdkGeneration;
  /** The template argument as written. */
  readonly argument: TSESTree.Node;
  /** Its value, or `null` when not statically known. */
  readonly template: StaticString | null;
}

export type RegistrationApi =
  | 'registerResource'
  | 'resource'
  | 'setRequestHandler'
  | 'addResourceTemplate'
  | 'addResource'
  | 'template'
  | 'class'
  | 'handler'
  | 'decorator'
  | 'adapter'
  | 'route'
  | 'structure';

export interface ResourceRegistration {
  readonly api: RegistrationApi;
  /** Who registered it, and what may be claimed about how it is matched. */
  readonly framework: Framework;
  /** `template`: a ResourceTemplate; `static`: a fixed URI; `low-level`: a `resources/read` request handler. */
  readonly shape: 'template' | 'static' | 'low-level';
  readonly sdk: SdkGeneration;
  /**
   * Where it is registered: the registration call, or for a framework's definition object or
   * resource class, that object or class (its order among registrations is its position).
   */
  readonly call: TSESTree.Node;
  /** What it is registered on: registration order matters per server. */
  readonly server: { readonly key: string; readonly node: TSESTree.Node };
  readonly name: string | undefined;
  /** The URI-or-template argument. */
  readonly uriArgument?: TSESTree.Node;
  /** For `template`: the construction the argument resolves to (inline or through a const). */
  readonly construction?: TemplateConstruction;
  /** For `static`: the URI's value, when statically known. */
  readonly staticUri?: StaticString | null;
  readonly config?: TSESTree.ObjectExpression;
  readonly handler?: ReadHandler;
  /**
   * The argument the read handler is given by, whether or not it resolves to a function of the
   * project (a registrar's parameter does not): set by the scans whose registrations take one.
   */
  readonly handlerArgument?: TSESTree.Node;
  /** Query variables the registration itself gives a default (`resource()`'s `{ limit: 10 }`): never `undefined` in the handler. */
  readonly defaultedVariables?: ReadonlySet<string>;
  /**
   * The module the registration is written in, when that is another module of the project than the
   * linted file: its handler is in the linted file, its call and template are not.
   */
  readonly registeredIn?: string;
  /**
   * For a call of a registrar (`registerTemplate(server, URIS.doc, def)`, `registrar-calls.ts`): the
   * registering call inside the registrar; `call` is then the registrar's call, which gives the server
   * and the order.
   */
  readonly registeredBy?: TSESTree.Node;
}

/**
 * One framework's part of a file: registrations from the calls it recognizes, and its template constructions.
 * The visitors are functions, not methods: the walk calls them on their own, without the scan as `this`.
 */
export interface FrameworkScan {
  readonly fileSdk?: SdkGeneration;
  readonly visitCall?: (call: TSESTree.CallExpression) => ResourceRegistration | undefined;
  /** A class of the file, in the same walk (class-based resources). */
  readonly visitClass?: (
    node: TSESTree.ClassDeclaration | TSESTree.ClassExpression,
  ) => ResourceRegistration | undefined;
  /** An object literal of the file, in the same walk (definitions known by their structure). */
  readonly visitObject?: (node: TSESTree.ObjectExpression) => ResourceRegistration | undefined;
  /**
   * Registrations found without a call or class to visit (definitions registered elsewhere); after
   * the walk, which found `found` (the companion's adapter takes over the SDK registration of its handler).
   */
  registrations?(found?: readonly ResourceRegistration[]): readonly ResourceRegistration[];
  constructions?(): readonly TemplateConstruction[];
}
