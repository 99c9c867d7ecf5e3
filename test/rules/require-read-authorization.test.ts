import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import { describe, expect, it } from 'vitest';
import rule, { type Options } from '../../rules/require-read-authorization.js';
import { underline } from '../helpers/underline.js';
import {
  LOW,
  V1,
  V2,
  authenticationOnly,
  invalid,
  v2AuthenticationOnly,
  valid,
} from './require-read-authorization.cases.js';
import {
  authInfoInFile,
  evidenceInvalid,
  evidenceValid,
  publicValid,
  everyReadValid,
  ownerVariable,
  ownerWordForms,
} from './require-read-authorization.evidence.cases.js';
import { ruleTester } from './rule-tester.js';

/** The same case with `everyRead: true`: every read handler must check, evidence or not. */
function everyRead<T extends ValidTestCase<[Options]> | InvalidTestCase<string, [Options]>>(test: T): T {
  return { ...test, options: [{ ...test.options?.[0], everyRead: true }] };
}

// The handler-level cases assert what the analysis of checks, paths and identity finds; with
// `everyRead` (and in `strict`) every one of them reports, whatever the file shows.
ruleTester.run('require-read-authorization (everyRead)', rule, {
  valid: [...valid, ...everyReadValid].map(everyRead),
  invalid: invalid.map(everyRead),
});

// The default: a handler with no check is reported only on evidence that its resource belongs to a principal.
ruleTester.run('require-read-authorization', rule, {
  valid: [...valid, ...everyReadValid, ...evidenceValid, ...publicValid],
  invalid: evidenceInvalid,
});

/** The findings of require-read-authorization in `code`, drawn (the code's own part starts on line 3). */
const draw = (
  code: string,
  options: [(Options & { checkTestFiles?: boolean })?] = [],
  settings?: { filename: string },
) => underline(code, 'require-read-authorization', options, settings);
/** The same with `everyRead: true`, as the handler-level cases run. */
const drawEveryRead = (code: string, options: [Options?] = []) => draw(code, [{ ...options[0], everyRead: true }]);

