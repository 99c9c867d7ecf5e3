// mcp-resources: RFC 6570 resource URI templates for MCP servers. Types that derive a handler's
// variables from its template, and the run time that makes them true: parse, expand, match, and
// typed registration. No dependencies; the grammar (positioned parse errors) is `mcp-resources/grammar`.
//
// Where things live: type-level/ holds the public type-level API (one file per exported family:
// template-variables.ts, validate-template.ts, parse-template.ts) and type-level/internal/ the
// helpers only they use (character classes, messages as types, literal, varspec and matching
// checks); runtime/ is parse/expand/match and the SDK adapter, grammar/ the parser shared with the
// lint rules (`mcp-resources/grammar`), fs/ safeJoin (`mcp-resources/fs`), check/ the check of a running
// server (`mcp-resources/check`, the `mcp-resources` bin). No two source files share a name, index.ts
// aside (test/layout.test.ts).
export type {
  TemplateVariables,
  ExpansionValues,
  TemplateVariableKinds,
  SdkVariables,
  ExpansionValue,
  ExpansionScalar,
  VariableKind,
} from './type-level/template-variables.js';
export type { ValidateTemplate } from './type-level/validate-template.js';
export type { ParseTemplate, ParsedTemplate, TemplateError } from './type-level/parse-template.js';
export * from './runtime/index.js';
