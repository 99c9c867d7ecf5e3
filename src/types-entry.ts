// eslint-plugin-mcp-resources/types: the types of the companion package, for code written against
// 0.1.0. Types only: import values (typedResourceTemplate, expand, match) from `mcp-resources`.
export type * from 'mcp-resources';
