// The check shapes of require-read-authorization's table, as prefer-not-found-on-deny reads them:
// the branch a check refuses in is a denial, whatever the check is called, so a denial that fails
// with another code than not-found is reported there; with the principal replaced by a value of the
// URI, the same throw answers no check (only a check known by its name still makes it a denial).
import { describe, expect, it } from 'vitest';
import rule from '../../rules/prefer-not-found-on-deny.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';
import { codeOf, shapes, WITH_PRINCIPAL, WITH_URI_VALUE } from './require-read-authorization.shapes.cases.js';

const DENIAL = 'new ProtocolError(ProtocolErrorCode.InvalidRequest, "unavailable")';
const deny = `throw ${DENIAL};`;

// The shapes whose handler refuses with its own `throw` (not in a helper, not by returning nothing).
const denying = shapes.filter((shape) => shape.body({ ...WITH_PRINCIPAL, deny }).includes(deny));

function position(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** The denial reported where it is constructed, with the not-found error suggested in its place. */
function denialError(code: string) {
  const start = code.indexOf(DENIAL);
  const from = position(code, start);
  const to = position(code, start + DENIAL.length);
  return {
    messageId: 'denialCodeDiffers' as const,
    data: { resource: 'resource "team-doc"', code: 'InvalidRequest', notFound: 'ResourceNotFoundError' },
    line: from.line,
    column: from.column,
    endLine: to.line,
    endColumn: to.column,
    suggestions: [
      { messageId: 'useNotFound' as const, output: code.replace(DENIAL, 'new ResourceNotFoundError(uri.href)') },
    ],
  };
}

ruleTester.run('prefer-not-found-on-deny (check shapes)', rule, {
  valid: denying
    .filter((shape) => !shape.named)
    .map((shape) => ({ name: `${shape.name}, with a URI value`, code: codeOf(shape, { ...WITH_URI_VALUE, deny }) })),
  invalid: [
    ...denying.map((shape) => {
      const code = codeOf(shape, { ...WITH_PRINCIPAL, deny });
      return { name: shape.name, code, errors: [denialError(code)] };
    }),
    // A check known by its name is one whatever it is given (require-read-authorization reports its identity).
    ...denying
      .filter((shape) => shape.named)
      .map((shape) => {
        const code = codeOf(shape, { ...WITH_URI_VALUE, deny });
        return { name: `${shape.name}, with a URI value`, code, errors: [denialError(code)] };
      }),
  ],
});

describe('prefer-not-found-on-deny on the check shapes', () => {
  it('most shapes deny with a throw of their own', () => {
    expect(denying.length).toBeGreaterThanOrEqual(25);
  });

  it('the denial of the issue’s isMember, drawn', () => {
    expect(underline(codeOf(denying[0]!, { ...WITH_PRINCIPAL, deny }), 'prefer-not-found-on-deny'))
      .toMatchInlineSnapshot(`
      "denialCodeDiffers:
        5 |   if (!(await isMember(ctx.http?.authInfo?.clientId, String(team)))) throw new ProtocolError(ProtocolErrorCode.InvalidRequest, "unavailable");
          |                                                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
