// A run: the server's templates and resources listed (read-only requests only), every template
// checked in listing order, and a report of the findings, the requests each template cost and the time.
import type { Observed } from './answer.js';
import { CheckAbortedError, NoResourcesError } from './check-errors.js';
import type { Finding } from './finding.js';
import { completedSample } from './completion.js';
import { listAll, urisOf } from './listing.js';
import { boundsOf, RunState, Session, type Bounds, type ResourceClient } from './session.js';
import { runTemplate, type OtherPrincipal, type Sample } from './template-run.js';
import { templateShape, type TemplateShape } from './template-shape.js';

export interface CheckOptions extends Partial<Bounds> {
  /** URIs of resources that exist: their values are used, their reads checked (round trip, not-found uniformity). */
  readonly samples?: readonly string[];
  /** Check only these templates (as the server lists them); default: all. */
  readonly templates?: readonly string[];
  /**
   * A second principal: a client connected as someone else (another bearer token over HTTP, another
   * `authInfo` in process). Each URI in `owned` must look to it exactly like a resource that does not exist.
   */
  readonly other?: ResourceClient;
  /** URIs the main client's principal owns. Default: those its `resources/list` lists and the other's does not. */
  readonly owned?: readonly string[];
  /** Names of the two principals in findings (default `owner` and `other`). */
  readonly principals?: { readonly main?: string; readonly other?: string };
  /** Called as the run goes: a template begins or ends, a request is sent. */
  readonly onProgress?: (event: ProgressEvent) => void;
}

export type ProgressEvent =
  | { readonly type: 'template'; readonly template: string; readonly index: number; readonly total: number }
  | { readonly type: 'request'; readonly template: string | undefined; readonly requests: number }
  | { readonly type: 'template-done'; readonly report: TemplateReport };

/** One template of a run: what it cost, and what it found. */
export interface TemplateReport {
  readonly template: string;
  readonly requests: number;
  readonly ms: number;
  readonly findings: number;
}

export interface CheckResult {
  readonly findings: readonly Finding[];
  readonly templates: readonly TemplateReport[];
  /** Checks not run, and why (a budget spent, a prefix variable, a sample no template matches, …). */
  readonly notes: readonly string[];
  /** Requests sent, listings included. */
  readonly requests: number;
  readonly ms: number;
}

/** At most this many samples per template are read (given ones first). */
const MAX_SAMPLES = 5;
/** No template of any server matches it: the answer for it is the server's answer for an unknown resource. */
export const UNKNOWN_URI = 'mcp-resources-check-unknown://no-such-resource';

/** The first template matching `uri`, as the SDKs pick one. */
const templateOf = (shapes: readonly TemplateShape[], uri: string) => shapes.find((shape) => shape.match(uri) !== null);

/** A value (or a method) the server's capabilities declare. */
const declares = (client: ResourceClient, capability: string): boolean =>
  (client.getServerCapabilities() as Record<string, unknown> | undefined)?.[capability] !== undefined;

/** The server's answer for a URI no template matches. */
async function unknownAnswer(session: Session): Promise<Observed> {
  const answer = await session.read(UNKNOWN_URI);
  return { answer, sent: { uri: UNKNOWN_URI, values: {} } };
}

