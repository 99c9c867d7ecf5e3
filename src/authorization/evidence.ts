// Positive evidence that a resource belongs to a principal: without it, a read handler with no check
// is most often a single-user tool or public content, and reporting it is noise.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { calleeName } from './checks.js';
import type { AuthTarget } from './targets.js';
import type { McpFileModel, ResourceRegistration } from '../mcp/index.js';
import { ownCodeOf } from '../source/index.js';
import type { VariableSpec } from '../template/index.js';
import { declaredVariablesOf, textOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A call that looks like a check and is not trusted as one (`MissingCheckEvidence.untrustedCheck`). */
export type UntrustedCheck =
  | { readonly kind: 'principalOnly'; readonly callee: string; readonly line: string }
  | { readonly kind: 'unprovenAuthorizer'; readonly callee: string; readonly line: string; readonly reason: string };

/** Words of a variable name that say whose resource it is (`teamId`, `org_slug`, `{user}`). */
export const DEFAULT_OWNER_WORDS = [
  'tenant',
  'org',
  'organization',
  'organisation',
  'team',
  'user',
  'account',
  'customer',
  'workspace',
  'project',
  'owner',
  'member',
  'group',
  'company',
  'client',
];

// Members of a handler's context that carry the principal or the session's owner.
const PRINCIPAL_MEMBERS = new Set([
  'authInfo',
  'session',
  'user',
  'principal',
  'tenant',
  'tenantId',
  'userId',
  'identity',
  'claims',
  'auth',
]);
const AUTH_INFO = /\bauthInfo\b/;

/** `teamId` → team, id; `org_slug` → org, slug; `Users` → user. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Z0-9]+/i)
    .filter(Boolean)
    .map((word) => word.toLowerCase().replace(/s$/, ''));
}

/** The template variables that name an owner scope, in template order. */
export function ownerVariablesOf(variables: readonly VariableSpec[], ownerWords: ReadonlySet<string>): string[] {
  return variables.filter((v) => nameWords(v.name).some((w) => ownerWords.has(w))).map((v) => v.name);
}

/** A member access on the handler's context that reads the principal (`extra.authInfo`, `ctx.session`): its node. */
function principalRead(
  fn: TSESTree.Node,
  contextParam: TSESTree.Parameter | undefined,
  sourceCode: SourceCode,
): TSESTree.Node | undefined {
  if (contextParam?.type === 'ObjectPattern') {
    return contextParam.properties.find(
      (p) => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && PRINCIPAL_MEMBERS.has(p.key.name),
    );
  }
  if (contextParam?.type !== 'Identifier') return undefined;
  const variable = declaredVariablesOf(fn, sourceCode).find((v) => v.name === contextParam.name);
  for (const reference of variable?.references ?? []) {
    const parent = (reference.identifier as TSESTree.Node).parent;
    if (parent?.type !== 'MemberExpression' || parent.object !== reference.identifier || parent.computed) continue;
    if (parent.property.type === 'Identifier' && PRINCIPAL_MEMBERS.has(parent.property.name)) return parent;
  }
  return undefined;
}

/**
 * What shows that the file's reads are scoped to a principal, worded to follow "though" in a
 * message (what, and where): it mentions `authInfo` (unless it is a minified bundle), or some read
 * handler takes the principal from its context (`ctx.session`, and destructured `{ authInfo }`).
 * `undefined`: nothing does. Checks, wrappers and `scopeChallenge` used by other handlers are
 * evidence too; the rule adds those as it finds them.
 */
export function principalEvidence(
  registrations: readonly ResourceRegistration[],
  sourceCode: SourceCode,
): string | undefined {
  const line = (node: TSESTree.Node) => node.loc.start.line;
  // A bundle mentions `authInfo` in the SDK code it carries: only its handlers can show a principal.
  const authInfo = AUTH_INFO.exec(sourceCode.text);
  if (authInfo && !looksMinified(sourceCode.text))
    return `the file names \`authInfo\` (line ${sourceCode.getLocFromIndex(authInfo.index).line})`;
  // A principal kept on the server (tmcp's `server.ctx.auth`), read anywhere in the file.
  for (const member of new Set(
    registrations.map((r) => r.framework.authorization?.principal).filter((p) => p?.kind === 'server-member'),
  )) {
    const read = new RegExp(`\\.${member.member}\\??\\.${member.key}\\b`).exec(sourceCode.text);
    if (read)
      return `the file reads \`${member.member}.${member.key}\` (line ${sourceCode.getLocFromIndex(read.index).line})`;
  }
  for (const r of registrations) {
    if (!r.handler) continue;
    const read = principalRead(r.handler.fn, r.handler.contextParam, sourceCode);
    if (read) return `\`${textOf(read, sourceCode)}\` is read on line ${line(read)}`;
    const principal = r.handler.principalParam;
    if (usesParameter(r.handler.fn, principal, sourceCode))
      return `a handler uses its principal \`${principal?.type === 'Identifier' ? principal.name : 'auth'}\` (line ${line(principal!)})`;
  }
  return undefined;
}

/** A parameter that is the principal itself (FastMCP's `auth`), used in the handler. */
function usesParameter(fn: TSESTree.Node, param: TSESTree.Parameter | undefined, sourceCode: SourceCode): boolean {
  if (param?.type === 'ObjectPattern') return param.properties.length > 0;
  if (param?.type !== 'Identifier') return false;
  return !!declaredVariablesOf(fn, sourceCode).find((v) => v.name === param.name)?.references.length;
}

/** Minified or bundled code: long, with lines far longer than anyone writes. */
function looksMinified(text: string): boolean {
  if (text.length < 20_000) return false;
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return text.length / lines > 300;
}

/**
 * Why a read handler with no check on any path is reported, worded to follow "though" (what, and
 * where): the first check, wrapper or `scopeChallenge` the file shows, the `everyRead` option, the
 * file's principal (`principalEvidence`), or an owner variable of the template. `of` is `undefined`
 * without any: then no check is no finding.
 */
export class MissingCheckEvidence {
  private seenCheck: string | undefined;
  private fileEvidence: string | null | undefined;

  constructor(
    private readonly model: McpFileModel,
    private readonly sourceCode: SourceCode,
    private readonly options: { readonly everyRead: boolean; readonly ownerWords: ReadonlySet<string> },
  ) {}

  /** A check, wrapper or `scopeChallenge` seen in the file (what, and where): the first one seen is given. */
  sawCheck(evidence: string): void {
    this.seenCheck ??= evidence;
  }

  /**
   * A call in the handler that looks like a check but is not trusted as one, with what would make it
   * one: given the principal but nothing of the resource, its answer tested (`predicates`); or given
   * both for its effect, with no code that throws on denial in the project (`authorizers`).
   */
  untrustedCheck(target: AuthTarget): UntrustedCheck | undefined {
    const own = ownCodeOf(target.fn, this.sourceCode);
    const tested = own.branches.map((branch) => target.checks.principalOnlyTest(branch)).find((call) => !!call);
    const effect = own.calls.find((call) => !!calleeName(call) && target.checks.unprovenAssertion(call));
    // The first in the handler's code.
    const call = tested && (!effect || tested.range[0] < effect.range[0]) ? tested : effect;
    const callee = call && calleeName(call);
    if (!call || !callee) return undefined;
    const line = String(call.loc.start.line);
    if (call === tested) return { kind: 'principalOnly', callee, line };
    const reason =
      target.checks.unprovenAssertion(call) === 'not-visible'
        ? 'its code is not in the project'
        : 'its code throws on no failed check';
    return { kind: 'unprovenAuthorizer', callee, line, reason };
  }

  of(target: AuthTarget): string | undefined {
    const evidence = this.anyOf(target);
    if (evidence === undefined) return undefined;
    // A test that a principal exists proves only that someone signed in: say so first.
    const presence = ownCodeOf(target.fn, this.sourceCode).branches.find((branch) =>
      target.checks.isPresenceTest(branch.test),
    )?.test;
    return presence ? `its test on line ${presence.loc.start.line} only shows that someone signed in` : evidence;
  }

  private anyOf(target: AuthTarget): string | undefined {
    if (target.kind === 'wrapper') return 'it is an authorizing wrapper (the `wrappers` option)';
    if (this.seenCheck !== undefined) return this.seenCheck;
    if (this.options.everyRead) return 'the `everyRead` option asks for one in every handler';
    this.fileEvidence ??= principalEvidence(this.model.registrations, this.sourceCode) ?? null;
    if (this.fileEvidence !== null) return this.fileEvidence;
    const template = target.registration.construction?.template?.value;
    const variables = template === undefined ? [] : this.model.analyze(template).parsed.variables;
    const owner = ownerVariablesOf(variables, this.options.ownerWords)[0];
    return owner === undefined ? undefined : `its template variable "${owner}" names an owner`;
  }
}
