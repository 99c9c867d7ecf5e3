// A finding: one request whose answer gives a bug away, with what it should have been.
import { describeAnswer, type Observed } from './answer.js';

/** Which check found it. */
export type CheckName = 'round-trip' | 'escape' | 'not-found' | 'template';

export interface Finding {
  readonly check: CheckName;
  /** The template as the server lists it. */
  readonly template: string;
  /** The variable the request put its value in, when one did. */
  readonly variable?: string;
  /** What the value was: `"Platform & Ops"`, `"../" encoded twice`, `a listed resource`, … */
  readonly value: string;
  /** Who read, when the run has two principals. */
  readonly principal?: string;
  /** The URI asked for (`resources/read`). */
  readonly request: string;
  /** The answer, in one line. */
  readonly answer: string;
  /** What the answer should have been. */
  readonly expected: string;
}

/** A finding from an observed request. */
export function findingOf(
  check: CheckName,
  template: string,
  observed: Observed,
  details: { variable?: string; value: string; principal?: string; expected: string },
): Finding {
  return {
    check,
    template,
    ...(details.variable === undefined ? {} : { variable: details.variable }),
    value: details.value,
    ...(details.principal === undefined ? {} : { principal: details.principal }),
    request: observed.sent.uri,
    answer: describeAnswer(observed.answer),
    expected: details.expected,
  };
}

/** A finding in one line: check, template, variable and value, request, answer, expected. */
export function formatFinding(finding: Finding): string {
  const where = finding.variable === undefined ? '' : ` ${finding.variable} = ${finding.value}`;
  const who = finding.principal === undefined ? '' : ` as ${finding.principal}`;
  const what = finding.variable === undefined ? ` (${finding.value})` : '';
  return `${finding.check} ${finding.template}${where}${what}: read ${finding.request}${who} → ${finding.answer}; expected ${finding.expected}`;
}
