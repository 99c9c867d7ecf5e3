// What the rules may claim about the code that registered a resource. Each fact is shown by a
// test that runs the framework (test/frameworks/, test/runtime/ for the SDKs); a fact no test
// shows is `undefined`, and the rules that need it stay quiet for that framework.

export type FrameworkId = 'sdk' | 'fastmcp' | 'tmcp' | 'mcp-framework' | 'xmcp';

export interface Framework {
  readonly id: FrameworkId;
  /** How messages name it. */
  readonly label: string;
  /** Template values reach the read handler percent-decoded once (so a decode there is the second). */
  readonly decodesValues: boolean | undefined;
  /** Templates are matched by the SDK's `UriTemplate`, with its traps (query variables required, `{x*}`, …). */
  readonly sdkMatcher: boolean;
  /** The first registered template that matches a URI answers it, so a later one it covers is dead. */
  readonly firstMatchWins: boolean | undefined;
}

export const SDK: Framework = { id: 'sdk', label: 'the SDK', decodesValues: false, sdkMatcher: true, firstMatchWins: true };
