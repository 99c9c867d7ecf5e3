// eslint-plugin-mcp-resources/types: the type-level URI template checker. Pure types, plus the
// one small runtime helper that typed registration needs. Imports nothing from the lint rules.
export type { TemplateVariables, ExpansionValues, TemplateVariableKinds, SdkVariables, ExpansionValue, ExpansionScalar, VariableKind } from './variables.js';
export type { ValidateTemplate } from './validate.js';
export type { ParseTemplate, ParsedTemplate, TemplateError } from './parse.js';
export { typedResourceTemplate, type TypedResourceTemplate } from './register.js';
