// What differs between SDK v1 (`@modelcontextprotocol/sdk`) and v2 (`@modelcontextprotocol/server`)
// for the code the generator writes.

export const sdkV1 = {
  version: 'v1',
  mcpModule: '@modelcontextprotocol/sdk/server/mcp.js',
  stdioModule: '@modelcontextprotocol/sdk/server/stdio.js',
  typesModule: '@modelcontextprotocol/sdk/types.js',
  contextName: 'extra',
  authOf: (context) => `${context}.authInfo`,
  hasDeprecatedResource: true,
  hasScopeChallenge: false,
};

export const sdkV2 = {
  version: 'v2',
  mcpModule: '@modelcontextprotocol/server',
  stdioModule: '@modelcontextprotocol/server/stdio',
  typesModule: '@modelcontextprotocol/server',
  contextName: 'ctx',
  authOf: (context) => `${context}.http?.authInfo`,
  hasDeprecatedResource: false,
  hasScopeChallenge: true,
};

/**
 * How a file refers to McpServer and ResourceTemplate: plain names, aliases, or (v1 only) a
 * namespace import. Records the imports it needs in `imports`.
 */
export function sdkNames(random, sdk, imports) {
  const style = random.weighted([
    [7, 'plain'],
    [2, 'alias'],
    [sdk.version === 'v1' ? 1 : 0, 'namespace'],
  ]);
  if (style === 'namespace') {
    imports.raw(`import * as mcp from "${sdk.mcpModule}";`);
    return {
      server: 'mcp.McpServer',
      template: 'mcp.ResourceTemplate',
      templateCallback: 'mcp.ReadResourceTemplateCallback',
      callback: 'mcp.ReadResourceCallback',
    };
  }
  const templateName =
    style === 'alias' ? random.pick(['Template', 'UriTemplateResource', 'McpResourceTemplate']) : 'ResourceTemplate';
  const serverName = style === 'alias' && random.chance(0.5) ? random.pick(['Mcp', 'McpServerInstance']) : 'McpServer';
  imports.add(sdk.mcpModule, serverName === 'McpServer' ? 'McpServer' : `McpServer as ${serverName}`, { type: true });
  imports.add(
    sdk.mcpModule,
    templateName === 'ResourceTemplate' ? 'ResourceTemplate' : `ResourceTemplate as ${templateName}`,
  );
  return {
    server: serverName,
    template: templateName,
    templateCallback: 'ReadResourceTemplateCallback',
    callback: 'ReadResourceCallback',
    addCallbackType: (name) => imports.add(sdk.mcpModule, name, { type: true }),
  };
}
