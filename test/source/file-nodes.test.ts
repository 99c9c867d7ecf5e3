import { describe, expect, it } from 'vitest';
import { fileNodes } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';

const code = `
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
interface Shape { read(uri: URL): Promise<{ contents: [] }> }
type Alias = Array<{ uri: string }>;
const server = new McpServer({ name: 'n', version: '1' });
class Store { load = (id: string) => fetch(\`https://x/\${id}\`).then((r) => r.json()); }
server.registerResource('a', new ResourceTemplate('a://{id}', { list: undefined }), {}, async (uri, { id }) => {
  const store = new (class extends Store {})();
  return { contents: [{ uri: uri.href, text: JSON.stringify(await store.load(String(id))) }] };
});
`;

/** The types of the listed nodes of `code`, read as a rule reads them. */
const listed = () => withContext(code, ({ sourceCode }) => fileNodes(sourceCode).map((node) => node.type));

describe('fileNodes', () => {
  it('lists the calls, `new` expressions, classes and object literals in source order, outer before inner', () => {
    expect(listed()).toEqual([
      'NewExpression', // new McpServer(…), and its options
      'ObjectExpression',
      'ClassDeclaration', // Store: fetch(…).then(…), fetch(…), r.json()
      'CallExpression',
      'CallExpression',
      'CallExpression',
      'CallExpression', // server.registerResource(…), its template and its two objects
      'NewExpression',
      'ObjectExpression',
      'ObjectExpression',
      'NewExpression', // the handler: new (class …)(), the result and its content
      'ClassExpression',
      'ObjectExpression',
      'ObjectExpression',
      'CallExpression', // JSON.stringify(…), store.load(…), String(id)
      'CallExpression',
      'CallExpression',
    ]);
  });
  it("lists the calls of a parameter's decorators, which the parameter's name holds", () => {
    const decorated = `class Docs { constructor(@Inject(forwardRef(() => Store)) store: Store) {} }`;
    expect(withContext(decorated, ({ sourceCode }) => fileNodes(sourceCode).map((node) => node.type))).toEqual([
      'ClassDeclaration',
      'CallExpression', // Inject(…)
      'CallExpression', // forwardRef(…)
    ]);
  });
});
