// Wires @typescript-eslint/rule-tester into vitest: each valid/invalid case becomes a vitest test.
// Then, once a test file's tests have run, every rule case it linted (RuleTester cases and
// underline() calls) is linted again on ESLint and on Oxlint: the findings must be the same. And
// every suggestion ESLint offers there is applied and run: the fixed code must refuse every value
// the original refused (helpers/suggestion-safety.ts).
import { RuleTester } from '@typescript-eslint/rule-tester';
import { afterAll, describe, inject, it } from 'vitest';
import { recordedCases } from './helpers/host-cases.js';
import { findingsOnBothHosts } from './helpers/host-findings.js';
import { checkSuggestionSafety } from './helpers/suggestion-safety.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

afterAll(async () => {
  const cases = recordedCases();
  if (cases.length === 0) return;
  const { eslint, oxlint, suggested } = await findingsOnBothHosts(cases, inject('pluginBundle'));
  const differences = cases.flatMap((c, i) =>
    JSON.stringify(eslint[i]) === JSON.stringify(oxlint[i])
      ? []
      : [
          `${c.rule} ${JSON.stringify(c.options)} in ${c.filename}:\n${c.code}\n` +
            `  ESLint: ${JSON.stringify(eslint[i], null, 2)}\n  Oxlint: ${JSON.stringify(oxlint[i], null, 2)}`,
        ],
  );
  if (differences.length > 0)
    throw new Error(
      `Oxlint finds something else than ESLint in ${differences.length} of ${cases.length} rule cases:\n\n${differences.join('\n\n')}`,
    );
  const safety = await checkSuggestionSafety(suggested);
  // MCP_CASE_REPORT=1: each test file's figures, for the record.
  if (process.env.MCP_CASE_REPORT)
    console.log(
      `cases ${cases.length}, findings ${eslint.flat().length}; suggestions ${safety.suggestions}, ran ${safety.ran}, refusing ${safety.refusing}`,
    );
  if (safety.weakened.length > 0)
    throw new Error(
      `${safety.weakened.length} of ${safety.suggestions} suggestions let through what the original code refused:\n\n${safety.weakened.join('\n\n')}`,
    );
});
