// What the rules may claim about the code that registered a resource. Each fact is shown by a
// test that runs the framework (test/frameworks/, test/runtime/ for the SDKs); a fact no test
// shows is `undefined`, and the rules that need it stay quiet for that framework.

import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { FrameworkScan } from '../registrations.js';

export interface Framework {
  readonly id: string;
  /** How messages name it. */
  readonly label: string;
  /**
   * The operators whose values reach the read handler percent-decoded once ('' for a simple
   * `{x}`), so that a decode of them there is the second. An operator not listed: not decoded,
   * or not shown by a test; either way a decode there is not reported as the second.
   */
  readonly decodedOperators: ReadonlySet<string>;
  /** Templates are matched by the SDK's `UriTemplate`, with its traps (query variables required, `{x*}`, …). */
  readonly sdkMatcher: boolean;
  /** The first registered template that matches a URI answers it, so a later one it covers is dead. */
  readonly firstMatchWins: boolean | undefined;
  /** A query variable the client leaves out reaches the handler as `undefined` (the URI still matches). */
  readonly omittedQueryIsUndefined: boolean | undefined;
  /** Query parameters the template does not declare reach the handler too (FastMCP). */
  readonly passesUnknownQuery: boolean;
  /** Whether a read is matched against templates at all (mcp-framework only lists them). */
  readonly matchesTemplates: boolean;
  /**
   * A static URI with braces is served as that literal text only: how to register a template
   * instead. `undefined`: not shown, or (the SDK) the rule's own wording and suggestion.
   */
  readonly staticTemplateFix: string | undefined;
  /**
   * Where a read handler finds the session's principal, and which keys of its result hand contents
   * out. `undefined`: not shown, and the authorization rules stay quiet for that framework.
   */
  readonly authorization: FrameworkAuthorization | undefined;
}

export interface FrameworkAuthorization {
  readonly principal: PrincipalSource;
  readonly contentKeys: ReadonlySet<string>;
}

/**
 * - `context`: a member of the handler's context parameter (the SDKs' `extra.authInfo`, `ctx.http?.authInfo`);
 * - `parameter`: a parameter that is the principal itself, named `name` in messages when it has no name (FastMCP's `auth`);
 * - `server-member`: `<server>.<member>.<key>` on the server the handler is registered on (tmcp's `server.ctx.auth`).
 */
export type PrincipalSource =
  | { readonly kind: 'context' }
  | { readonly kind: 'parameter'; readonly name: string }
  | { readonly kind: 'server-member'; readonly member: string; readonly key: string };

/** A framework's facts, its id kept as a literal type (FrameworkId is derived from them). */
export const framework = <Id extends string>(facts: Framework & { readonly id: Id }): Framework & { readonly id: Id } =>
  facts;

/** A read result hands out its `contents` (the SDKs' `ReadResourceResult`). */
export const CONTENTS: ReadonlySet<string> = new Set(['contents']);

/** The facts of a matcher no test has run: only the claims that hold for any matcher are made. */
export const UNKNOWN_MATCHER = {
  decodedOperators: new Set<string>(),
  sdkMatcher: false,
  firstMatchWins: undefined,
  omittedQueryIsUndefined: undefined,
  // An unknown matcher may hand over query parameters the template does not declare.
  passesUnknownQuery: true,
  matchesTemplates: true,
  staticTemplateFix: undefined,
  authorization: undefined,
} as const;

export const SDK = framework({
  id: 'sdk',
  label: 'the SDK',
  decodedOperators: new Set(),
  sdkMatcher: true,
  firstMatchWins: true,
  // The SDK's matcher needs every query variable (no match without one), so none is ever undefined:
  // no-sdk-unsupported-template reports the query; the companion's adapter leaves absent ones undefined.
  omittedQueryIsUndefined: false,
  passesUnknownQuery: false,
  matchesTemplates: true,
  staticTemplateFix: undefined,
  authorization: { principal: { kind: 'context' }, contentKeys: CONTENTS },
});

/**
 * One SDK or framework, whole: what identifies it, what the text gate looks for, the facts its
 * registrations carry, and the scan that finds them. The adapter list, the gate's words and
 * `FrameworkId` are derived from the descriptors (./index.ts).
 */
export interface FrameworkDescriptor<Facts extends Framework = Framework> {
  /** How tests and docs name it. */
  readonly name: string;
  /** Regular-expression sources of the module specifiers it is imported by (whole specifiers). */
  readonly modules: readonly string[];
  /**
   * Regular-expression sources of the words every registration of it is written with: a file with
   * none of any framework's words is not walked.
   */
  readonly words: readonly string[];
  /** A file that holds a resource by where it lies, whatever its text (xmcp's resources folder). */
  readonly resourcePath?: RegExp;
  /** The facts of what it registers. */
  readonly frameworks: readonly Facts[];
  /** Finds its template constructions and registrations in a file; none when another room does (the companion). */
  readonly scan?: (
    program: TSESTree.Program,
    sourceCode: Readonly<TSESLint.SourceCode>,
    filename: string,
  ) => FrameworkScan | undefined;
}
