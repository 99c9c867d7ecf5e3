// Why a check could not run to its end: each with a message that says what to do.

/** Why a run stopped before its end. */
export type AbortReason = 'stalled' | 'closed' | 'time' | 'transport';

/**
 * The run stopped: the server did not answer within the timeout, closed the connection, the
 * transport failed, or the run passed its time limit. `partial` holds what the run found before.
 */
export class CheckAbortedError extends Error {
  override readonly name = 'CheckAbortedError';
  readonly reason: AbortReason;
  /** The report of the templates checked before the run stopped (set by `runCheck`). */
  partial: unknown;

  constructor(reason: AbortReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The server offers nothing to check: no `resources` capability, or neither templates nor resources listed. */
export class NoResourcesError extends Error {
  override readonly name = 'NoResourcesError';
}

/** Neither SDK's client package can be loaded (an optional peer dependency of `mcp-resources`). */
export class MissingSdkError extends Error {
  override readonly name = 'MissingSdkError';
}

/** Options that cannot be used as given (a bound that is no positive number, two principals over stdio, …). */
export class CheckUsageError extends Error {
  override readonly name = 'CheckUsageError';
}
