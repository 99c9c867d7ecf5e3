// typedResourceTemplate, as 0.1.0 exported it from here: now the run-time adapter, which makes the
// handler's types true (decoded values, lists for exploded variables, lenient query matching).
export { typedResourceTemplate, type TypedResourceTemplate } from './runtime/adapter.js';
