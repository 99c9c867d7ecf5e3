// Whether a file is MCP code at all: it imports the SDK or an MCP framework. A cheap text test, so
// that rules can ask it before any walk.
import type { TSESLint } from '@typescript-eslint/utils';

/** Module specifiers of the SDKs and of the MCP frameworks built on them. */
const MCP_MODULE = /^(?:@modelcontextprotocol\/|fastmcp$|tmcp$|@tmcp\/|mcp-framework$|xmcp(?:$|\/)|mcp-handler$|@vercel\/mcp-adapter$|mcp-use(?:$|\/)|@mcp-use\/|@frontmcp\/|@rekog\/mcp-nest$|agents\/mcp$)/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;
const cache = new WeakMap<object, boolean>();

export function importsMcpModule(sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  let answer = cache.get(sourceCode.ast);
  if (answer === undefined) {
    answer = false;
    const text = sourceCode.text;
    if (/modelcontextprotocol|mcp/i.test(text)) {
      for (const match of text.matchAll(SPECIFIER)) {
        if (MCP_MODULE.test(match[2]!)) {
          answer = true;
          break;
        }
      }
    }
    cache.set(sourceCode.ast, answer);
  }
  return answer;
}
