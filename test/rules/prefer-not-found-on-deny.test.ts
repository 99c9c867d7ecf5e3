import { describe, expect, it } from 'vitest';
import rule from '../../rules/prefer-not-found-on-deny.js';
import {
  catchAround,
  denialClass,
  deniedMessage,
  inWrapper,
  invalid,
  localFactory,
  lowLevel,
  otherCode,
  outsideCheck,
  rejection,
  v2Forbidden,
  v2OtherCode,
  valid,
} from './prefer-not-found-on-deny.cases.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

ruleTester.run('prefer-not-found-on-deny', rule, { valid, invalid });

/** The findings of prefer-not-found-on-deny in `code`, drawn. */
const draw = (code: string) => underline(code, 'prefer-not-found-on-deny');

// Where each finding is reported: the error the denial fails with.
describe('prefer-not-found-on-deny underlines', () => {
  it('a local factory builds the denial: the thrown value', () => {
    expect(draw(localFactory)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        5 |   if (!(await canRead(extra.authInfo, id))) throw denied(String(id));
          |                                                   ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a denial class in the failing branch of a predicate', () => {
    expect(draw(denialClass)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        4 |   if (!(await canRead(extra.authInfo, id))) throw new ForbiddenError();
          |                                                   ^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the not-found code, but a message that says "denied"', () => {
    expect(draw(deniedMessage)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        5 |   if (!(await canRead(extra.authInfo, id))) throw new McpError(ErrorCode.InvalidParams, "Access denied");
          |                                                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("a neutral message but another code than the file's own not-found", () => {
    expect(draw(otherCode)).toMatchInlineSnapshot(`
      "denialCodeDiffers:
        8 |   if (doc.ownerId !== extra.authInfo?.clientId) throw new McpError(ErrorCode.InvalidRequest, \`Resource \${uri} unavailable\`);
          |                                                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('SDK v2: a ProtocolError saying "Forbidden"', () => {
    expect(draw(v2Forbidden)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        4 |   if (!(await canRead(ctx.http?.authInfo, id))) throw new ProtocolError(ProtocolErrorCode.InvalidParams, "Forbidden");
          |                                                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('SDK v2: a neutral message with another code, in the alternate of a positive check', () => {
    expect(draw(v2OtherCode)).toMatchInlineSnapshot(`
      "denialCodeDiffers:
        7 |     throw new ProtocolError(ProtocolErrorCode.InvalidRequest, "unavailable");
          |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the catch around an authorizer is the denial branch', () => {
    expect(draw(catchAround)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        8 |     throw new Error("403");
          |           ^^^^^^^^^^^^^^^^"
    `);
  });
  it('returned as a rejection, from a handler passed by name, through a const', () => {
    expect(draw(rejection)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        7 |     const denied = new UnauthorizedError();
          |                    ^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a denial message outside any recognized check', () => {
    expect(draw(outsideCheck)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        6 |   if (!(await acl.allows(extra.authInfo, id))) throw new McpError(ErrorCode.InvalidParams, "You do not have permission to read this document");
          |                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('low-level handler', () => {
    expect(draw(lowLevel)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        8 |     throw new McpError(ErrorCode.InvalidRequest, "Permission denied");
          |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('inside a wrapper in the file', () => {
    expect(draw(inWrapper)).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        6 |     if (!(await canRead(extra.authInfo, uri))) throw new ForbiddenError("not allowed");
          |                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