/** Runs every check on the server behind `client`; findings, notes and what each template cost. */
export async function runCheck(client: ResourceClient, options: CheckOptions = {}): Promise<CheckResult> {
  const bounds = boundsOf(options);
  let current: string | undefined;
  const run = new RunState(bounds, () =>
    options.onProgress?.({ type: 'request', template: current, requests: run.requests }),
  );
  const findings: Finding[] = [];
  const notes: string[] = [];
  const reports: TemplateReport[] = [];
  const result = (): CheckResult => ({
    findings,
    templates: reports,
    notes,
    requests: run.requests,
    ms: run.elapsed(),
  });
  const names = { main: options.principals?.main ?? 'owner', other: options.principals?.other ?? 'other' };
  const main = new Session(client, options.other ? names.main : undefined, run);
  try {
    if (!declares(client, 'resources'))
      throw new NoResourcesError('the server offers no resources: its capabilities at initialize have no "resources"');
    const listedTemplates = await listAll(main, 'resourceTemplates', notes);
    const listed = urisOf(await listAll(main, 'resources', notes));
    if (listedTemplates.length === 0 && listed.length === 0)
      throw new NoResourcesError(
        notes.length === 0
          ? 'the server offers no resources: resources/templates/list and resources/list are both empty'
          : `the server lists no resources (${notes.join('; ')})`,
      );

    const shapes: TemplateShape[] = [];
    for (const item of listedTemplates) {
      const template = item['uriTemplate'];
      if (typeof template !== 'string') continue;
      if (options.templates && !options.templates.includes(template)) continue;
      const shape = templateShape(template);
      if ('error' in shape)
        findings.push({
          check: 'template',
          template,
          value: 'the template itself',
          request: 'resources/templates/list',
          answer: `listed ${JSON.stringify(template)}`,
          expected: `an RFC 6570 template: ${shape.error}`,
        });
      else shapes.push(shape);
    }
    for (const wanted of options.templates ?? [])
      if (!listedTemplates.some((item) => item['uriTemplate'] === wanted))
        notes.push(`${wanted}: the server lists no such template`);
    if (shapes.length === 0) {
      notes.push(`no resource template to check (${listed.length} static resources listed)`);
      return result();
    }

    const samplesOf = new Map<TemplateShape, Sample[]>(shapes.map((shape) => [shape, []]));
    const add = (uri: string, source: Sample['source']) => {
      const shape = templateOf(shapes, uri);
      if (shape === undefined) {
        if (source === 'given') notes.push(`${uri}: no template checked matches this sample`);
        return;
      }
      const samples = samplesOf.get(shape)!;
      if (samples.length < MAX_SAMPLES && !samples.some((s) => s.uri === uri)) samples.push({ uri, source });
    };
    for (const uri of [...(options.samples ?? []), ...(options.owned ?? [])]) add(uri, 'given');
    for (const uri of listed) add(uri, 'listed');

    const unknown = await unknownAnswer(main);
    let other: OtherPrincipal | undefined;
    if (options.other) {
      const session = new Session(options.other, names.other, run);
      const seenByOther = options.owned ? undefined : new Set(urisOf(await listAll(session, 'resources', notes)));
      const owned = options.owned ?? listed.filter((uri) => !seenByOther!.has(uri));
      other = { session, unknown: await unknownAnswer(session), owned };
    }

    for (const [index, shape] of shapes.entries()) {
      current = shape.template;
      options.onProgress?.({ type: 'template', template: shape.template, index, total: shapes.length });
      run.beginTemplate();
      const started = performance.now();
      const before = findings.length;
      const report = () => ({
        template: shape.template,
        requests: run.templateRequests,
        ms: performance.now() - started,
        findings: findings.length - before,
      });
      try {
        const samples = samplesOf.get(shape)!;
        if (samples.length === 0 && declares(client, 'completions')) {
          const candidate = await completedSample(main, shape);
          if (candidate !== undefined && shape.match(candidate) !== null)
            samples.push({ uri: candidate, source: 'completion' });
        }
        const forTemplate: OtherPrincipal | undefined = other && {
          ...other,
          owned: other.owned.filter((uri) => templateOf(shapes, uri) === shape),
        };
        await runTemplate(shape, main, unknown, samples, forTemplate, main.principal, { findings, notes });
      } catch (error) {
        if (error instanceof CheckAbortedError) reports.push(report()); // what the stopped template cost
        throw error;
      }
      const done = report();
      reports.push(done);
      options.onProgress?.({ type: 'template-done', report: done });
    }
    return result();
  } catch (error) {
    if (error instanceof CheckAbortedError) error.partial = result();
    throw error;
  }
}
