// Route 9 of the value flow: a URI a client builds reaches readResource / subscribeResource through a
// helper's return, a second step, `.map`, an array, or an object sent later. Each is reported on its
// own, with no direct build of the same scheme in the file as evidence; the twins without the sink are not.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const client = (body: string) => `import { Client } from '@modelcontextprotocol/sdk/client/index.js';
declare const client: Client;
${body}`;
const rule = 'no-manual-expansion';
/** The same code with the resource sinks swapped for a call that sends no resource URI. */
const withoutSink = (code: string) =>
  code
    .replace(/client\.(readResource|subscribeResource)\(/g, 'client.callTool(')
    .replace("'resources/read'", "'tools/call'");

describe('a URI built in a helper', () => {
  const code = client(`function policyUri(team: string, name: string) {
  return \`policy://\${team}/\${name}\`;
}
export async function readPolicy(team: string, name: string) {
  return client.readResource({ uri: policyUri(team, name) });
}`);
  it('is reported where the helper builds it, reached from its call', () => {
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        4 |   return \`policy://\${team}/\${name}\`;
          |          ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('is not without the sink', () => {
    expect(underline(withoutSink(code), rule)).toBe('');
  });

  const method = client(`export class Policies {
  private uriOf(team: string) {
    return 'policy://' + team + '/current';
  }
  async current(team: string) {
    return client.subscribeResource({ uri: this.uriOf(team) });
  }
}`);
  it('a method of the class, called as this.m(…)', () => {
    expect(underline(method, rule)).toMatchInlineSnapshot(`
      "manualUri:
        5 |     return 'policy://' + team + '/current';
          |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
    expect(underline(withoutSink(method), rule)).toBe('');
  });
});

describe('a URI built in steps', () => {
  const code = client(`export async function read(team: string, doc: string) {
  const base = \`docs://\${team}\`;
  let uri = \`\${base}/\${doc}\`;
  if (doc.endsWith('/')) uri += 'index';
  return client.readResource({ uri });
}`);
  it('the first step is reported, through the second and a let', () => {
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        4 |   const base = \`docs://\${team}\`;
          |                ^^^^^^^^^^^^^^^^"
    `);
    expect(underline(withoutSink(code), rule)).toBe('');
  });
});

describe('URIs built in .map', () => {
  const code = client(`export async function readAll(ids: string[]) {
  const uris = ids.map((id) => \`notes://\${id}\`);
  return Promise.all(uris.map((uri) => client.readResource({ uri })));
}
export async function readEach(names: string[]) {
  const uris: string[] = [];
  for (const name of names) uris.push(\`vault://\${name}\`);
  for (const uri of uris) await client.readResource({ uri });
}
export async function readFirst(slugs: string[]) {
  const [first] = slugs.map(function (slug) {
    return 'pages://' + slug;
  });
  return client.readResource({ uri: first! });
}`);
  it('are reported, read back by a callback, a for…of or destructuring', () => {
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        4 |   const uris = ids.map((id) => \`notes://\${id}\`);
          |                                ^^^^^^^^^^^^^^^
      manualUri:
        9 |   for (const name of names) uris.push(\`vault://\${name}\`);
          |                                       ^^^^^^^^^^^^^^^^^
      manualUri:
       14 |     return 'pages://' + slug;
          |            ^^^^^^^^^^^^^^^^^"
    `);
    expect(underline(withoutSink(code), rule)).toBe('');
  });
});

describe('a URI put into an object sent later', () => {
  const code = client(`export async function watch(project: string) {
  const request = { uri: \`tasks://\${project}/open\` };
  return client.subscribeResource(request);
}
export async function read(card: string) {
  const params: { uri?: string } = {};
  params.uri = \`cards://\${card}\`;
  return client.request({ method: 'resources/read', params }, undefined as never);
}
export async function spread(board: string) {
  const base = { uri: \`boards://\${board}\` };
  return client.readResource({ ...base });
}`);
  it('is reported: the object, a request params object, a spread', () => {
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        4 |   const request = { uri: \`tasks://\${project}/open\` };
          |                          ^^^^^^^^^^^^^^^^^^^^^^^^^
      manualUri:
        9 |   params.uri = \`cards://\${card}\`;
          |                ^^^^^^^^^^^^^^^^^
      manualUri:
       13 |   const base = { uri: \`boards://\${board}\` };
          |                       ^^^^^^^^^^^^^^^^^^^"
    `);
    expect(underline(withoutSink(code), rule)).toBe('');
  });

  it('a property other than uri is no resource URI', () => {
    const other = client(`export async function read(project: string) {
  const request = { uri: 'tasks://all', label: \`labels://\${project}\` };
  return client.readResource(request);
}`);
    expect(underline(other, rule)).toBe('');
  });
});

describe('a listed template filled in a let, step by step', () => {
  const code = client(`export async function read(args: Record<string, string>, other: string) {
  const { resourceTemplates } = await client.listResourceTemplates();
  let expanded = resourceTemplates[0]!.uriTemplate;
  for (const [key, value] of Object.entries(args)) expanded = expanded.replace(\`{\${key}}\`, value);
  let text = other;
  for (const [key, value] of Object.entries(args)) text = text.replace(\`{\${key}}\`, value);
  let reset = resourceTemplates[0]!.uriTemplate;
  reset = other;
  for (const [key, value] of Object.entries(args)) reset = reset.replace(\`{\${key}}\`, value);
  return [expanded, text, reset];
}`);
  it('is reported; a let that is no template, or is given another value, is not', () => {
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "replaceTemplate:
        6 |   for (const [key, value] of Object.entries(args)) expanded = expanded.replace(\`{\${key}}\`, value);
          |                                                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
