// Not-found uniformity: a read the server refuses must look exactly like a read of a resource that
// does not exist, or the refusal tells that the resource is there. Two kinds of refused reads are
// known from outside: a resource that exists (listed, or given as a sample) but is refused to this
// client, and, with a second principal, a resource the first one owns.
import { looksMissing, type Observed } from './answer.js';
import { findingOf } from './finding.js';
import { absentValues, missExpectation, observe, type OtherPrincipal, type TemplateRun } from './template-run.js';

/** The template's miss most like `read`: the variable whose absent answer it matches, else the first one. */
function closestMiss(run: TemplateRun, read: Observed): { absent: Observed | undefined; missing: boolean } {
  const misses = [...run.absent.values()];
  const matching = misses.find((absent) => looksMissing(read, absent, run.unknown));
  if (matching) return { absent: matching, missing: true };
  // A template with no variables has no absent value: only the unknown URI's answer is a miss.
  const [first] = misses;
  if (first === undefined) return { absent: undefined, missing: looksMissing(read, run.unknown, run.unknown) };
  return { absent: first, missing: false };
}

/** Samples that exist but came back refused: each refusal must be the template's miss. */
export function checkRefusedSamples(run: TemplateRun, refused: readonly Observed[]): void {
  for (const read of refused) {
    const { absent, missing } = closestMiss(run, read);
    if (missing) continue;
    run.findings.push(
      findingOf('not-found', run.shape.template, read, {
        value: 'a resource that exists, refused',
        principal: run.principal,
        expected: `${missExpectation(absent ?? run.unknown)}: a refusal that differs tells that the resource exists`,
      }),
    );
  }
}

/**
 * With two principals: each URI the main one owns is read by it (content, or the check is skipped)
 * and by the other, whose answer must be exactly its own answer for a URI of this template that
 * cannot exist: content is a read across principals, another refusal tells that the resource exists.
 */
export async function checkOwnedReads(run: TemplateRun, other: OtherPrincipal): Promise<void> {
  if (other.owned.length === 0) return;
  const name = other.session.principal;
  const missingValues = absentValues(run.shape);
  const absent = await observe(other.session, run.shape.expand(missingValues), missingValues);
  for (const uri of other.owned) {
    const own = await run.main.read(uri);
    if (own.kind !== 'content') {
      run.notes.push(
        `${uri}: ${run.principal ?? 'its owner'} cannot read it, so it says nothing of ${name ?? 'the other principal'}'s read`,
      );
      continue;
    }
    const read = await observe(other.session, uri, run.shape.match(uri) ?? {});
    if (looksMissing(read, absent, other.unknown)) continue;
    const across = read.answer.kind === 'content';
    run.findings.push(
      findingOf('not-found', run.shape.template, read, {
        value: across
          ? `${run.principal ?? 'another principal'}'s resource, read across principals`
          : `${run.principal ?? 'another principal'}'s resource, refused`,
        principal: name,
        expected: `${missExpectation(absent)}${across ? '' : ': a refusal that differs tells that the resource exists'}`,
      }),
    );
  }
}
