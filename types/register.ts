import type { ValidateTemplate } from './validate.js';
import type { SdkVariables, TemplateVariables } from './variables.js';

/**
 * A resource template whose read handler sees its variables typed. `template` goes to
 * `server.registerResource(...)` as the SDK's own `ResourceTemplate`; `read(handler)` wraps the
 * handler so the SDK accepts it while the handler's second parameter is `TemplateVariables<T>`.
 */
export interface TypedResourceTemplate<T extends string, Template> {
  readonly uriTemplate: T;
  readonly template: Template;
  read<Uri, Extra, Result>(
    handler: (uri: Uri, variables: TemplateVariables<T>, extra: Extra) => Result,
  ): (uri: Uri, variables: SdkVariables, extra: Extra) => Result;
}

/**
 * Builds `new ResourceTemplate(uriTemplate, callbacks)` with the `ResourceTemplate` class you
 * pass (from `@modelcontextprotocol/sdk/server/mcp.js` or `@modelcontextprotocol/server`), so
 * this package imports neither SDK. An invalid `uriTemplate` is a compile error on that argument.
 */
export function typedResourceTemplate<const T extends string, Template, Callbacks>(
  ResourceTemplate: new (uriTemplate: string, callbacks: Callbacks) => Template,
  uriTemplate: ValidateTemplate<T>,
  callbacks: Callbacks,
): TypedResourceTemplate<T, Template> {
  const template = uriTemplate as T;
  return {
    uriTemplate: template,
    template: new ResourceTemplate(template, callbacks),
    // Only the types change: the SDK matched the URI against this template, so the variables it
    // passes are the template's (types/docs/guide.md says where the types are narrower than the SDK).
    read: (handler) => handler as never,
  };
}
