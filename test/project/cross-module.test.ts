// Rules across modules: each fixture under test/fixtures/project/ is a small project on disk whose
// resources are spread over several modules. A finding is drawn where it is reported, in the file
// linted; a fact written in another module (a template, a helper, a handler) is read there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../../src/index.js';
import { holdsResourceWord } from '../../src/mcp/resource-words.js';
import { underline } from '../helpers/underline.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/project');

/** One rule over one file of a fixture project, read from disk with its real path. */
function lint(project: string, file: string, rule: string, options: unknown[] = []): string {
  const filename = path.join(fixtures, project, file);
  return underline(readFileSync(filename, 'utf8'), rule, options, { filename });
}

/** The messages of one rule over one file of a fixture project. */
function messages(project: string, file: string, rule: string, options: unknown[] = []): string[] {
  const filename = path.join(fixtures, project, file);
  return new Linter({ configType: 'flat' })
    .verify(
      readFileSync(filename, 'utf8'),
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { 'mcp-resources': plugin as never },
          rules: { [`mcp-resources/${rule}`]: ['error', ...options] as Linter.RuleEntry },
        },
      ],
      filename,
    )
    .map((m) => m.message);
}

describe('templates in a constants module, registered elsewhere', () => {
  it('valid-template: at the name of the constant, the object member, the static field and the factory call', () => {
    expect(lint('constants-module', 'src/server.ts', 'valid-template')).toMatchInlineSnapshot(`
      "unclosedExpression:
        8 | server.registerResource('doc', new ResourceTemplate(DOC_URI, { list: undefined }), {}, async (uri) => ({
          |                                                     ^^^^^^^
      duplicateVariable:
       26 | server.registerResource('page', new ResourceTemplate(Uris.PAGE, { list: undefined }), {}, async (uri) => ({
          |                                                      ^^^^^^^^^
      unclosedExpression:
       46 | server.resource('audit', createAuditTemplate(), async (uri, { org }) => ({
          |                          ^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-sdk-unsupported-template: the query of an imported object member', () => {
    expect(lint('constants-module', 'src/server.ts', 'no-sdk-unsupported-template')).toMatchInlineSnapshot(`
      "requiredQuery:
       21 |   new ResourceTemplate(RESOURCE_URIS.report, { list: undefined }),
          |                        ^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-template-as-static-uri: an imported template registered as a static URI', () => {
    expect(lint('constants-module', 'src/server.ts', 'no-template-as-static-uri')).toMatchInlineSnapshot(`
      "staticTemplate:
       30 | server.registerResource('status', STATUS_URI, {}, async (uri) => ({ contents: [{ uri: uri.href, text: 'up' }] }));
          |                                   ^^^^^^^^^^"
    `);
  });
  it('no-unknown-template-variable: a variable the imported template does not declare', () => {
    expect(lint('constants-module', 'src/server.ts', 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
       16 |   async (uri, { account, invoiceId }) => ({ contents: [{ uri: uri.href, text: \`\${account}/\${invoiceId}\` }] }),
          |                          ^^^^^^^^^"
    `);
  });
  it('require-query-defaults: a query variable of an imported template used without a default', () => {
    expect(lint('constants-module', 'src/server.ts', 'require-query-defaults')).toMatchInlineSnapshot(`""`);
  });
  it('no-shadowed-template: templates through a namespace import and a renaming re-export', () => {
    expect(lint('constants-module', 'src/server.ts', 'no-shadowed-template')).toMatchInlineSnapshot(`
      "shadowed:
       41 |   new ResourceTemplate(constants.POLICY_URI, { list: undefined }),
          |                        ^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the constants module itself holds no registration: nothing to report there', () => {
    for (const rule of ['valid-template', 'no-sdk-unsupported-template', 'no-shadowed-template'])
      expect(lint('constants-module', 'src/uris.ts', rule), rule).toBe('');
  });
});

describe('handlers exported by a module and registered by reference in another', () => {
  it('no-unknown-template-variable: in the handler module, with the template of server.ts', () => {
    expect(lint('handler-by-reference', 'src/handlers/documents.ts', 'no-unknown-template-variable'))
      .toMatchInlineSnapshot(`
        "unknownVariable:
          9 |   return { contents: [{ uri: uri.href, text: \`\${variables.title}: \${text}\` }] };
            |                                                           ^^^^^"
      `);
  });
  it('no-path-traversal: the {+path} of the registering module reaches the file system here', () => {
    expect(lint('handler-by-reference', 'src/handlers/documents.ts', 'no-path-traversal')).toMatchInlineSnapshot(`
      "traversal:
        8 |   const text = await readFile(path.join(ROOT, String(variables.team), String(variables.path)), 'utf8');
          |                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      reservedTraversal:
        8 |   const text = await readFile(path.join(ROOT, String(variables.team), String(variables.path)), 'utf8');
          |                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('require-read-authorization: the handler module is checked with the evidence of its own code', () => {
    expect(
      lint('handler-by-reference', 'src/handlers/documents.ts', 'require-read-authorization', [
        { everyRead: true, checkTestFiles: true },
      ]),
    ).toMatchInlineSnapshot(`
      "missing:
        7 | export async function readDocument(uri: URL, variables: Record<string, string | string[]>) {
          |        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('prefer-not-found-on-deny: a handler re-exported through an index and registered as a namespace member', () => {
    expect(lint('handler-by-reference', 'src/handlers/reports.ts', 'prefer-not-found-on-deny')).toMatchInlineSnapshot(`
      "denialLooksDifferent:
       10 |     throw new McpError(ErrorCode.InvalidRequest, 'Forbidden');
          |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the registering module does not report what belongs to the handler module', () => {
    for (const rule of ['no-unknown-template-variable', 'no-path-traversal', 'prefer-not-found-on-deny'])
      expect(lint('handler-by-reference', 'src/server.ts', rule), rule).toBe('');
  });
});

describe('a base class that registers, subclasses that hold the template and read', () => {
  it('no-unknown-template-variable: the subclass reads a variable its own template lacks', () => {
    expect(lint('base-class', 'src/resources/documents.ts', 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        9 |     return { contents: [{ uri: uri.href, text: \`\${variables.team}/\${variables.title}\` }] };
          |                                                                               ^^^^^"
    `);
  });
  it('valid-template: the subclass field is a template, underlined where it is written', () => {
    expect(lint('base-class', 'src/resources/documents.ts', 'valid-template')).toMatchInlineSnapshot(`
      "duplicateVariable:
       15 |   readonly uri = 'pages://{id}/{id}';
          |                                 ^^"
    `);
  });
  it('a subclass in a module that names no resource API is found through its imported base class', () => {
    const file = path.join(fixtures, 'base-class/src/resources/notes.ts');
    expect(holdsResourceWord(readFileSync(file, 'utf8'))).toBe(false);
    expect(lint('base-class', 'src/resources/notes.ts', 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        9 |     return { contents: [{ uri: uri.href, text: String(variables.ownr) }] };
          |                                                                 ^^^^"
    `);
  });
  it('the base class alone registers no template it could judge', () => {
    for (const rule of ['valid-template', 'no-unknown-template-variable'])
      expect(lint('base-class', 'src/resources/base.ts', rule), rule).toBe('');
  });
});

describe('helpers imported from other modules', () => {
  it('no-double-decode: a helper of another module that returns its argument decoded', () => {
    expect(lint('imported-helpers', 'src/server.ts', 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
       16 |     const decoded = decodeURIComponent(decodeSegment(String(name)));
          |                     ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('require-anchored-validation: an imported pattern and an imported validator, at their use here', () => {
    expect(lint('imported-helpers', 'src/server.ts', 'require-anchored-validation')).toMatchInlineSnapshot(`
      "unanchored:
       17 |     if (!NAME_PATTERN.test(decoded)) throw new Error('bad name');
          |          ^^^^^^^^^^^^^^^^^^^^^^^^^^
      unanchored:
       27 |     if (!isValidId(String(id))) throw new Error('bad id');
          |          ^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-path-traversal: a file helper of another module joins the {+path} value', () => {
    expect(lint('imported-helpers', 'src/server.ts', 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
       28 |     return { contents: [{ uri: uri.href, text: await readUnder('/srv/files', String(path)) }] };
          |                                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('prefer-not-found-on-deny: a denial made by a factory of another module', () => {
    expect(lint('imported-helpers', 'src/server.ts', 'prefer-not-found-on-deny')).toMatchInlineSnapshot(`
      "denialLooksDifferent:
       15 |     if (extra.authInfo?.clientId !== owner) throw accessDenied();
          |                                                   ^^^^^^^^^^^^^^"
    `);
  });
});

describe('values handed to other modules', () => {
  it('no-unknown-template-variable: a helper of another module reads a variable the template lacks', () => {
    expect(lint('imported-helpers', 'src/server.ts', 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariableInModule:
       36 |   async (uri, variables) => ({ contents: [{ uri: uri.href, text: describeProject(variables) }] }),
          |                                                                  ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-double-decode: a URI parser module returns decoded parts, which the low-level handler decodes again', () => {
    expect(lint('imported-helpers', 'src/low-level.ts', 'no-double-decode')).toMatchInlineSnapshot(`
      "doubleDecode:
        9 |   return { contents: [{ uri: request.params.uri, text: decodeURIComponent(name) }] };
          |                                                        ^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-manual-expansion: a template of another module filled in with .replace', () => {
    expect(lint('imported-helpers', 'src/links.ts', 'no-manual-expansion', [{ checkTestFiles: true }]))
      .toMatchInlineSnapshot(`
      "replaceTemplate:
        3 | export const sharedNoteLink = (name: string): string => SHARED_NOTE_URI.replace('{name}', name);
          |                                                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('messages about code in another module name that module', () => {
  it('the helper that reads an undeclared variable, and the helper that decodes a second time', () => {
    expect(messages('imported-helpers', 'src/server.ts', 'no-unknown-template-variable')).toEqual([
      '`describeProject` (in ./reader.ts) reads "projectName", which is not a variable of the template "projects://{name}", so it is always undefined there. The template declares: "name".',
    ]);
    expect(messages('imported-helpers', 'src/low-level.ts', 'no-double-decode')[0]).toMatch(
      /^`decodeURIComponent` decodes .* a second time: .* on line 4 of \.\/parse\.ts already decoded it/,
    );
  });
});

describe('imports that lead nowhere', () => {
  it('cycles, a module that does not parse, a missing module and a package: no finding, no crash', () => {
    for (const rule of ['valid-template', 'no-unknown-template-variable', 'no-template-as-static-uri'])
      expect(lint('edge-cases', 'src/server.ts', rule), rule).toMatchInlineSnapshot(`""`);
  });
});

describe('registrars that take the read handler from their caller', () => {
  it("no-unknown-template-variable: the caller's handler, with the registrar's own template or the caller's", () => {
    expect(lint('registrar-handlers', 'src/server.ts', 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        7 | addPolicyResource(server, async (uri, { team, policy }) => ({
          |                                               ^^^^^^
      unknownVariable:
       12 |   contents: [{ uri: uri.href, text: \`\${String(variables.owner)}/\${String(variables.noteId)}\` }],
          |                                                                                    ^^^^^^"
    `);
  });
  it("no-unknown-template-variable: a handler of a third module, checked in its own module with the registrar's template", () => {
    expect(lint('registrar-handlers', 'src/policies.ts', 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
        5 |   contents: [{ uri: uri.href, text: \`\${String(variables.team)}/\${String(variables.teamName)}\` }],
          |                                                                                   ^^^^^^^^"
    `);
  });
  it("require-read-authorization: a handler of a third module typed with the SDK's callback type is the registrar's resource, named so", () => {
    expect(messages('registrar-handlers', 'src/policies.ts', 'require-read-authorization')).toEqual([
      expect.stringMatching(/^The read handler of resource "policy" has no authorization check/),
    ]);
    expect(lint('registrar-handlers', 'src/policies.ts', 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        4 | export const readPolicy: ReadResourceTemplateCallback = async (uri, variables) => ({
          |                                                         ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('the registrar module reports nothing of handlers it does not hold', () => {
    expect(lint('registrar-handlers', 'src/registrars.ts', 'no-unknown-template-variable')).toBe('');
  });
});

describe("a handler typed with the SDK's callback type, registered by another module", () => {
  it("require-read-authorization: one resource, the registering module's, named by it", () => {
    expect(messages('typed-handler', 'src/handlers.ts', 'require-read-authorization')).toEqual([
      expect.stringMatching(
        /^The read handler of resource "invoice" has no authorization check .* "account" names an owner/,
      ),
    ]);
    expect(lint('typed-handler', 'src/handlers.ts', 'require-read-authorization')).toMatchInlineSnapshot(`
      "missing:
        4 | export const readInvoice: ReadResourceTemplateCallback = async (uri, variables) => ({
          |                                                          ^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('registrars: functions of another module that register, called with the server and the template', () => {
  it('valid-template: the template a call gives, at its argument', () => {
    expect(lint('registrars', 'src/server.ts', 'valid-template')).toMatchInlineSnapshot(`
      "unclosedExpression:
        9 | registerTemplateResource(server, BROKEN_TEMPLATE, { id: 'raw', read: async (uri) => uri });
          |                                  ^^^^^^^^^^^^^^^"
    `);
  });
  it("no-unknown-template-variable: a variable read by the callback a call gives, which the call's template lacks", () => {
    expect(lint('registrars', 'src/server.ts', 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
       19 |   query: (variables) => \`author:\${String(variables.user)}\`,
          |                                                    ^^^^"
    `);
  });
  it('no-shadowed-template: two registrars called in turn on one server, the first template covering the second', () => {
    expect(lint('registrars', 'src/server.ts', 'no-shadowed-template')).toMatchInlineSnapshot(`
      "shadowed:
       23 | registerProjectTasks(server);
          | ^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-shadowed-template: a registrar called again registers on another server; its own shadowing is reported in its module', () => {
    expect(lint('registrars', 'src/setup.ts', 'no-shadowed-template')).toBe('');
    expect(lint('registrars', 'src/resources/catalog.ts', 'no-shadowed-template')).toMatchInlineSnapshot(`
      "shadowed:
        8 |   server.registerResource('book', new ResourceTemplate('shop://books/{id}', { list: undefined }), {}, async (uri) => ({
          |                                                        ^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('valid-template: a module that calls the registrar of a module calling its own registrar', () => {
    expect(lint('registrars', 'src/mutual/tickets.ts', 'valid-template')).toMatchInlineSnapshot(`
      "unclosedExpression:
        6 |   registerTemplate(server, 'tickets://{queue/{id}', (uri) => \`\${ErrorCode.InvalidParams}:\${uri}\`);
          |                                       ^^^^^^^"
    `);
  });
  it('the registrars themselves: nothing is reported in their module (each finding is the caller’s)', () => {
    for (const rule of ['valid-template', 'no-unknown-template-variable', 'no-shadowed-template'])
      expect(lint('registrars', 'src/resources/register.ts', rule), rule).toBe('');
  });
});

describe('a handler module in a folder of its own, registered from another', () => {
  it("no-unknown-template-variable: its helper is imported from the handler's folder, not the registering module's", () => {
    expect(lint('nested-handler', 'src/notes/read.ts', 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariableInModule:
        5 |   return { contents: [{ uri: uri.href, text: noteKey(variables) }] };
          |                                              ^^^^^^^^^^^^^^^^^^"
    `);
  });
});
