// The part of the SDK adapter that both `typedResource` and `resource` run: this package's
// matcher installed on a template object the SDK's McpServer reads, and the read wrapper that
// applies the path policy and the converters and answers misses with the SDK's not-found error.
import type { ExpansionValues, SdkVariables, TemplateVariables } from '../type-level/template-variables.js';
import { convertVariables, type Converters } from './convert.js';
import { missesAsNotFound, notFoundFor, type NotFound } from './not-found.js';
import { matchClientUri, type CompiledTemplate } from './compile.js';
import { rejectedVariable, type PathSecurityOption } from './security.js';

/** The part of the SDK's `UriTemplate` the SDKs call (mcp.js in 1.32.x, mcp-*.mjs in 2.4.x). */
export interface SdkUriTemplate {
  match(uri: string): unknown;
  toString(): string;
}

/** What the read wrapper applies before the handler runs. */
export interface ReadPolicy {
  readonly security: PathSecurityOption;
  readonly convert: Converters<string> | undefined;
  readonly notFound: NotFound | undefined;
}

/** `read(handler)`: the handler typed with `Variables`, wrapped into the SDK's callback shape. */
export type TypedRead<Variables> = <Uri, Extra, Result>(
  handler: (uri: Uri, variables: Variables, extra: Extra) => Result,
) => (uri: Uri, variables: SdkVariables, extra: Extra) => Result;

export function sdkUriTemplateOf(template: unknown): SdkUriTemplate {
  const uriTemplate = (template as { uriTemplate?: unknown } | null)?.uriTemplate;
  if (
    uriTemplate === null ||
    typeof uriTemplate !== 'object' ||
    typeof (uriTemplate as SdkUriTemplate).match !== 'function'
  ) {
    throw new TypeError(
      'typedResource needs the SDK\'s ResourceTemplate class (from "@modelcontextprotocol/sdk/server/mcp.js" or "@modelcontextprotocol/server"): ' +
        'its instances must have a uriTemplate object with a match() method',
    );
  }
  return uriTemplate as SdkUriTemplate;
}

/**
 * Gives `template.uriTemplate` this package's `match`, `expand` and `variableNames` (own
 * properties of that one instance: the class and every other template keep the SDK's), and
 * returns the read wrapper. The handler receives exactly what `compiled.match(uri)` returns.
 */
export function adaptSdkTemplate<T extends string, Variables>(
  template: unknown,
  compiled: CompiledTemplate<T>,
  policy: ReadPolicy,
): TypedRead<Variables> {
  const sdkTemplate = sdkUriTemplateOf(template);
  // Variables objects this template's matcher produced, so that `read` knows them when the SDK
  // passes them on (and re-matches anything else).
  const produced = new WeakSet<object>();
  // A URI past the limit is no match: the SDK then answers it as it answers an unknown resource.
  const matchForSdk = (uri: string): TemplateVariables<T> | null => {
    const variables = matchClientUri(compiled, uri, undefined) as TemplateVariables<T> | null;
    if (variables !== null) produced.add(variables);
    return variables;
  };
  const names = compiled.variables.map((v) => v.name);
  try {
    Object.defineProperties(sdkTemplate, {
      match: { value: matchForSdk, configurable: true, writable: true, enumerable: false },
      expand: {
        value: (values: ExpansionValues<T>) => compiled.expand(values),
        configurable: true,
        writable: true,
        enumerable: false,
      },
      variableNames: { get: () => names.slice(), configurable: true, enumerable: false },
    });
  } catch (error) {
    throw new TypeError(`typedResource could not install its matcher on the SDK's UriTemplate: ${String(error)}`, {
      cause: error,
    });
  }
  if (sdkUriTemplateOf(template) !== sdkTemplate || sdkTemplate.match !== matchForSdk) {
    throw new TypeError(
      'typedResource could not install its matcher: this ResourceTemplate does not keep one UriTemplate instance',
    );
  }

  const variablesFor = (uri: unknown, variables: unknown): TemplateVariables<T> => {
    if (typeof variables === 'object' && variables !== null && produced.has(variables))
      return variables as TemplateVariables<T>;
    // Not ours: the handler was registered on another template, or an SDK matched without
    // calling uriTemplate.match. Match the URI the SDK resolved (a URL; its href).
    const href = String(uri);
    const own = compiled.match(href);
    if (own === null)
      throw new Error(
        `the resource URI ${href} does not match the template ${compiled.template} this read handler was typed for`,
      );
    return own;
  };

  // Refused like a URI no template matches: no later template is tried (the SDK already chose this one).
  const refuse = (uri: unknown, extra: unknown): never => {
    const href = String(uri);
    const url = uri instanceof URL ? uri : undefined;
    throw (policy.notFound ?? notFoundFor(extra))(href, url);
  };
  const accepted = (uri: unknown, variables: unknown, extra: unknown): Variables => {
    const own = variablesFor(uri, variables);
    if (rejectedVariable(own, policy.security) !== undefined) return refuse(uri, extra);
    if (policy.convert === undefined) return own as Variables;
    const converted = convertVariables(own, policy.convert);
    return converted === undefined ? refuse(uri, extra) : (converted as Variables);
  };

  // A miss of the handler's own (a safeJoin escape, a missing file) is refused like the policy's.
  return (handler) => (uri, variables, extra) => {
    const values = accepted(uri, variables, extra);
    return missesAsNotFound(
      () => handler(uri, values, extra),
      () => refuse(uri, extra),
    );
  };
}
