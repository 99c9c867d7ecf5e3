// mcp-resources: RFC 6570 resource URI templates for MCP servers. Types that derive a handler's
// variables from its template, and the run time that makes them true: parse, expand, match, and
// typed registration. No dependencies; the grammar (positioned parse errors) is `mcp-resources/grammar`.
export type {
  TemplateVariables,
  ExpansionValues,
  TemplateVariableKinds,
  SdkVariables,
  ExpansionValue,
  ExpansionScalar,
  VariableKind,
} from './variables.js';
export type { ValidateTemplate } from './validate.js';
export type { ParseTemplate, ParsedTemplate, TemplateError } from './parse.js';
export * from './runtime/index.js';
