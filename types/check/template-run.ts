// One template's checks: its samples read, the answer for a value that cannot exist taken per
// variable, then not-found uniformity, round trip and escape, each a request at a time.
import { describeAnswer, type Observed } from './answer.js';
import { findingOf, type Finding } from './finding.js';
import { absentValue } from './payloads.js';
import { BudgetSpent, type Session } from './session.js';
import { valueFor, type ShapeVariable, type TemplateShape, type Values } from './template-shape.js';
import { checkEscapes } from './escape.js';
import { checkRoundTrips } from './round-trip.js';
import { checkOwnedReads, checkRefusedSamples } from './uniformity.js';

/** A URI known to name a resource, and where it came from. */
export interface Sample {
  readonly uri: string;
  readonly source: 'given' | 'listed' | 'completion';
}

/** What the checks of one template share. */
export interface TemplateRun {
  readonly shape: TemplateShape;
  readonly main: Session;
  /** The main client's answer for a URI no template matches. */
  readonly unknown: Observed;
  /** The values of the other variables: a sample's when one has content, else the value that cannot exist. */
  readonly others: Values;
  /** Per variable: the answer when it alone holds the value that cannot exist. */
  readonly absent: ReadonlyMap<string, Observed>;
  readonly findings: Finding[];
  readonly notes: string[];
  /** The principal to name in findings, when the run has two. */
  readonly principal: string | undefined;
}

/** A second principal, and the URIs of this template the main one owns. */
export interface OtherPrincipal {
  readonly session: Session;
  readonly unknown: Observed;
  readonly owned: readonly string[];
}

/** Reads `uri` and keeps what was sent with the answer. */
export async function observe(session: Session, uri: string, values: Observed['sent']['values']): Promise<Observed> {
  return { answer: await session.read(uri), sent: { uri, values } };
}

/** Every variable with the value that cannot exist, but optional query variables, which are left out. */
export function absentValues(shape: TemplateShape): Values {
  const values: Record<string, string | readonly string[]> = {};
  for (const variable of shape.variables)
    if (variable.operator !== '?' && variable.operator !== '&')
      values[variable.name] = valueFor(variable, absentValue(variable.name));
  return values;
}

/** The absent value of `variable`, with the others as they are. */
export const withAbsent = (run: Pick<TemplateRun, 'others'>, variable: ShapeVariable): Values => ({
  ...run.others,
  [variable.name]: valueFor(variable, absentValue(variable.name)),
});

/** "the answer for a value that cannot exist (URI): error …", the expectation of most findings. */
export const missExpectation = (absent: Observed): string =>
  `the answer for a value that cannot exist (${absent.sent.uri}): ${describeAnswer(absent.answer)}`;

/**
 * Runs every check on one template, adding to the run's `findings` and `notes` as it goes (so that a
 * run that stops keeps what was found); a spent budget ends the template with a note.
 */
export async function runTemplate(
  shape: TemplateShape,
  main: Session,
  unknown: Observed,
  samples: readonly Sample[],
  other: OtherPrincipal | undefined,
  principal: string | undefined,
  { findings, notes }: { findings: Finding[]; notes: string[] },
): Promise<void> {
  try {
    // Samples first: one with content gives the other variables real values, so a request reaches
    // the code behind a first lookup (a team that exists) with the value under test. A listed one
    // must be content; a given one may be refused, as a miss.
    const readable: Values[] = [];
    const refused: Observed[] = [];
    for (const sample of samples) {
      const values = shape.match(sample.uri)!;
      const uri = shape.expand(values);
      const read = await observe(main, uri, values);
      if (read.answer.kind === 'content') {
        readable.push(values);
        if (!read.answer.contents.some((item) => item.uri === uri))
          findings.push(
            findingOf('round-trip', shape.template, read, {
              value: `a ${sample.source} resource`,
              principal,
              expected: `content whose uri is ${uri}, the URI asked for`,
            }),
          );
      } else if (sample.source === 'listed')
        // The server lists it for this client: it exists, and this client may read it.
        findings.push(
          findingOf('round-trip', shape.template, read, {
            value: 'a listed resource',
            principal,
            expected: `content: resources/list lists ${sample.uri}${sample.uri === uri ? '' : `, which RFC 6570 writes ${uri}`}`,
          }),
        );
      // A given sample or a completion may be another principal's: refused, it must look like a miss.
      else refused.push(read);
    }
    const others = readable[0] ?? absentValues(shape);
    const absent = new Map<string, Observed>();
    for (const variable of shape.variables) {
      const values = withAbsent({ others }, variable);
      absent.set(variable.name, await observe(main, shape.expand(values), { [variable.name]: values[variable.name]! }));
    }
    const run: TemplateRun = { shape, main, unknown, others, absent, findings, notes, principal };
    checkRefusedSamples(run, refused);
    if (other) await checkOwnedReads(run, other);
    await checkRoundTrips(run);
    await checkEscapes(run);
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    notes.push(
      `${shape.template}: its ${main.run.bounds.maxRequestsPerTemplate} requests (--max-requests) ran out; the checks after them were not run`,
    );
  }
}
