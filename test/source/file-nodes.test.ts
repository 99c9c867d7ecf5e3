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

/** The listed nodes of `code`, read as a rule reads them, or with ESLint's traversal list hidden (as on a host without one). */
const listed = (withTraversal: boolean) =>
  withContext(code, ({ sourceCode }) => {
    const input = withTraversal ? sourceCode : { ast: sourceCode.ast, visitorKeys: sourceCode.visitorKeys };
    return fileNodes(input as never).map((node) => `${node.type} ${node.range.join('-')}`);
  });

describe('fileNodes', () => {
  it("lists the same nodes in the same order from ESLint's traversal list as from a walk", () => {
    const fromTraversal = listed(true);
    expect(fromTraversal).toEqual(listed(false));
    expect(fromTraversal.map((entry) => entry.split(' ')[0])).toEqual([
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
});
