// mcp-resources: RFC 6570 resource URI templates for MCP servers. Types that derive a handler's
// variables from its template, and the run time that makes them true: parse, expand, match, and
// typed registration. No dependencies; the grammar (positioned parse errors) is `mcp-resources/grammar`.
export type { TemplateVariables, ExpansionValues, TemplateVariableKinds, SdkVariables, ExpansionValue, ExpansionScalar, VariableKind } from './variables.js';
export type { ValidateTemplate } from './validate.js';
export type { ParseTemplate, ParsedTemplate, TemplateError } from './parse.js';
export {
  parse,
  expand,
  match,
  CompiledTemplate,
  DEFAULT_LIMITS,
  TemplateLimitError,
  TemplateSyntaxError,
  TemplateValueError,
  type TemplateLimits,
  type TemplateVariable,
  type TemplateLimitCode,
  type TemplateValueCode,
  typedResource,
  typedResourceTemplate,
  type TypedResource,
  type TypedResourceTemplate,
  type TypedResourceOptions,
  createResourceRouter,
  route,
  sdkV1NotFound,
  sdkV2NotFound,
  UnknownResourceError,
  type ResourceRoute,
  type ResourceRouter,
  type ResourceRouterOptions,
  type ReadResourceRequestLike,
} from './runtime/index.js';
