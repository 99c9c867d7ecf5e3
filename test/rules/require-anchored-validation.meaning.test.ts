// require-anchored-validation works out what a match means before it asks for `^…$`: a regex whose
// match refuses the value (a deny-list) is left alone, however the code reaches its decision, and
// anchoring is suggested only where a match lets the value through (anchoring narrows what passes).
import { describe, expect, it } from 'vitest';
import rule from '../../rules/require-anchored-validation.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

// Lines 1-2; each handler's body starts on line 4.
const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
/** `before` on line 3 (helpers), the handler of "docs://{name}" on line 4 with `body` from line 5. */
const handler = (body: string, before = '') =>
  `${v1}${before}\nserver.registerResource("r", new ResourceTemplate("docs://{name}", { list: undefined }), {}, async (uri, { name }) => {\n  const n = String(name);\n${body}\n  return { contents: [{ uri: uri.href, text: n }] };\n});`;
const deny = 'throw new Error("Resource not found");';

// Refusals: a match throws.
const refusals = [
  handler(`  const bad = /^[/\\\\]/.test(n);\n  if (bad) ${deny}`),
  handler(`  if (isBad(n)) ${deny}`, 'function isBad(value: string) { return /\\.\\./.test(value); }'),
  handler(`  if (!(!/\\.\\./.test(n))) ${deny}`),
  handler(`  const ok = !/^[/\\\\]/.test(n);\n  if (!ok) ${deny}`),
  handler(`  if (/^\\//.test(n) || /\\.\\./.test(n)) ${deny}`),
  handler(`  refuseIf(/\\.\\./.test(n));`, `function refuseIf(found: boolean) { if (found) ${deny} }`),
  handler(`  if (n.match(/\\.\\./) !== null) ${deny}`),
  handler(`  const hit = /\\.\\./.exec(n);\n  if (hit) {\n    console.warn("rejected", n);\n    ${deny}\n  }`),
];

// Acceptances: a match lets the value through; the suggestion anchors the regex where it is written.
const viaConst = (re: string) => handler(`  const ok = ${re}.test(n);\n  if (!ok) ${deny}`);
const viaHelper = (re: string) =>
  handler(`  if (!isValid(n)) ${deny}`, `const isValid = (value: string) => ${re}.test(value);`);
const viaEarlyReturn = (re: string) =>
  `${v1}\nserver.registerResource("r", new ResourceTemplate("docs://{name}", { list: undefined }), {}, async (uri, { name }) => {\n  const n = String(name);\n  if (${re}.test(n)) return { contents: [{ uri: uri.href, text: n }] };\n  ${deny}\n});`;
const viaAssert = (re: string) => `import assert from "node:assert";\n${handler(`  assert(${re}.test(n));`)}`;
const viaEnsure = (re: string) =>
  handler(`  ensure(${re}.test(n));`, `function ensure(valid: boolean) { if (!valid) ${deny} }`);

// Nothing decides on the match: reported, with no rewrite offered.
const undecided = handler(`  if (/[a-z]+/.test(n)) console.log("named");`);
const disagreeing = handler(
  `  const m = /[a-z]+/.test(n);\n  if (!m) ${deny}\n  if (m) console.log("named");\n  if (m) ${deny}`,
);

// `assert.equal(ok, false)`: an assertion whose meaning depends on what it compares with.
const comparedAssertion = `import assert from "node:assert";\n${handler('  assert.equal(/[a-z]+/.test(n), false);')}`;

const anchored = (code: string, from: string, to: string) => code.replace(from, to);

ruleTester.run('require-anchored-validation (what a match means)', rule, {
  valid: refusals.map((code) => ({ code })),
  invalid: [
    {
      code: viaConst('/[a-z]+/'),
      errors: [
        {
          messageId: 'unanchored',
          line: 6,
          column: 14,
          endLine: 6,
          endColumn: 22,
          suggestions: [{ messageId: 'anchor', output: anchored(viaConst('/[a-z]+/'), '/[a-z]+/', '/^[a-z]+$/') }],
        },
      ],
    },
    {
      code: viaHelper('/^[a-z]+/'),
      errors: [
        {
          messageId: 'unanchored',
          line: 3,
          column: 36,
          endLine: 3,
          endColumn: 45,
          suggestions: [{ messageId: 'anchor', output: anchored(viaHelper('/^[a-z]+/'), '/^[a-z]+/', '/^[a-z]+$/') }],
        },
      ],
    },
    {
      code: viaEarlyReturn('/^[a-z]+/'),
      errors: [
        {
          messageId: 'unanchored',
          line: 6,
          column: 7,
          endLine: 6,
          endColumn: 16,
          suggestions: [
            { messageId: 'anchor', output: anchored(viaEarlyReturn('/^[a-z]+/'), '/^[a-z]+/', '/^[a-z]+$/') },
          ],
        },
      ],
    },
    {
      code: viaAssert('/[a-z]+$/'),
      errors: [
        {
          messageId: 'unanchored',
          line: 7,
          column: 10,
          endLine: 7,
          endColumn: 19,
          suggestions: [{ messageId: 'anchor', output: anchored(viaAssert('/[a-z]+$/'), '/[a-z]+$/', '/^[a-z]+$/') }],
        },
      ],
    },
    {
      code: viaEnsure('/[a-z]+/'),
      errors: [
        {
          messageId: 'unanchored',
          line: 6,
          column: 10,
          endLine: 6,
          endColumn: 18,
          suggestions: [{ messageId: 'anchor', output: anchored(viaEnsure('/[a-z]+/'), '/[a-z]+/', '/^[a-z]+$/') }],
        },
      ],
    },
    {
      code: undecided,
      errors: [{ messageId: 'unanchored', line: 6, column: 7, endLine: 6, endColumn: 15, suggestions: [] }],
    },
    {
      code: comparedAssertion,
      errors: [{ messageId: 'unanchored', line: 7, column: 16, endLine: 7, endColumn: 24, suggestions: [] }],
    },
    {
      code: disagreeing,
      errors: [{ messageId: 'unanchored', line: 6, column: 13, endLine: 6, endColumn: 21, suggestions: [] }],
    },
  ],
});

describe('require-anchored-validation underlines: what a match means', () => {
  const draw = (code: string) => underline(code, 'require-anchored-validation');
  it('a deny-list seen through a const, a helper, negations, an ||, a function that throws on true: nothing', () => {
    for (const code of refusals) expect(draw(code), code).toBe('');
  });
  it('an allow-list seen through a const and through a helper of the file: the regex where it is written', () => {
    expect(draw(viaConst('/[a-z]+/'))).toMatchInlineSnapshot(`
      "unanchored:
        6 |   const ok = /[a-z]+/.test(n);
          |              ^^^^^^^^"
    `);
    expect(draw(viaHelper('/^[a-z]+/'))).toMatchInlineSnapshot(`
      "unanchored:
        3 | const isValid = (value: string) => /^[a-z]+/.test(value);
          |                                    ^^^^^^^^^"
    `);
  });
});
