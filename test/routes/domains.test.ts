// Route 4 of the value flow: the values a variable can hold, as the code already states them. A value
// whose stated domain cannot hold a reserved character is no unsafe URI part; each twin states a
// domain that can (or none) and is reported.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const rule = 'no-manual-expansion';
const tool = (schema: string, body: string) => `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
declare const server: McpServer;
server.registerTool('open', { inputSchema: { ${schema} } }, async ({ section }) => ({
  content: [{ type: 'resource_link', uri: ${body}, name: 'section' }],
}));`;

describe('a zod schema of the same registration', () => {
  it.each([
    ["section: z.enum(['intro', 'api'])"],
    ["section: z.literal('intro').optional()"],
    ['section: z.number().int()'],
    ['section: z.coerce.number()'],
    ['section: z.uuid()'],
    ['section: z.string().uuid()'],
    ['section: z.string().regex(/^[a-z0-9-]+$/)'],
  ])('%s: not reported', (schema) => {
    expect(underline(tool(schema, '`docs://sections/${section}`'), rule)).toBe('');
  });

  it.each([
    ['section: z.string()'],
    ["section: z.enum(['intro', 'api/v2'])"],
    ['section: z.string().regex(/[a-z]+/)'],
    ["section: z.enum(['intro', 'api']).transform((s) => s + '/x')"],
  ])('%s: reported', (schema) => {
    expect(underline(tool(schema, '`docs://sections/${section}`'), rule)).toMatch(/^manualUri:/);
  });

  it('a schema the value is parsed with, destructured or read as a member', () => {
    const code = `import { z } from 'zod';
const Query = z.object({ kind: z.enum(['open', 'closed']), page: z.number(), label: z.string() });
export function links(input: unknown) {
  const { kind, label } = Query.parse(input);
  const parsed = Query.parse(input);
  return { resources: [
    { uri: \`issues://\${kind}/\${parsed.page}\`, name: 'a' },
    { uri: \`issues://\${parsed.kind}/\${label}\`, name: 'b' },
  ] };
}`;
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        8 |     { uri: \`issues://\${parsed.kind}/\${label}\`, name: 'b' },
          |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('a method called enum on something that is not zod states nothing', () => {
    const code = `declare const z: { enum(v: string[]): { parse(x: unknown): string } };
export function link(input: unknown) {
  const kind = z.enum(['open']).parse(input);
  return { contents: [{ uri: \`issues://\${kind}\`, text: '' }] };
}`;
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        4 |   return { contents: [{ uri: \`issues://\${kind}\`, text: '' }] };
          |                              ^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('TypeScript literal unions', () => {
  it('a parameter, a destructured property and a member typed by a local alias or interface', () => {
    const code = `type Kind = 'doc' | 'note';
interface Options { kind: Kind; page: number; title: string }
export function list(mode: 'a' | 'b' | undefined, { kind }: { kind: Kind }, options: Options) {
  return { resources: [
    { uri: \`items://\${mode}/\${kind}\`, name: 'a' },
    { uri: \`items://\${options.kind}/\${options.page}\`, name: 'b' },
    { uri: \`items://\${options.kind}/\${options.title}\`, name: 'c' },
  ] };
}`;
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        7 |     { uri: \`items://\${options.kind}/\${options.title}\`, name: 'c' },
          |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('a literal with a reserved character is no safe domain', () => {
    const code = `interface Options { path: 'a/b' | 'c' }
export const read = (options: Options) => ({ contents: [{ uri: \`files:///\${options.path}\`, text: '' }] });`;
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        2 | export const read = (options: Options) => ({ contents: [{ uri: \`files:///\${options.path}\`, text: '' }] });
          |                                                                ^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('an equality guard', () => {
  it('if (a !== b) throw gives a the domain of b; a switch case and an if branch do too', () => {
    const code = `declare const session: { teamId: number };
export function read(team: string, view: string, format: string) {
  if (team !== String(session.teamId)) throw new Error('not found');
  if (view !== 'list' && view !== 'grid') return { contents: [] };
  const first = { uri: \`teams://\${team}/\${view}\`, text: '' };
  switch (format) {
    case 'json':
    case 'csv':
      return { contents: [first, { uri: \`exports://\${team}.\${format}\`, text: '' }] };
    default:
      return { contents: [first] };
  }
}
export function one(kind: string) {
  if (kind === 'a' || kind === 'b') return { contents: [{ uri: \`kinds://\${kind}\`, text: '' }] };
  return { contents: [] };
}`;
    expect(underline(code, rule)).toBe('');
  });

  it('a guard that lets other values through, or comes after the read, proves nothing', () => {
    const code = `export function read(team: string, view: string, format: string) {
  if (team !== 'a' || view === 'x') throw new Error('not found');
  const uri = \`teams://\${team}/\${view}/\${format}\`;
  if (format !== 'json') throw new Error('bad');
  return { contents: [{ uri, text: '' }] };
}
export function other(kind: string) {
  switch (kind) {
    case 'a':
    default:
      return { contents: [{ uri: \`kinds://\${kind}\`, text: '' }] };
  }
}`;
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        3 |   const uri = \`teams://\${team}/\${view}/\${format}\`;
          |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      manualUri:
       11 |       return { contents: [{ uri: \`kinds://\${kind}\`, text: '' }] };
          |                                  ^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('a numeric counter', () => {
  it('a let that only ever holds numbers', () => {
    const code = `export function pages(count: unknown) {
  const resources = [];
  let page = 1;
  for (let i = 0; i < Number(count); i++) {
    resources.push({ uri: \`pages://\${page}/\${i}\`, name: 'p' });
    page += 1;
    page = page * 2;
  }
  return { resources };
}`;
    expect(underline(code, rule)).toBe('');
  });

  it('a let that is given a string later is reported', () => {
    const code = `declare const next: string;
export function pages() {
  let page = 1;
  const first = { uri: \`pages://\${page}\`, name: 'p' };
  page += next as unknown as number;
  return { resources: [first, { uri: \`pages://\${page}/next\`, name: 'n' }] };
}`;
    expect(underline(code, rule)).toMatchInlineSnapshot(`
      "manualUri:
        4 |   const first = { uri: \`pages://\${page}\`, name: 'p' };
          |                        ^^^^^^^^^^^^^^^^^
      manualUri:
        6 |   return { resources: [first, { uri: \`pages://\${page}/next\`, name: 'n' }] };
          |                                      ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
