// The run-time half of `mcp-resources`: parse, expand and match RFC 6570 templates, with the
// same grammar, codes and messages as the lint rules and the type-level checker, the SDK adapter,
// the router and their path-security policy. No dependencies; safeJoin is in mcp-resources/fs.
export { parse, CompiledTemplate, DEFAULT_LIMITS, type TemplateLimits, type TemplateVariable } from './compile.js';
export { expand } from './expand.js';
export { match } from './match.js';
export {
  TemplateLimitError,
  TemplateSyntaxError,
  TemplateValueError,
  type TemplateLimitCode,
  type TemplateValueCode,
} from './errors.js';
export { type Converter, type Converters, type ConvertedVariables } from './convert.js';
export {
  resource,
  type McpServerLike,
  type ResourceTarget,
  type ResourceContext,
  type ResourceResult,
  type ResourceHandler,
  type ResourceOptions,
  type ResourceOptionsFor,
  type RegisteredResource,
  type ListedResources,
  type CompletionContext,
} from './resource.js';
export { resourceRouter } from './resource-router.js';
export { integer, number, boolean, list, type IntegerConverter } from './builtin-converters.js';
export {
  type ResourceVariableSpec,
  type VariableSpecs,
  type VariableOptions,
  type DefaultValue,
  type SpecifiedVariables,
  type WholeNumberDefault,
} from './variable-specs.js';
export { type ReadValue, type ReadResultLike, type TextContentsLike, type BlobContentsLike } from './read-result.js';
export { ResourceMiss, type NotFound } from './not-found.js';
export {
  mergeSecurity,
  pathViolation,
  rejectedVariable,
  type PathSecurity,
  type PathSecurityOption,
  type PathViolation,
  type RejectedVariable,
} from './security.js';
export {
  sdkV1NotFound,
  sdkV2NotFound,
  UnknownResourceError,
  type ResourceRoute,
  type ResourceRouter,
  type ResourceRouterOptions,
  type RouteOptions,
  type ReadResourceRequestLike,
  type ListedResource,
} from './router.js';

// The 0.2 entry points, deprecated for resource() and resourceRouter(): exported through 0.3.x (0.2.0 was
// never published, and 0.1.0 had typedResourceTemplate), removed in 0.4.0.
/* eslint-disable @typescript-eslint/no-deprecated */
export {
  typedResource,
  typedResourceTemplate,
  typedResourceWith,
  type TypedResource,
  type TypedResourceTemplate,
  type TypedResourceOptions,
  type TypedResourceConvertOptions,
} from './adapter.js';
export { createResourceRouter, route } from './router.js';
/* eslint-enable @typescript-eslint/no-deprecated */
