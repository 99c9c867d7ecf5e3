// Templates written around pieces this file cannot know: an imported prefix, `${item.id}`.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const header = `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { PREFIX, OTHER } from './constants.js';
const server = new McpServer({ name: 'x', version: '1' });
const read = async (uri: URL) => ({ contents: [{ uri: uri.href, text: '' }] });
`;

describe('an imported prefix', () => {
  it('the known text is still parsed: an unclosed expression is reported there', () => {
    const code = `${header}server.registerResource('file', new ResourceTemplate(\`\${PREFIX}/{name\`, { list: undefined }), {}, read);`;
    expect(underline(code, 'valid-template')).toMatchInlineSnapshot(`
      "unclosedExpression:
        5 | server.registerResource('file', new ResourceTemplate(\`\${PREFIX}/{name\`, { list: undefined }), {}, read);
          |                                                                 ^^^^^"
    `);
  });

  it('a static URI whose known text holds an expression is a template passed as a static URI', () => {
    const code = `${header}server.registerResource('list', \`\${PREFIX}/items{?page}\`, {}, read);`;
    expect(underline(code, 'no-template-as-static-uri')).toMatchInlineSnapshot(`
      "staticTemplate:
        5 | server.registerResource('list', \`\${PREFIX}/items{?page}\`, {}, read);
          |                                 ^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('two templates around the same prefix are compared; around different prefixes they are not', () => {
    const code = `${header}server.registerResource('a', new ResourceTemplate(\`\${PREFIX}/{name}\`, { list: undefined }), {}, read);
server.registerResource('b', new ResourceTemplate(\`\${PREFIX}/{file}\`, { list: undefined }), {}, read);
server.registerResource('c', new ResourceTemplate(\`\${OTHER}/{file}\`, { list: undefined }), {}, read);`;
    expect(underline(code, 'no-shadowed-template')).toMatchInlineSnapshot(`
      "shadowed:
        6 | server.registerResource('b', new ResourceTemplate(\`\${PREFIX}/{file}\`, { list: undefined }), {}, read);
          |                                                   ^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('a read of a name the known text does not declare is not reported: the prefix may declare it', () => {
    const code = `${header}server.registerResource('file', new ResourceTemplate(\`\${PREFIX}/{name}\`, { list: undefined }), {}, async (uri, { tenant }) => ({
  contents: [{ uri: uri.href, text: String(tenant) }],
}));`;
    expect(underline(code, 'no-unknown-template-variable')).toBe('');
  });
});

describe('a run-time piece', () => {
  it('registered in a loop: the known text after it still says it is a template', () => {
    const code = `${header}for (const widget of [{ id: 'a' }, { id: 'b' }]) {
  server.registerResource(widget.id, \`ui://widget/\${widget.id}.html{?theme}\`, {}, read);
}`;
    expect(underline(code, 'no-template-as-static-uri')).toMatchInlineSnapshot(`
      "staticTemplate:
        6 |   server.registerResource(widget.id, \`ui://widget/\${widget.id}.html{?theme}\`, {}, read);
          |                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('a URI that is nothing but unknown pieces is not judged', () => {
    const code = `${header}server.registerResource('x', \`\${PREFIX}\${OTHER}\`, {}, read);`;
    expect(underline(code, 'no-template-as-static-uri')).toBe('');
    expect(underline(code, 'valid-template')).toBe('');
  });
});
