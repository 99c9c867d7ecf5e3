// Round trip: each variable given values that RFC 6570 must percent-encode (an "&", a "/", a space, a
// "%", characters outside ASCII), written by `expand`. Each must reach the template's handler and be
// read there as itself: the answer is content (whose uri is the URI asked for) or the template's own
// miss, never an error of another kind (a value decoded twice: "100%" then fails to decode) nor the
// answer for a URI no template matches (the value broke the URI apart before any handler saw it).
import { sameAnswer } from './answer.js';
import { findingOf } from './finding.js';
import { ROUND_TRIP_VALUES } from './payloads.js';
import { missExpectation, observe, type TemplateRun } from './template-run.js';
import { valueFor } from './template-shape.js';

export async function checkRoundTrips(run: TemplateRun): Promise<void> {
  const { shape, unknown } = run;
  for (const variable of shape.variables) {
    const absent = run.absent.get(variable.name)!;
    for (const value of ROUND_TRIP_VALUES) {
      const uri = shape.expand({ ...run.others, [variable.name]: valueFor(variable, value) });
      if (!URL.canParse(uri)) continue; // no server reads it as a URI; nothing to learn
      const read = await observe(run.main, uri, { [variable.name]: value });
      const details = { variable: variable.name, value: JSON.stringify(value), principal: run.principal };
      if (read.answer.kind === 'content') {
        if (!read.answer.contents.some((item) => item.uri === uri))
          run.findings.push(
            findingOf('round-trip', shape.template, read, {
              ...details,
              expected: `content whose uri is ${uri}, the URI asked for`,
            }),
          );
        continue;
      }
      if (absent.answer.kind === 'error' && sameAnswer(read.answer, read.sent, absent.answer, absent.sent)) continue;
      const unmatched =
        sameAnswer(read.answer, read.sent, unknown.answer, unknown.sent) &&
        !sameAnswer(absent.answer, absent.sent, unknown.answer, unknown.sent);
      const expected =
        absent.answer.kind === 'content'
          ? `content, as a value that cannot exist gets (${absent.sent.uri})`
          : `content, or ${missExpectation(absent)}`;
      run.findings.push(
        findingOf('round-trip', shape.template, read, {
          ...details,
          expected: unmatched
            ? `${expected}; this is the answer for a URI no template matches: the value never reached the handler`
            : expected,
        }),
      );
    }
  }
}
