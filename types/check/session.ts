// Every request of a run goes through here: at most `maxRequestsPerTemplate` per template, each given
// `timeoutMs` to answer, the whole run `maxTimeMs`. A request that gets no answer in time stops the
// run (a stalled server answers nothing after it either); so does a closed connection.
import { contentAnswer, errorAnswer, type Answer } from './answer.js';
import { CheckAbortedError, CheckUsageError } from './check-errors.js';

/** The request options both SDK generations' clients take (`RequestOptions`). */
export interface RequestOptionsLike {
  timeout?: number;
  signal?: AbortSignal;
}

/**
 * A connected client of either SDK generation (`Client` of `@modelcontextprotocol/sdk` v1 or of
 * `@modelcontextprotocol/client` v2), as far as the checks use it: read-only requests only.
 */
export interface ResourceClient {
  listResourceTemplates(params?: { cursor?: string }, options?: RequestOptionsLike): Promise<unknown>;
  listResources(params?: { cursor?: string }, options?: RequestOptionsLike): Promise<unknown>;
  readResource(params: { uri: string }, options?: RequestOptionsLike): Promise<unknown>;
  complete(
    params: { ref: { type: 'ref/resource'; uri: string }; argument: { name: string; value: string } },
    options?: RequestOptionsLike,
  ): Promise<unknown>;
  getServerCapabilities(): object | undefined;
}

/** How much a run may cost. */
export interface Bounds {
  /** Milliseconds one request may take before the run stops as stalled (default 10,000). */
  readonly timeoutMs: number;
  /** Milliseconds the whole run may take (default 120,000). */
  readonly maxTimeMs: number;
  /** Requests one template may cost; the checks it leaves out are noted (default 100). */
  readonly maxRequestsPerTemplate: number;
}

export const DEFAULT_BOUNDS: Bounds = Object.freeze({
  timeoutMs: 10_000,
  maxTimeMs: 120_000,
  maxRequestsPerTemplate: 100,
});

/** The bounds given, each checked: a positive whole number (no bound is a run that can hang). */
export function boundsOf(given: Partial<Bounds>): Bounds {
  const bounds = {
    timeoutMs: given.timeoutMs ?? DEFAULT_BOUNDS.timeoutMs,
    maxTimeMs: given.maxTimeMs ?? DEFAULT_BOUNDS.maxTimeMs,
    maxRequestsPerTemplate: given.maxRequestsPerTemplate ?? DEFAULT_BOUNDS.maxRequestsPerTemplate,
  };
  for (const [name, value] of Object.entries(bounds))
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new CheckUsageError(`${name} must be a positive whole number, not ${String(value)}`);
  return bounds;
}

/** Thrown when a template has used its requests: the template's remaining checks are skipped. */
export class BudgetSpent extends Error {
  override readonly name = 'BudgetSpent';
}

/** Counts of one run: its start, its requests, and the template being checked. */
export class RunState {
  readonly started = performance.now();
  requests = 0;
  templateRequests = 0;
  readonly bounds: Bounds;
  readonly onRequest: (() => void) | undefined;

  constructor(bounds: Bounds, onRequest?: () => void) {
    this.bounds = bounds;
    this.onRequest = onRequest;
  }

  elapsed(): number {
    return performance.now() - this.started;
  }

  /** A new template: its own count of requests. */
  beginTemplate(): void {
    this.templateRequests = 0;
  }
}

/** Marks our own timer firing (never seen outside `Session.call`). */
class Deadline extends Error {
  constructor(readonly ofRun: boolean) {
    super('deadline');
  }
}

/** The code of a failure of the client itself (never the server's answer), when it is one. */
function clientFailure(error: unknown): 'closed' | 'stalled' | 'transport' | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // v2's SdkError carries a string code; v1's McpError -32000 "Connection closed" and -32001 "Request timed out".
  if (code === 'CONNECTION_CLOSED' || (code === -32000 && /connection closed/i.test(String(message)))) return 'closed';
  if (code === 'REQUEST_TIMEOUT' || code === -32001) return 'stalled';
  if (typeof code === 'string') return 'transport';
  return undefined;
}

/** One principal's client in a run. */
export class Session {
  readonly client: ResourceClient;
  /** Who this client reads as, for the report (`undefined`: the one client of the run). */
  readonly principal: string | undefined;
  readonly run: RunState;

  constructor(client: ResourceClient, principal: string | undefined, run: RunState) {
    this.client = client;
    this.principal = principal;
    this.run = run;
  }

  /**
   * One request, bounded: `what` names it in a message ("resources/read notes://a"). Throws
   * `CheckAbortedError` when it gets no answer in time or the connection is gone; with `perTemplate`,
   * `BudgetSpent` instead of sending past the template's budget.
   */
  async call<T>(what: string, perTemplate: boolean, send: (options: RequestOptionsLike) => Promise<T>): Promise<T> {
    const { bounds } = this.run;
    if (perTemplate && this.run.templateRequests >= bounds.maxRequestsPerTemplate) throw new BudgetSpent();
    const left = bounds.maxTimeMs - this.run.elapsed();
    if (left <= 0) throw this.timeUp();
    const wait = Math.min(bounds.timeoutMs, left);
    this.run.requests += 1;
    if (perTemplate) this.run.templateRequests += 1;
    this.run.onRequest?.();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Deadline(wait < bounds.timeoutMs));
        controller.abort();
      }, wait);
    });
    try {
      // The SDK's own timeout a little later than ours, so that ours says what happened.
      return await Promise.race([send({ timeout: wait + 1000, signal: controller.signal }), deadline]);
    } catch (error) {
      if (error instanceof Deadline)
        throw error.ofRun
          ? this.timeUp()
          : new CheckAbortedError(
              'stalled',
              `the server did not answer ${what} within ${bounds.timeoutMs} ms: it is stalled or too slow for --timeout (request ${this.run.requests} of the run)`,
            );
      const failure = clientFailure(error);
      if (failure === 'closed')
        throw new CheckAbortedError(
          'closed',
          `the connection closed during ${what} (request ${this.run.requests} of the run)`,
        );
      if (failure === 'stalled')
        throw new CheckAbortedError('stalled', `the server did not answer ${what} within ${bounds.timeoutMs} ms`);
      if (failure === 'transport')
        throw new CheckAbortedError('transport', `${what} failed in the client: ${(error as Error).message}`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private timeUp(): CheckAbortedError {
    return new CheckAbortedError(
      'time',
      `the run passed its time limit of ${this.run.bounds.maxTimeMs} ms after ${this.run.requests} requests: raise --max-time or check fewer templates (--template)`,
    );
  }

  /** `resources/read` of `uri`, counted against the current template: the content, or the error answered. */
  async read(uri: string): Promise<Answer> {
    try {
      return contentAnswer(
        await this.call(`resources/read ${uri}`, true, (options) => this.client.readResource({ uri }, options)),
      );
    } catch (error) {
      if (error instanceof CheckAbortedError || error instanceof BudgetSpent) throw error;
      return errorAnswer(error);
    }
  }
}
