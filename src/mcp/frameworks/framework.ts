// What the rules may claim about the code that registered a resource. Each fact is shown by a
// test that runs the framework (test/frameworks/, test/runtime/ for the SDKs); a fact no test
// shows is `undefined`, and the rules that need it stay quiet for that framework.

export type FrameworkId = 'sdk' | 'fastmcp' | 'tmcp' | 'mcp-framework' | 'xmcp' | 'mcp-nest' | 'frontmcp';

export interface Framework {
  readonly id: FrameworkId;
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

/** A read result hands out its `contents` (the SDKs' `ReadResourceResult`). */
export const CONTENTS: ReadonlySet<string> = new Set(['contents']);

export const SDK: Framework = {
  id: 'sdk',
  label: 'the SDK',
  decodedOperators: new Set(),
  sdkMatcher: true,
  firstMatchWins: true,
  // The SDK's matcher needs every query variable (no match without one); the companion adapter leaves
  // absent ones undefined. require-query-defaults covers both through `sdkMatcher`.
  omittedQueryIsUndefined: undefined,
  passesUnknownQuery: false,
  matchesTemplates: true,
  staticTemplateFix: undefined,
  authorization: { principal: { kind: 'context' }, contentKeys: CONTENTS },
};
