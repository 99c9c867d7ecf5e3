// Where a read handler fails, and whether each failure answers an authorization check: the errors
// prefer-not-found-on-deny compares with the not-found error.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { errorOf, type ErrorConstruction } from './deny-errors.js';
import { refusalAfter } from './decisions.js';
import type { AuthTarget } from './targets.js';
import { ownCodeOf, walkOwnBody, within } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface DenialSite {
  readonly error: ErrorConstruction;
  /** Inside the branch an authorization check takes when it fails. */
  readonly inDenyBranch: boolean;
  /** Inside a branch that answers an OS error (`e.code === "EACCES"`, a `catch` around no check) or a containment test. */
  readonly notADenial: boolean;
}

/**
 * Errors a handler throws or returns, with whether each sits on a denial branch: the failing side
 * of a check's `if`, or the `catch` around an authorizer. Errors under a test that only asks
 * whether someone is signed in are left out: that answer is the same for every URI.
 */
export function denialSites(target: AuthTarget, sourceCode: SourceCode): DenialSite[] {
  const denyBranches = new Set<TSESTree.Node>();
  const authenticationBranches = new Set<TSESTree.Node>();
  const otherBranches = new Set<TSESTree.Node>();
  const sites: { error: ErrorConstruction; node: TSESTree.Node }[] = [];
  const own = ownCodeOf(target.fn, sourceCode);
  for (const node of own.branches) {
    const gate = target.checks.gateOf(node);
    if (gate.whenFalse) denyBranches.add(node.consequent);
    if (gate.whenTrue && node.alternate) denyBranches.add(node.alternate);
    // `if (await allowed(user, team)) return { contents }; throw …`: what follows is the other side.
    const after = gate.whenTrue && node.type === 'IfStatement' ? refusalAfter(node, target.checks.refusal) : undefined;
    if (after) denyBranches.add(after);
    if (!gate.whenFalse && target.checks.isPresenceTest(node.test)) authenticationBranches.add(node.consequent);
    if (!gate.whenFalse && !gate.whenTrue && isOsErrorOrContainmentTest(node.test, sourceCode))
      otherBranches.add(node.consequent);
  }
  for (const node of own.tries) {
    // An authorizer that throws inside the `try` makes its `catch` the denial branch.
    const checked = own.calls.some((call) => within(call, node.block) && target.checks.isAssertion(call));
    (checked ? denyBranches : otherBranches).add(node.handler!.body);
  }
  for (const node of own.exits) {
    const error = errorOf(node.argument, sourceCode, node.type === 'ReturnStatement');
    if (error) sites.push({ error, node });
  }
  const inside = (node: TSESTree.Node, branches: Set<TSESTree.Node>) => {
    for (let current: TSESTree.Node | undefined = node; current && current !== target.fn; current = current.parent)
      if (branches.has(current)) return true;
    return false;
  };
  return sites
    .filter((site) => !inside(site.node, authenticationBranches))
    .map((site) => ({
      error: site.error,
      inDenyBranch: inside(site.node, denyBranches),
      notADenial: inside(site.node, otherBranches),
    }));
}

const OS_ERROR_CODE = /^E[A-Z]{2,}$/;
const CONTAINMENT_CALLS = new Set(['startsWith', 'isAbsolute', 'relative']);

/**
 * `e.code === "EACCES"`, `rel.startsWith("..")`, `!full.startsWith(root + sep)`, `path.isAbsolute(p)`:
 * tests of a file-system outcome or of containment, whose refusal is not an authorization answer.
 */
function isOsErrorOrContainmentTest(test: TSESTree.Node, sourceCode: SourceCode): boolean {
  let found = false;
  walkOwnBody({ body: test }, sourceCode.visitorKeys, (node) => {
    if (
      node.type === 'Literal' &&
      typeof node.value === 'string' &&
      (OS_ERROR_CODE.test(node.value) || node.value === '..')
    )
      found = true;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.property.type === 'Identifier' &&
      CONTAINMENT_CALLS.has(node.callee.property.name)
    )
      found = true;
  });
  return found;
}
