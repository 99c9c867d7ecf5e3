// The generated table of check shapes (require-read-authorization.shapes.cases.ts): each shape with
// the session's principal is a check, and with the principal replaced by a value of the URI it is
// reported — at the handler's head (`missing`), or at the call when the check is known by its name
// (`identityFromUri`). Locations are worked out from the code and asserted exactly, by RuleTester and
// as underlines.
import { describe, expect, it } from 'vitest';
import rule from '../../rules/require-read-authorization.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';
import {
  codeOf,
  HANDLER_HEAD,
  shapes,
  WITH_PRINCIPAL,
  WITH_URI_VALUE,
  type Shape,
} from './require-read-authorization.shapes.cases.js';

interface Finding {
  readonly messageId: 'missing' | 'identityFromUri';
  readonly start: number;
  readonly end: number;
}

/** The end of the call that starts at `start` (`name(…)`): just past its closing parenthesis. */
function callEnd(code: string, start: number): number {
  let depth = 0;
  for (let at = code.indexOf('(', start); at < code.length; at++) {
    if (code[at] === '(') depth++;
    else if (code[at] === ')' && --depth === 0) return at + 1;
  }
  throw new Error(`no end to the call at ${start}`);
}

/** Where the shape with a URI value is reported. */
function expected(shape: Shape, code: string): Finding {
  const head = code.indexOf(HANDLER_HEAD);
  if (!shape.named) return { messageId: 'missing', start: head, end: head + HANDLER_HEAD.length };
  const start = code.indexOf(`${shape.named}(`, head);
  return { messageId: 'identityFromUri', start, end: callEnd(code, start) };
}

/** Line and column (both 1-based, as ESLint gives them) of an offset. */
function position(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** The finding drawn as `underline()` draws it (a range on one line). */
function drawn(code: string, { messageId, start, end }: Finding): string {
  const { line, column } = position(code, start);
  const text = code.split('\n')[line - 1]!;
  return `${messageId}:\n${String(line).padStart(3)} | ${text}\n    | ${' '.repeat(column - 1)}${'^'.repeat(end - start)}`;
}

const invalid = shapes.map((shape) => {
  const code = codeOf(shape, WITH_URI_VALUE);
  const finding = expected(shape, code);
  const from = position(code, finding.start);
  const to = position(code, finding.end);
  return {
    name: shape.name,
    code,
    errors: [
      { messageId: finding.messageId, line: from.line, column: from.column, endLine: to.line, endColumn: to.column },
    ],
  };
});

ruleTester.run('require-read-authorization (check shapes)', rule, {
  valid: shapes.map((shape) => ({ name: shape.name, code: codeOf(shape, WITH_PRINCIPAL) })),
  invalid,
});

describe('check shapes', () => {
  it('the table holds at least 30 shapes, each under a name of its own', () => {
    expect(shapes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(shapes.map((s) => s.name)).size).toBe(shapes.length);
  });

  it.each(shapes.map((shape) => [shape.name, shape] as const))('%s: a check with the principal', (_, shape) => {
    expect(underline(codeOf(shape, WITH_PRINCIPAL), 'require-read-authorization')).toBe('');
  });

  it.each(shapes.map((shape) => [shape.name, shape] as const))('%s: reported with a URI value', (_, shape) => {
    const code = codeOf(shape, WITH_URI_VALUE);
    expect(underline(code, 'require-read-authorization')).toBe(drawn(code, expected(shape, code)));
  });

  it('one drawn in full: the issue’s isMember', () => {
    expect(underline(codeOf(shapes[0]!, WITH_URI_VALUE), 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}/members/{member}", { list: undefined }), {}, async (uri, { team, member }, ctx) => {
          |                                                                                                                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
