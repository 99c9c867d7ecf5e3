// The path-security policy the adapter and the router apply to decoded values before a read
// handler runs: a value that could leave a directory when joined to it never reaches the handler.

/**
 * Which checks run on every decoded value (all on by default), and the variables spared. `Names`
 * are the names `exempt` may hold: a template's variables where `resource()` takes the policy, so
 * that a misspelt name, which would exempt nothing, is a compile error.
 */
export interface PathSecurity<Names extends string = string> {
  /** Reject a value with `..` as a path component (split on `/` and `\`): `a/../b`, `..`, `..\x`. `v1.0..v2.0` passes. */
  readonly rejectDotDot?: boolean;
  /**
   * Reject a value that looks like an absolute path: `/etc/passwd`, `\x`, `\\server\share`, and
   * any value that starts with one letter and a colon (`C:\Windows`, the drive-relative `C:foo`,
   * and `x:y`, which cannot be told from them).
   */
  readonly rejectAbsolute?: boolean;
  /** Reject a value holding a NUL character (`\0`), which file-system calls would cut or refuse. */
  readonly rejectNul?: boolean;
  /** Variables no check applies to (say a `{+query}` that never names a file). */
  readonly exempt?: readonly Names[];
}

/** A policy: the checks, or `false` for none at all. */
export type PathSecurityOption<Names extends string = string> = PathSecurity<Names> | false;

/** The check a value failed. */
export type PathViolation = 'dot-dot' | 'absolute' | 'nul';

/** A variable the policy rejected, and why. */
export interface RejectedVariable {
  readonly variable: string;
  readonly value: string;
  readonly violation: PathViolation;
}

const ABSOLUTE = /^(?:[/\\]|[A-Z]:)/i;

/**
 * `/x`, `\x`, `\\server\share`, `C:\x`, the drive-relative `C:x`, and so any "letter:" start: an
 * absolute path on some platform (a client does not know which one the server runs on).
 */
export const looksAbsolute = (value: string): boolean => ABSOLUTE.test(value);

// A list, whatever a JavaScript caller passed (a string would otherwise exempt its substrings).
// (`Array.isArray` narrows to `any[]`: the declared element type is put back.)
const exemptList = (policy: PathSecurity): readonly string[] =>
  Array.isArray(policy.exempt) ? (policy.exempt as readonly string[]) : [];

/** The first check `value` fails under `policy`, or `undefined` when it passes. */
export function pathViolation(value: string, policy: PathSecurityOption = {}): PathViolation | undefined {
  if (policy === false) return undefined;
  if (policy.rejectNul !== false && value.includes('\0')) return 'nul';
  if (policy.rejectAbsolute !== false && looksAbsolute(value)) return 'absolute';
  if (policy.rejectDotDot !== false && value.split(/[/\\]/).includes('..')) return 'dot-dot';
  return undefined;
}

/**
 * The first variable `policy` rejects, checking each item of a list; absent (`undefined`) and
 * exempted variables are not checked.
 */
export function rejectedVariable(
  variables: Readonly<Record<string, unknown>>,
  policy: PathSecurityOption = {},
): RejectedVariable | undefined {
  if (policy === false) return undefined;
  for (const [variable, value] of Object.entries(variables)) {
    if (exemptList(policy).includes(variable)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string') continue;
      const violation = pathViolation(item, policy);
      if (violation !== undefined) return { variable, value: item, violation };
    }
  }
  return undefined;
}

/**
 * A policy over a default (server- or router-wide): its own checks win, the exemptions add up,
 * and `false` on either side turns the checks off (an own policy turns a `false` default back on).
 */
export function mergeSecurity(
  defaults: PathSecurityOption | undefined,
  own: PathSecurityOption | undefined,
): PathSecurityOption {
  if (own === false) return false;
  if (own === undefined) return defaults ?? {};
  if (defaults === false || defaults === undefined) return own;
  return { ...defaults, ...own, exempt: [...exemptList(defaults), ...exemptList(own)] };
}
