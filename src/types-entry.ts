// eslint-plugin-mcp-resources/types: the types of the companion package, for code written against
// 0.1.0. Types only: this entry point has no run time (the plugin is a development dependency,
// which a server must not need when it runs). Its values are declared here as hints, so that code
// importing one (`expand`, `match`, `resource`, …) gets a compile error that says where to import
// it from, rather than TS1362's "cannot be used as a value because it was exported using
// 'export type'". test/types-entry.test.ts holds this list to mcp-resources' run-time exports.
import type * as McpResources from 'mcp-resources';

export type * from 'mcp-resources';

/**
 * What a value of `mcp-resources` is here: a type that nothing can call, construct or test
 * against, whose name the compile error shows (`Type 'ImportFromMcpResources<"expand">' has no
 * call signatures`), and whose one property says the rest.
 */
export interface ImportFromMcpResources<Name extends string> {
  readonly 'is a value of mcp-resources: import it from "mcp-resources", as eslint-plugin-mcp-resources/types holds types only': Name;
}

// The classes are types too: their type meaning stays what mcp-resources exports.
/** The type of `mcp-resources`' `CompiledTemplate`. */
export type CompiledTemplate<T extends string = string> = McpResources.CompiledTemplate<T>;
/** The type of `mcp-resources`' `ResourceMiss`. */
export type ResourceMiss = McpResources.ResourceMiss;
/** The type of `mcp-resources`' `TemplateLimitError`. */
export type TemplateLimitError = McpResources.TemplateLimitError;
/** The type of `mcp-resources`' `TemplateSyntaxError`. */
export type TemplateSyntaxError = McpResources.TemplateSyntaxError;
/** The type of `mcp-resources`' `TemplateValueError`. */
export type TemplateValueError = McpResources.TemplateValueError;
/** The type of `mcp-resources`' `UnknownResourceError`. */
export type UnknownResourceError = McpResources.UnknownResourceError;

/** @deprecated A value of `mcp-resources`: import `CompiledTemplate` from "mcp-resources". This entry point holds types only. */
export declare const CompiledTemplate: ImportFromMcpResources<'CompiledTemplate'>;
/** @deprecated A value of `mcp-resources`: import `DEFAULT_LIMITS` from "mcp-resources". This entry point holds types only. */
export declare const DEFAULT_LIMITS: ImportFromMcpResources<'DEFAULT_LIMITS'>;
/** @deprecated A value of `mcp-resources`: import `ResourceMiss` from "mcp-resources". This entry point holds types only. */
export declare const ResourceMiss: ImportFromMcpResources<'ResourceMiss'>;
/** @deprecated A value of `mcp-resources`: import `TemplateLimitError` from "mcp-resources". This entry point holds types only. */
export declare const TemplateLimitError: ImportFromMcpResources<'TemplateLimitError'>;
/** @deprecated A value of `mcp-resources`: import `TemplateSyntaxError` from "mcp-resources". This entry point holds types only. */
export declare const TemplateSyntaxError: ImportFromMcpResources<'TemplateSyntaxError'>;
/** @deprecated A value of `mcp-resources`: import `TemplateValueError` from "mcp-resources". This entry point holds types only. */
export declare const TemplateValueError: ImportFromMcpResources<'TemplateValueError'>;
/** @deprecated A value of `mcp-resources`: import `UnknownResourceError` from "mcp-resources". This entry point holds types only. */
export declare const UnknownResourceError: ImportFromMcpResources<'UnknownResourceError'>;
/** @deprecated A value of `mcp-resources`: import `boolean` from "mcp-resources". This entry point holds types only. */
export declare const boolean: ImportFromMcpResources<'boolean'>;
/** @deprecated A value of `mcp-resources`: import `createResourceRouter` from "mcp-resources". This entry point holds types only. */
export declare const createResourceRouter: ImportFromMcpResources<'createResourceRouter'>;
/** @deprecated A value of `mcp-resources`: import `expand` from "mcp-resources". This entry point holds types only. */
export declare const expand: ImportFromMcpResources<'expand'>;
/** @deprecated A value of `mcp-resources`: import `integer` from "mcp-resources". This entry point holds types only. */
export declare const integer: ImportFromMcpResources<'integer'>;
/** @deprecated A value of `mcp-resources`: import `list` from "mcp-resources". This entry point holds types only. */
export declare const list: ImportFromMcpResources<'list'>;
/** @deprecated A value of `mcp-resources`: import `match` from "mcp-resources". This entry point holds types only. */
export declare const match: ImportFromMcpResources<'match'>;
/** @deprecated A value of `mcp-resources`: import `mergeSecurity` from "mcp-resources". This entry point holds types only. */
export declare const mergeSecurity: ImportFromMcpResources<'mergeSecurity'>;
/** @deprecated A value of `mcp-resources`: import `number` from "mcp-resources". This entry point holds types only. */
export declare const number: ImportFromMcpResources<'number'>;
/** @deprecated A value of `mcp-resources`: import `parse` from "mcp-resources". This entry point holds types only. */
export declare const parse: ImportFromMcpResources<'parse'>;
/** @deprecated A value of `mcp-resources`: import `pathViolation` from "mcp-resources". This entry point holds types only. */
export declare const pathViolation: ImportFromMcpResources<'pathViolation'>;
/** @deprecated A value of `mcp-resources`: import `rejectedVariable` from "mcp-resources". This entry point holds types only. */
export declare const rejectedVariable: ImportFromMcpResources<'rejectedVariable'>;
/** @deprecated A value of `mcp-resources`: import `resource` from "mcp-resources". This entry point holds types only. */
export declare const resource: ImportFromMcpResources<'resource'>;
/** @deprecated A value of `mcp-resources`: import `resourceRouter` from "mcp-resources". This entry point holds types only. */
export declare const resourceRouter: ImportFromMcpResources<'resourceRouter'>;
/** @deprecated A value of `mcp-resources`: import `route` from "mcp-resources". This entry point holds types only. */
export declare const route: ImportFromMcpResources<'route'>;
/** @deprecated A value of `mcp-resources`: import `sdkV1NotFound` from "mcp-resources". This entry point holds types only. */
export declare const sdkV1NotFound: ImportFromMcpResources<'sdkV1NotFound'>;
/** @deprecated A value of `mcp-resources`: import `sdkV2NotFound` from "mcp-resources". This entry point holds types only. */
export declare const sdkV2NotFound: ImportFromMcpResources<'sdkV2NotFound'>;
/** @deprecated A value of `mcp-resources`: import `typedResource` from "mcp-resources". This entry point holds types only. */
export declare const typedResource: ImportFromMcpResources<'typedResource'>;
/** @deprecated A value of `mcp-resources`: import `typedResourceTemplate` from "mcp-resources". This entry point holds types only. */
export declare const typedResourceTemplate: ImportFromMcpResources<'typedResourceTemplate'>;
/** @deprecated A value of `mcp-resources`: import `typedResourceWith` from "mcp-resources". This entry point holds types only. */
export declare const typedResourceWith: ImportFromMcpResources<'typedResourceWith'>;