// Where each finding is reported: the head of a handler with no checked path (`missing`), the return
// that a path reaches unchecked (`missingSome`), the call that takes its identity from the URI (`identityFromUri`).
describe('require-read-authorization (everyRead) underlines', () => {
  it('no check at all', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => {
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => {
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("authentication only: the handler's head", () => {
    expect(drawEveryRead(authenticationOnly)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a check inside one branch of an `if` covers only that branch', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (String(id).startsWith("private-")) {
    await authorize(extra.authInfo, id);
    return { contents: [{ uri: uri.href, text: "secret" }] };
  }
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missingSome:
        8 |   return { contents: [{ uri: uri.href, text: await load(id) }] };
          |   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('an early return before the check', () => {
    const code = `${V1}declare const cache: Map<unknown, string>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const hit = cache.get(id);
  if (hit) return { contents: [{ uri: uri.href, text: hit }] };
  await authorize(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missingSome:
        6 |   if (hit) return { contents: [{ uri: uri.href, text: hit }] };
          |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a check inside a loop body: the loop may run zero times', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{+path}", { list: undefined }), {}, async (uri, { path }, extra) => {
  for (const part of String(path).split("/")) {
    await authorize(extra.authInfo, part);
  }
  return { contents: [{ uri: uri.href, text: await load(path) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{+path}", { list: undefined }), {}, async (uri, { path }, extra) => {
          |                                                                                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('switch: one case checks, the default does not', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{kind}/{id}", { list: undefined }), {}, async (uri, { kind, id }, extra) => {
  switch (kind) {
    case "private":
      await authorize(extra.authInfo, id);
      return { contents: [{ uri: uri.href, text: "secret" }] };
    default:
      return { contents: [{ uri: uri.href, text: await load(id) }] };
  }
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missingSome:
        9 |       return { contents: [{ uri: uri.href, text: await load(id) }] };
          |       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('try/catch: a failing authorizer lands in the catch, which still answers', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  try {
    await authorize(extra.authInfo, id);
  } catch {
    return { contents: [{ uri: uri.href, text: "preview" }] };
  }
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missingSome:
        7 |     return { contents: [{ uri: uri.href, text: "preview" }] };
          |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a predicate gates only the branch where it was true', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  if (await canRead(extra.authInfo, id)) {
    return { contents: [{ uri: uri.href, text: await load(id) }] };
  }
  return { contents: [{ uri: uri.href, text: "summary" }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missingSome:
        7 |   return { contents: [{ uri: uri.href, text: "summary" }] };
          |   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a predicate called but not tested gates nothing', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const allowed = await canRead(extra.authInfo, id);
  console.log(allowed);
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a comparison that does not lead to a throw protects nothing after the `if`', () => {
    const code = `${V1}declare function find(id: unknown): Promise<{ ownerId: string; text: string }>;
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const doc = await find(id);
  if (doc.ownerId !== extra.authInfo?.clientId) console.warn("foreign read", id);
  return { contents: [{ uri: uri.href, text: doc.text }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the unchecked branch of `?:` in an expression body', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) =>
  (await canRead(extra, id)) ? { contents: [{ uri: uri.href, text: "full" }] } : { contents: [{ uri: uri.href, text: "teaser" }] });`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missingSome:
        4 |   (await canRead(extra, id)) ? { contents: [{ uri: uri.href, text: "full" }] } : { contents: [{ uri: uri.href, text: "teaser" }] });
          |                                                                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it("a check inside a nested callback is not on the handler's path", () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const check = async () => authorize(extra.authInfo, id);
  void check;
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('identity from a template variable: any client can claim to be anyone', () => {
    const code = `${V1}server.registerResource("inbox", new ResourceTemplate("mail://{user}/inbox", { list: undefined }), {}, async (uri, { user }) => {
  await authorize(user, uri);
  return { contents: [{ uri: uri.href, text: await load(user) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "identityFromUri:
        4 |   await authorize(user, uri);
          |         ^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('identity from the URI through a local, with a predicate', () => {
    const code = `${V1}server.registerResource("inbox", new ResourceTemplate("mail://{user}/inbox", { list: undefined }), {}, async (uri, variables, extra) => {
  const owner = String(variables.user);
  if (!(await canRead(owner, uri.pathname))) throw new Error("not found");
  return { contents: [{ uri: uri.href, text: await load(owner) }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "identityFromUri:
        5 |   if (!(await canRead(owner, uri.pathname))) throw new Error("not found");
          |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('static v1 handler `(uri, extra)`', () => {
    expect(
      drawEveryRead(
        `${V1}server.registerResource("settings", "config://settings", {}, async (uri, extra) => ({ contents: [{ uri: uri.href, text: await load(extra.sessionId) }] }));`,
      ),
    ).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("settings", "config://settings", {}, async (uri, extra) => ({ contents: [{ uri: uri.href, text: await load(extra.sessionId) }] }));
          |                                                              ^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('deprecated `server.resource(…)`', () => {
    expect(
      drawEveryRead(
        `${V1}server.resource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));`,
      ),
    ).toMatchInlineSnapshot(`
      "missing:
        3 | server.resource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));
          |                                                                                  ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('handlers passed by name: reported at their own head', () => {
    const code = `${V1}async function readDoc(uri: URL, { id }: Record<string, unknown>) {
  return { contents: [{ uri: uri.href, text: await load(id) }] };
}
const readIndex = async (uri: URL) => ({ contents: [{ uri: uri.href, text: "index" }] });
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, readDoc);
server.registerResource("index", "docs://index", {}, readIndex);`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | async function readDoc(uri: URL, { id }: Record<string, unknown>) {
          | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      missing:
        6 | const readIndex = async (uri: URL) => ({ contents: [{ uri: uri.href, text: "index" }] });
          |                   ^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a wrapper that is not an authorizer (not configured, code not here) covers nothing', () => {
    const code = `${V1}import { logged } from "./log.js";
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, logged(async (uri: URL) => ({ contents: [{ uri: uri.href, text: "x" }] })));`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, logged(async (uri: URL) => ({ contents: [{ uri: uri.href, text: "x" }] })));
          |                                                                                                     ^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a trusted wrapper in the file that skips its check on one path: reported in the wrapper', () => {
    const code = `${V1}const withAuth = (handler: (u: URL, v: Record<string, unknown>, e: { authInfo?: unknown }) => Promise<unknown>) =>
  async (uri: URL, vars: Record<string, unknown>, extra: { authInfo?: unknown }) => {
    if (uri.protocol === "public:") return handler(uri, vars, extra);
    await authorize(extra.authInfo, uri);
    return handler(uri, vars, extra);
  };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, withAuth(async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] })));`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missingSome:
        5 |     if (uri.protocol === "public:") return handler(uri, vars, extra);
          |                                            ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('SDK v2: authentication only, through ctx.http?.authInfo', () => {
    expect(drawEveryRead(v2AuthenticationOnly)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), { scopeChallenge: undefined }, async (uri, { id }, ctx) => {
          |                                                                                                                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('SDK v2 through a namespace import', () => {
    const code = `import * as mcp from "@modelcontextprotocol/server";
declare const server: mcp.McpServer; declare function load(...a: unknown[]): Promise<string>;
server.registerResource("doc", new mcp.ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new mcp.ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));
          |                                                                                                  ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('low-level handler without a check, and one whose only identity is the requested URI', () => {
    const code = `${LOW}low.setRequestHandler(ReadResourceRequestSchema, async (request) => ({ contents: [{ uri: request.params.uri, text: "x" }] }));
low.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  const { uri } = request.params;
  await authorize(uri);
  return { contents: [{ uri, text: "x" }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        4 | low.setRequestHandler(ReadResourceRequestSchema, async (request) => ({ contents: [{ uri: request.params.uri, text: "x" }] }));
          |                                                  ^^^^^^^^^^^^^^^^^^
      identityFromUri:
        7 |   await authorize(uri);
          |         ^^^^^^^^^^^^^^"
    `);
  });
  it('an SDK v2 handler passed by name', () => {
    const code = `${V2}async function readDoc(uri: URL, { id }: Record<string, unknown>, ctx: { http?: { authInfo?: unknown } }) {
  return { contents: [{ uri: uri.href, text: await load(id) }] };
}
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, readDoc);`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | async function readDoc(uri: URL, { id }: Record<string, unknown>, ctx: { http?: { authInfo?: unknown } }) {
          | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('SDK v1 aliased import', () => {
    const code = `import { McpServer as S, ResourceTemplate as RT } from "@modelcontextprotocol/sdk/server/mcp.js";
declare const server: S; declare function load(...a: unknown[]): Promise<string>;
server.registerResource("doc", new RT("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new RT("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));
          |                                                                                ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a low-level handler passed by name', () => {
    const code = `${LOW}const read = async (request: { params: { uri: string } }) => ({ contents: [{ uri: request.params.uri, text: "x" }] });
low.setRequestHandler(ReadResourceRequestSchema, read);`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        4 | const read = async (request: { params: { uri: string } }) => ({ contents: [{ uri: request.params.uri, text: "x" }] });
          |              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a wrapper in the file that is not configured and does not check: the handler is reported', () => {
    const code = `${V1}const timed = (handler: (u: URL) => Promise<unknown>) => async (uri: URL) => {
  const started = Date.now();
  try {
    return await handler(uri);
  } finally {
    console.log(Date.now() - started);
  }
};
server.registerResource("doc", "docs://index", {}, timed(async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] })));`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
       11 | server.registerResource("doc", "docs://index", {}, timed(async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] })));
          |                                                          ^^^^^^^^^^^^^^"
    `);
  });
  it('an async authorizer that is not awaited, and one whose rejection is swallowed, stop nothing', () => {
    const code = `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  authorize(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: "x" }] };
});
server.registerResource("other", new ResourceTemplate("docs://other/{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  await authorize(extra.authInfo, id).catch(() => undefined);
  return { contents: [{ uri: uri.href, text: "x" }] };
});`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      missing:
        7 | server.registerResource("other", new ResourceTemplate("docs://other/{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
          |                                                                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('SDK v2 wrapped: a wrapper in the file that only logs covers nothing', () => {
    const code = `${V2}const logged = (handler: (u: URL, v: unknown, c: unknown) => Promise<unknown>) => async (uri: URL, vars: unknown, ctx: unknown) => {
  console.log("read", uri.href);
  return handler(uri, vars, ctx);
};
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, logged(async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] })));`;
    expect(drawEveryRead(code)).toMatchInlineSnapshot(`
      "missing:
        7 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, logged(async (uri) => ({ contents: [{ uri: uri.href, text: "x" }] })));
          |                                                                                                     ^^^^^^^^^^^^^^"
    `);
  });
  it('scopeChallenge means nothing to SDK v1', () => {
    expect(
      drawEveryRead(
        `${V1}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), { scopeChallenge: () => undefined } as never, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));`,
      ),
    ).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), { scopeChallenge: () => undefined } as never, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));
          |                                                                                                                                        ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('with trustScopeChallenge off, a v2 scopeChallenge is not the check', () => {
    expect(
      drawEveryRead(
        `${V2}server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), { scopeChallenge: requireScopes("docs:read") }, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));`,
        [{ trustScopeChallenge: false }],
      ),
    ).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), { scopeChallenge: requireScopes("docs:read") }, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));
          |                                                                                                                                          ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

// The default: reported only on evidence that the resource belongs to a principal.
describe('require-read-authorization underlines', () => {
  it('a template variable naming an owner scope', () => {
    expect(draw(ownerVariable)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("policy", new ResourceTemplate("docs://team/{teamId}/policy/{name}", { list: undefined }), {}, async (uri, { teamId, name }) => ({
          |                                                                                                                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('snake_case and plural owner words', () => {
    expect(draw(ownerWordForms)).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("repo", new ResourceTemplate("git://{org_slug}/{projects}", { list: undefined }), {}, async (uri, { org_slug }) => ({ contents: [{ uri: uri.href, text: await load(org_slug) }] }));
          |                                                                                                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the file knows about authInfo (a tool reads it)', () => {
    expect(draw(authInfoInFile)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('another handler is checked: this one is not', () => {
    const code = `${V1}server.registerResource("private", new ResourceTemplate("private://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  await authorize(extra.authInfo, id);
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));`;
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        7 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: await load(id) }] }));
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a handler reads the session from its context, and hands out contents without a check', () => {
    const code = `${V1}declare const audit: { push(...a: unknown[]): void };
server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
  const who = extra.session;
  console.log("read by", who);
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {
          |                                                                                              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a test server, when asked to check test files', () => {
    expect(
      draw(
        `${V1}server.registerResource("policy", new ResourceTemplate("docs://team/{teamId}", { list: undefined }), {}, async (uri, { teamId }) => ({ contents: [{ uri: uri.href, text: await load(teamId) }] }));`,
        [{ checkTestFiles: true }],
        { filename: 'src/server.spec.ts' },
      ),
    ).toMatchInlineSnapshot(`
      "missing:
        3 | server.registerResource("policy", new ResourceTemplate("docs://team/{teamId}", { list: undefined }), {}, async (uri, { teamId }) => ({ contents: [{ uri: uri.href, text: await load(teamId) }] }));
          |                                                                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('a delegated return is no checked path: the other returns are reported as `missing`, not `missingSome`', () => {
    const code = `${V1}declare function run(...a: unknown[]): Promise<string>;
server.registerResource("doc", new ResourceTemplate("docs://team/{team}", { list: undefined }), {}, async (uri, { team }, extra) => {
  const text = await run(extra, team);
  if (text) return { contents: [{ uri: uri.href, text }] };
  return { contents: [{ uri: uri.href, text: await load(team) }] };
});`;
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("doc", new ResourceTemplate("docs://team/{team}", { list: undefined }), {}, async (uri, { team }, extra) => {
          |                                                                                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('passing the context to a logger is no delegation; a function that may return ends no path', () => {
    const code = `${V1}function check(allowed: boolean) { if (!allowed) throw new Error("denied"); }
server.registerResource("doc", new ResourceTemplate("docs://team/{team}/{id}", { list: undefined }), {}, async (uri, { team, id }, extra) => {
  console.info(extra);
  check(Boolean(team));
  return { contents: [{ uri: uri.href, text: await load(id) }] };
});`;
    expect(draw(code)).toMatchInlineSnapshot(`
      "missing:
        4 | server.registerResource("doc", new ResourceTemplate("docs://team/{team}/{id}", { list: undefined }), {}, async (uri, { team, id }, extra) => {
          |                                                                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
