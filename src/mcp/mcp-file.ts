// Cheap questions about a file's text, asked before any walk: does it import MCP code, and could it
// register, read or construct a resource at all? A file that answers no costs the rules nothing.
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

/**
 * Every registration, handler and template construction the model finds is written with one of
 * these words, and every use of the companion package names it: a file without any of them has
 * nothing for the rules.
 */
const RESOURCE_WORDS = /registerResource|\.\s*resource\s*\(|ReadResourceRequestSchema|resources\/read|ResourceTemplate|UriTemplate|mcp-resources|addResource|\.\s*template\s*\(|define(?:Template|Resource)\b|MCPResource|\bVariables\b|@Resource\s*\(/;
const RESOURCE_STEMS = /esource|emplate|Variables/;
const resourceCache = new WeakMap<object, boolean>();

export function mayHoldResources(context: { readonly sourceCode: Readonly<TSESLint.SourceCode>; readonly filename: string }): boolean {
  const sourceCode = context.sourceCode;
  let answer = resourceCache.get(sourceCode.ast);
  if (answer === undefined) {
    const text = sourceCode.text;
    // Every resource word holds "esource", "emplate" or "Variables": one search for the three rules
    // out most files faster than the full expression could (and than three substring searches).
    answer = (RESOURCE_STEMS.test(text) && RESOURCE_WORDS.test(text)) || mayBeXmcpResource(context.filename);
    resourceCache.set(sourceCode.ast, answer);
  }
  return answer;
}

/** A hand-built URI needs `://` in the text; a template filled in by `.replace` is named or written with one. */
export function mayBuildUris(sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const text = sourceCode.text;
  return text.includes('://') || ((text.includes('emplate') || text.includes('EMPLATE')) && /uri_?template/i.test(text));
}

/** xmcp serves the default export of a file under a `resources/(scheme)/` folder (src/mcp/frameworks/xmcp.ts). */
export function mayBeXmcpResource(filename: string): boolean {
  return /[\\/]resources[\\/](?:.*[\\/])?\([^\\/]+\)[\\/]/.test(filename);
}
