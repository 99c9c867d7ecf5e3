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
export type { ParseTemplate, TemplateVariableGroups, TemplateErrorMessage } from './type-level/parse-template.js';
export * from './runtime/index.js';

// The names 0.2 gave these, which mcp-resources/grammar gives its parse tree too: deprecated in
// 0.3 (test/types/names.test.ts holds the two entry points to no shared name but these).
import type { TemplateErrorMessage, TemplateVariableGroups } from './type-level/parse-template.js';
import type { ResourceVariableSpec } from './runtime/variable-specs.js';
/**
 * @deprecated Renamed `TemplateVariableGroups` in 0.3.0 (`ParsedTemplate` of `mcp-resources/grammar` is
 * the parse tree); this alias is removed in 0.4.0.
 */
export type ParsedTemplate<
  RequiredString extends string,
  RequiredList extends string,
  OptionalString extends string,
  OptionalList extends string,
  MultiSegment extends string,
  Prefixed extends string,
> = TemplateVariableGroups<RequiredString, RequiredList, OptionalString, OptionalList, MultiSegment, Prefixed>;
/**
 * @deprecated Renamed `TemplateErrorMessage` in 0.3.0 (`TemplateError` of `mcp-resources/grammar` is
 * the error object of the parse tree); this alias is removed in 0.4.0.
 */
export type TemplateError<Message extends string> = TemplateErrorMessage<Message>;
/**
 * @deprecated Renamed `ResourceVariableSpec` in 0.3.0 (`VariableSpec` of `mcp-resources/grammar` is a
 * varspec of the parse tree); this alias is removed in 0.4.0.
 */
export type VariableSpec = ResourceVariableSpec;
