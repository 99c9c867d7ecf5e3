// Route 2 of the value flow: fields set once and read as this.x or ClassName.x, handlers and helpers that are methods.
import { describe, expect, it } from 'vitest';
import { underline } from '../helpers/underline.js';

const imports = `import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
`;

describe('a template in a field', () => {
  it('a static readonly field is the template it holds', () => {
    const code = `${imports}class Files {
  static readonly TEMPLATE = 'files://tree{/path*}';
  register(server: McpServer) {
    server.registerResource('tree', new ResourceTemplate(Files.TEMPLATE, { list: undefined }), {}, async (uri) => ({
      contents: [{ uri: uri.href, text: '' }],
    }));
  }
}`;
    expect(underline(code, 'no-sdk-unsupported-template')).toMatchInlineSnapshot(`
      "explodedVariable:
        5 |   static readonly TEMPLATE = 'files://tree{/path*}';
          |                                             ^^^^^"
    `);
  });

  it('an instance field set in the constructor, read as this.template by a client', () => {
    const code = `import { Client } from '@modelcontextprotocol/sdk/client/index.js';
class Policies {
  private readonly template: string;
  constructor(private readonly client: Client) {
    this.template = 'docs://team/{team}/policy/{name}';
  }
  read(team: string, name: string) {
    return this.client.readResource({ uri: this.template.replace('{team}', team).replace('{name}', name) });
  }
}`;
    expect(underline(code, 'no-manual-expansion')).toMatchInlineSnapshot(`
      "replaceTemplate:
        8 |     return this.client.readResource({ uri: this.template.replace('{team}', team).replace('{name}', name) });
          |                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('a field set in two places is not known: no report', () => {
    const code = `import { Client } from '@modelcontextprotocol/sdk/client/index.js';
class Policies {
  template = 'docs://team/{team}';
  constructor(private readonly client: Client) {}
  use(other: string) { this.template = other; }
  read(team: string) {
    return this.client.readResource({ uri: this.template.replace('{team}', encodeURIComponent(team)) });
  }
}`;
    expect(underline(code, 'no-manual-expansion')).toBe('');
  });
});

describe('a handler that is a method', () => {
  const code = `${imports}class Notes {
  register(server: McpServer) {
    server.registerResource('note', new ResourceTemplate('notes://{folder}/{name}', { list: undefined }), {}, this.readNote.bind(this));
    server.registerResource('raw', new ResourceTemplate('raw://{+file}', { list: undefined }), {}, this.readRaw);
  }
  private async readNote(uri: URL, variables: { folder?: string; title?: string }) {
    return { contents: [{ uri: uri.href, text: String(variables.title) }] };
  }
  private readRaw = async (uri: URL, { file }: { file?: string }) => ({
    contents: [{ uri: uri.href, text: await this.load(String(file)) }],
  });
  private load(relative: string) {
    return readFile(path.join('/srv/notes', relative), 'utf8');
  }
}`;

  it('passed as this.m.bind(this): its reads are checked against the template', () => {
    expect(underline(code, 'no-unknown-template-variable')).toMatchInlineSnapshot(`
      "unknownVariable:
       10 |     return { contents: [{ uri: uri.href, text: String(variables.title) }] };
          |                                                                 ^^^^^"
    `);
  });

  it('passed as this.m, a value carried into this.load(…) reaches the file system', () => {
    expect(underline(code, 'no-path-traversal')).toMatchInlineSnapshot(`
      "reservedTraversal:
       16 |     return readFile(path.join('/srv/notes', relative), 'utf8');
          |                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('a denial built by a method', () => {
  it('throw this.denied(uri), a method building an error that differs from not-found', () => {
    const code = `${imports}import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
class Vault {
  register(server: McpServer) {
    server.registerResource('secret', new ResourceTemplate('vault://{id}', { list: undefined }), {}, async (uri, { id }, extra) => {
      if (extra.authInfo?.clientId !== String(id)) throw this.denied(uri);
      return { contents: [{ uri: uri.href, text: '' }] };
    });
  }
  private denied(uri: URL) {
    return new McpError(ErrorCode.InvalidRequest, \`Access denied: \${uri.href}\`);
  }
}`;
    expect(underline(code, 'prefer-not-found-on-deny')).toMatchInlineSnapshot(`
      "denialLooksDifferent:
        8 |       if (extra.authInfo?.clientId !== String(id)) throw this.denied(uri);
          |                                                          ^^^^^^^^^^^^^^^^"
    `);
  });
});

describe('a read handler that is a class property arrow', () => {
  // ESLint and Oxlint start a code path for the field's initializer and another for the arrow, at
  // the same node: the handler is the arrow's path, not the initializer's.
  const code = (
    check: string,
  ) => `${imports}declare function canRead(user: string | undefined, org: string): Promise<boolean>;
class OrgDocs {
  register(server: McpServer) {
    server.registerResource('org-doc', new ResourceTemplate('docs://{org}/{name}', { list: undefined }), {}, this.readOrgDoc);
    server.registerResource('org-note', new ResourceTemplate('notes://{org}/{name}', { list: undefined }), {}, this.readOrgNote);
  }
  private readOrgDoc = async (uri: URL, vars: Record<string, string | string[]>, extra: { authInfo?: { clientId: string } }) => {
${check}    return { contents: [{ uri: uri.href, text: await readFile(path.join('/srv', String(vars.org), String(vars.name)), 'utf8') }] };
  };
  private readOrgNote = async (uri: URL, vars: Record<string, string | string[]>) => ({ contents: [{ uri: uri.href, text: String(vars.name) }] });
}`;

  it('is reported when no path checks, as a method would be, with a block body or an expression body', () => {
    expect(underline(code(''), 'require-read-authorization', [{ everyRead: true }])).toMatchInlineSnapshot(`
      "missing:
       10 |   private readOrgDoc = async (uri: URL, vars: Record<string, string | string[]>, extra: { authInfo?: { clientId: string } }) => {
          |                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      missing:
       13 |   private readOrgNote = async (uri: URL, vars: Record<string, string | string[]>) => ({ contents: [{ uri: uri.href, text: String(vars.name) }] });
          |                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });

  it('is not reported when its path checks the principal (the other handler still is)', () => {
    const checked = code(
      `    if (!(await canRead(extra.authInfo?.clientId, String(vars.org)))) throw new Error('Resource not found');\n`,
    );
    expect(underline(checked, 'require-read-authorization', [{ everyRead: true }])).toMatchInlineSnapshot(`
      "missing:
       14 |   private readOrgNote = async (uri: URL, vars: Record<string, string | string[]>) => ({ contents: [{ uri: uri.href, text: String(vars.name) }] });
          |                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
});
