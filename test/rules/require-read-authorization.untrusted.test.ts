// What is not a check, and what the report says of it: a call that looks like one but is given the
// principal without the resource (`principalOnly`, the `predicates` option trusts it), or both for
// its effect with no code that throws on denial (`unprovenAuthorizer`, the `authorizers` option);
// tests of a check that refuse nothing; and the checks of one handler as evidence for another.
import { describe, expect, it } from 'vitest';
import rule from '../../rules/require-read-authorization.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const V2 = `import { McpServer, ResourceTemplate, ResourceNotFoundError } from "@modelcontextprotocol/server";
declare const server: McpServer; declare function load(...a: unknown[]): Promise<string>;
`;
const handler = (body: string, module = '') =>
  `${V2}${module}server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
${body}
  return { contents: [{ uri: uri.href, text: await load(String(team)) }] };
});`;

const principalOnly = handler(
  `  if (!(await isActive(ctx.http?.authInfo?.clientId))) throw new ResourceNotFoundError(uri.href);`,
  `declare function isActive(user: unknown): Promise<boolean>;\n`,
);
const notVisible = handler(
  `  await verifyMembership(ctx.http?.authInfo?.clientId, String(team));`,
  `declare function verifyMembership(user: unknown, team: string): Promise<void>;\n`,
);
const neverFails = handler(
  `  await recordRead(ctx.http?.authInfo?.clientId, String(team));`,
  `declare const audit: { push(entry: unknown): Promise<void> };
async function recordRead(user: unknown, team: string) {
  await audit.push({ user, team });
}
`,
);

ruleTester.run('require-read-authorization (untrusted checks)', rule, {
  valid: [
    // The options that trust them.
    { code: principalOnly, options: [{ predicates: ['isActive'] }] },
    { code: notVisible, options: [{ authorizers: ['verifyMembership'] }] },
  ],
  invalid: [
    {
      code: principalOnly,
      errors: [
        {
          messageId: 'principalOnly',
          data: { resource: 'resource "team-doc"', callee: 'isActive', line: '5' },
          line: 4,
          column: 102,
          endLine: 4,
          endColumn: 131,
        },
      ],
    },
    {
      code: notVisible,
      errors: [
        {
          messageId: 'unprovenAuthorizer',
          data: {
            resource: 'resource "team-doc"',
            callee: 'verifyMembership',
            line: '5',
            reason: 'its code is not in the project',
          },
        },
      ],
    },
    {
      code: neverFails,
      errors: [
        {
          messageId: 'unprovenAuthorizer',
          data: {
            resource: 'resource "team-doc"',
            callee: 'recordRead',
            line: '8',
            reason: 'its code throws on no failed check',
          },
        },
      ],
    },
  ],
});

/** The findings of require-read-authorization in `code`, drawn. */
const draw = (code: string) => underline(code, 'require-read-authorization');

describe('untrusted checks, at the handler’s head', () => {
  it('given the principal, nothing of the resource', () => {
    expect(draw(principalOnly)).toMatchInlineSnapshot(`
      "principalOnly:
        4 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('given both for its effect, its code not in the project', () => {
    expect(draw(notVisible)).toMatchInlineSnapshot(`
      "unprovenAuthorizer:
        4 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('given both for its effect, its code throws on no failed check', () => {
    expect(draw(neverFails)).toMatchInlineSnapshot(`
      "unprovenAuthorizer:
        7 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a call given the principal whose answer refuses nothing is not named', () => {
    const code = handler(
      `  const profile = await profileOf(ctx.http?.authInfo?.clientId);
  if (profile && typeof profile.name === "string") log.info(profile.name);`,
      `declare function profileOf(user: unknown): Promise<{ name?: string } | undefined>; declare const log: { info(...a: unknown[]): void };\n`,
    );
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a logger given both is no check, and not named as one', () => {
    const code = handler(
      `  logger.info(ctx.http?.authInfo?.clientId, uri.href);`,
      `declare const logger: { info(...a: unknown[]): void };\n`,
    );
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('tests of a check that decide nothing', () => {
  it('a check whose branches both go on: nothing after it is checked', () => {
    const code = handler(
      `  if (await isMember(ctx.http?.authInfo?.clientId, String(team))) log.info("member read");`,
      `declare function isMember(...a: unknown[]): Promise<boolean>; declare const log: { info(...a: unknown[]): void };\n`,
    );
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a check and another condition: refused only when both fail', () => {
    const code = handler(
      `  if (!(await isMember(ctx.http?.authInfo?.clientId, String(team))) && String(team).startsWith("private-")) throw new ResourceNotFoundError(uri.href);`,
      `declare function isMember(...a: unknown[]): Promise<boolean>;\n`,
    );
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a lookup given the principal whose result is handed out on one branch: a delegation, no check for the other', () => {
    const code = handler(
      `  const cached = await cache.read(ctx.http?.authInfo?.clientId, String(team));
  if (cached) return { contents: [{ uri: uri.href, text: cached }] };`,
      `declare const cache: { read(...a: unknown[]): Promise<string | undefined> };\n`,
    );
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a helper of the file whose check throws only in a callback', () => {
    const code = handler(
      `  await lookLater(ctx.http?.authInfo?.clientId, String(team));`,
      `declare function isMember(...a: unknown[]): Promise<boolean>;
async function lookLater(user: unknown, team: string) {
  setTimeout(async () => {
    if (!(await isMember(user, team))) throw new Error("not found");
  });
}
`,
    );
    expect(draw(code)).toMatchInlineSnapshot(`
      "unprovenAuthorizer:
        9 | server.registerResource("team-doc", new ResourceTemplate("teams://{team}", { list: undefined }), {}, async (uri, { team }, ctx) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

// The principal from a call given the context: nothing else in the file shows that reads belong to someone.
const checkedAndNot = `${V2}declare function isMember(...a: unknown[]): Promise<boolean>; declare function sessionOf(ctx: unknown): Promise<{ userId: string }>;
server.registerResource("doc", new ResourceTemplate("docs://{doc}", { list: undefined }), {}, async (uri, { doc }, ctx) => {
  const session = await sessionOf(ctx);
  if (!(await isMember(session.userId, String(doc)))) throw new ResourceNotFoundError(uri.href);
  return { contents: [{ uri: uri.href, text: await load(String(doc)) }] };
});
server.registerResource("note", new ResourceTemplate("notes://{id}", { list: undefined }), {}, async (uri, { id }) => ({
  contents: [{ uri: uri.href, text: await load(String(id)) }],
}));`;

ruleTester.run('require-read-authorization (a check by structure as evidence)', rule, {
  // Given no principal, the same call is no check: nothing shows that either resource belongs to anyone.
  valid: [{ code: checkedAndNot.replace('isMember(session.userId', 'isMember(String(doc)') }],
  invalid: [
    {
      code: checkedAndNot,
      errors: [
        {
          messageId: 'missing',
          data: {
            resource: 'resource "note"',
            principal: 'ctx.http?.authInfo',
            evidence: '`isMember()` checks a read on line 6',
          },
        },
      ],
    },
  ],
});

describe('a check known by what it does is evidence for the other handlers', () => {
  it('one handler checks with an unlisted name; the other, of a template with no owner word, does not', () => {
    expect(draw(checkedAndNot)).toMatchInlineSnapshot(`
      "missing:
        9 | server.registerResource("note", new ResourceTemplate("notes://{id}", { list: undefined }), {}, async (uri, { id }) => ({
          |                                                                                                ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
