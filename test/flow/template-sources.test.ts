import { describe, expect, it } from 'vitest';
import { requestValuesOf } from '../../src/flow/template-sources.js';
import { withContext } from '../helpers/lint-probe.js';

const valuesOf = (code: string) =>
  withContext(code, (context) =>
    requestValuesOf(context).map((v) => ({
      label: v.label,
      reserved: v.reserved,
      starts: v.starts.map((s) => context.sourceCode.getText(s.node)),
    })),
  );

describe('requestValuesOf', () => {
  it('takes the handler reads of each template variable, grouped by name', () => {
    const code = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "x", version: "1" });
server.registerResource("r", new ResourceTemplate("files://{+path}{?q}", { list: undefined }), {}, async (uri, variables) => {
  const { path } = variables;
  return { contents: [{ uri: uri.href, text: String(variables.q) + String(variables.q) + path }] };
});`;
    expect(valuesOf(code)).toEqual([
      { label: '`{+path}` of "files://{+path}{?q}"', reserved: true, starts: ['path'] },
      { label: '`{?q}` of "files://{+path}{?q}"', reserved: false, starts: ['variables.q', 'variables.q'] },
      { label: 'the URI given to the handler of "files://{+path}{?q}"', reserved: false, starts: ['uri'] },
    ]);
  });

  it('takes request.params.uri of low-level handlers, read or destructured', () => {
    const code = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "x", version: "1" }, { capabilities: {} });
server.setRequestHandler(ReadResourceRequestSchema, async (request) => { const { uri } = request.params; return { contents: [{ uri, text: request.params.uri }] }; });
server.setRequestHandler(ReadResourceRequestSchema, async ({ params: { uri } }) => ({ contents: [{ uri, text: "" }] }));`;
    expect(valuesOf(code).map((v) => v.starts)).toEqual([['uri', 'request.params.uri'], ['uri']]);
  });

  it('names a variable without its template when the template is not static', () => {
    const code = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
declare const t: string;
const server = new McpServer({ name: "x", version: "1" });
server.registerResource("r", new ResourceTemplate(t, { list: undefined }), {}, async (uri, { id }) => ({ contents: [{ uri: uri.href, text: String(id) }] }));`;
    expect(valuesOf(code)).toEqual([{ label: 'template variable `{id}`', reserved: false, starts: ['id'] }]);
  });
});
