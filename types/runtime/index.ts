// The run-time half of `mcp-resources`: parse, expand and match RFC 6570 templates, with the
// same grammar, codes and messages as the lint rules and the type-level checker. No dependencies.
export { parse, CompiledTemplate, DEFAULT_LIMITS, type TemplateLimits, type TemplateVariable } from './parse.js';
export { expand } from './expand.js';
export { match } from './match.js';
export {
  TemplateLimitError,
  TemplateSyntaxError,
  TemplateValueError,
  type TemplateLimitCode,
  type TemplateValueCode,
} from './errors.js';
export { typedResource, typedResourceTemplate, type TypedResource, type TypedResourceTemplate, type TypedResourceOptions } from './adapter.js';
export {
  createResourceRouter,
  route,
  sdkV1NotFound,
  sdkV2NotFound,
  UnknownResourceError,
  type ResourceRoute,
  type ResourceRouter,
  type ResourceRouterOptions,
  type ReadResourceRequestLike,
} from './router.js';
