// The reviewers' verdicts on real-world reports (scripts/evaluate/realworld-verdicts.tsv), matched to a run.
import { existsSync, readFileSync } from 'node:fs';
import { ruleId } from '../../../bench/lint-bench/setup.js';

export const VERDICTS = ['defect', 'debatable', 'false-positive'];
export const HEADER = ['file', 'line', 'rule', 'verdict', 'reason'];

export const verdictKey = (file, line, rule) => `${file}\t${line}\t${ruleId(rule)}`;

/**
 * Reads a verdicts file: tab-separated `file line rule verdict reason`, one header line, `#`
 * comment lines and blank lines allowed. A missing file is an empty list. Malformed lines are
 * skipped and described in `problems`; a later line for the same (file, line, rule) replaces an
 * earlier one, with a problem noted.
 */
export function loadVerdicts(file) {
  const problems = [];
  const byKey = new Map();
  if (!existsSync(file)) return { entries: [], byKey, problems, missing: true };
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  lines.forEach((text, index) => {
    const lineNo = index + 1;
    if (!text.trim() || text.startsWith('#')) return;
    const fields = text.split('\t');
    if (fields[0] === HEADER[0] && fields[1] === HEADER[1]) return;
    const [name, line, rule, verdict, ...reason] = fields;
    if (!name || !/^\d+$/.test(line ?? '') || !rule) {
      problems.push(`line ${lineNo}: needs file<TAB>line<TAB>rule<TAB>verdict<TAB>reason`);
      return;
    }
    if (!VERDICTS.includes(verdict)) {
      problems.push(`line ${lineNo}: verdict "${verdict ?? ''}" is not one of ${VERDICTS.join(', ')}`);
      return;
    }
    const entry = {
      file: name,
      line: Number(line),
      rule: ruleId(rule),
      verdict,
      reason: reason.join('\t').trim(),
      lineNo,
    };
    const key = verdictKey(entry.file, entry.line, entry.rule);
    if (byKey.has(key))
      problems.push(
        `line ${lineNo}: repeats line ${byKey.get(key).lineNo} (same file, line and rule); the later one counts`,
      );
    byKey.set(key, entry);
  });
  return { entries: [...byKey.values()], byKey, problems, missing: false };
}

/**
 * Gives every report its verdict (or null) and returns the verdict entries that matched none.
 * `inScope(entry)` says whether an entry could have matched in this run (its repository linted,
 * its rule on); entries out of scope are counted, not called gone.
 */
export function matchVerdicts(reports, verdicts, inScope) {
  const matched = new Set();
  for (const report of reports) {
    const key = verdictKey(report.file, report.line, report.rule);
    const entry = verdicts.byKey.get(key);
    report.verdict = entry?.verdict ?? null;
    if (entry) matched.add(key);
  }
  const gone = [];
  let outOfScope = 0;
  for (const entry of verdicts.entries) {
    if (matched.has(verdictKey(entry.file, entry.line, entry.rule))) continue;
    if (inScope(entry)) gone.push(entry);
    else outOfScope++;
  }
  return { gone, outOfScope };
}
