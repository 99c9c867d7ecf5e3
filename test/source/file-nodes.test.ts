import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { fileNodes } from '../../src/source/index.js';

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

/** The source code of `code` as a rule sees it, or with its traversal list hidden (as on a host without one). */
function sourceCodeOf(withTraversal: boolean) {
  let listed: string[] = [];
  new Linter({ configType: 'flat' }).verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: {
          probe: {
            rules: {
              nodes: {
                create(context) {
                  return {
                    Program() {
                      const { sourceCode } = context;
                      const input = withTraversal
                        ? sourceCode
                        : { ast: sourceCode.ast, visitorKeys: sourceCode.visitorKeys };
                      listed = fileNodes(input as never).map((node) => `${node.type} ${node.range.join('-')}`);
                    },
                  };
                },
              },
            },
          },
        },
        rules: { 'probe/nodes': 'error' },
      },
    ],
    'file.ts',
  );
  return listed;
}

describe('fileNodes', () => {
  it("lists the same nodes in the same order from ESLint's traversal list as from a walk", () => {
    const fromTraversal = sourceCodeOf(true);
    expect(fromTraversal).toEqual(sourceCodeOf(false));
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
