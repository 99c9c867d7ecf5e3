// Path shapes for require-read-authorization, one handler body each. A line ending in
// `// unchecked` is a return that some path reaches without a check (`missingSome`, at the return
// statement); a body marked `missing` has no checked path at all. The expected locations are
// computed from the markers, so each case reads as plain code.
import rule from '../../rules/require-read-authorization.js';
import { C, HEAD, cases, codeOf } from './require-read-authorization.paths.cases.js';
import { ruleTester } from './rule-tester.js';

function expectedErrors(body: string, missing: boolean | undefined) {
  const lines = body.split('\n');
  if (missing)
    return [
      {
        messageId: 'missing' as const,
        line: HEAD.line,
        column: HEAD.column,
        endLine: HEAD.line,
        endColumn: HEAD.endColumn,
      },
    ];
  return lines.flatMap((text, index) => {
    if (!text.endsWith('// unchecked')) return [];
    const indented = `  ${text}`;
    const start = indented.indexOf('return ');
    const end = indented.indexOf(' // unchecked');
    return [
      {
        messageId: 'missingSome' as const,
        line: HEAD.line + 1 + index,
        column: start + 1,
        endLine: HEAD.line + 1 + index,
        endColumn: end + 1,
      },
    ];
  });
}

// A conditional whose test is a predicate: the unchecked branch is the teaser, reported on its own.
const teaserCase = cases.find((c) => c.name === 'conditional branches judged apart')!;
const teaserLine = HEAD.line + 2;
const teaserText = `  return ok ? ${C} : { contents: [{ uri: uri.href, text: "teaser" }] };`;

ruleTester.run('require-read-authorization (paths)', rule, {
  valid: cases
    .filter((c) => c !== teaserCase && !c.missing && expectedErrors(c.body, false).length === 0)
    .map((c) => ({ name: c.name, code: codeOf(c.body) })),
  invalid: [
    ...cases
      .filter((c) => c !== teaserCase && (c.missing || expectedErrors(c.body, false).length > 0))
      .map((c) => ({ name: c.name, code: codeOf(c.body), errors: expectedErrors(c.body, c.missing) })),
    {
      name: teaserCase.name,
      code: codeOf(teaserCase.body),
      errors: [
        {
          messageId: 'missingSome' as const,
          line: teaserLine,
          column: teaserText.indexOf('{ contents: [{ uri: uri.href, text: "teaser"') + 1,
          endLine: teaserLine,
          endColumn: teaserText.length,
        },
      ],
    },
  ],
});
