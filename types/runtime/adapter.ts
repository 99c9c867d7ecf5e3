import type { ValidateTemplate } from '../type-level/validate-template.js';
import type { SdkVariables, TemplateVariables } from '../type-level/template-variables.js';
import type { ConvertedVariables, Converters } from './convert.js';
import type { NotFound } from './not-found.js';
import { parse, type CompiledTemplate, type TemplateLimits } from './compile.js';
import { mergeSecurity, type PathSecurityOption } from './security.js';
import { adaptSdkTemplate, sdkUriTemplateOf, type SdkUriTemplate } from './typed-template.js';

/**
 * A resource template whose read handler sees its variables typed. `template` goes to
 * `server.registerResource(...)` as the SDK's own `ResourceTemplate`; `read(handler)` wraps the
 * handler so the SDK accepts it while the handler's second parameter is `TemplateVariables<T>`.
 * (The shape 0.1.0's type-only `typedResourceTemplate` returned.)
 */
export interface TypedResourceTemplate<T extends string, Template, Variables = TemplateVariables<T>> {
  readonly uriTemplate: T;
  readonly template: Template;
  read<Uri, Extra, Result>(
    handler: (uri: Uri, variables: Variables, extra: Extra) => Result,
  ): (uri: Uri, variables: SdkVariables, extra: Extra) => Result;
}

/** What `typedResource` returns: `TypedResourceTemplate` plus the compiled template and what the probe found. */
export interface TypedResource<
  T extends string,
  Template,
  Variables = TemplateVariables<T>,
> extends TypedResourceTemplate<T, Template, Variables> {
  /** The template as `parse` compiled it: the matcher the SDK now calls. */
  readonly compiled: CompiledTemplate<T>;
  /** `match(compiled, uri)`: exactly what the SDK hands the read handler for `uri`. */
  match(uri: string): TemplateVariables<T> | null;
  /**
   * Whether the SDK's own `UriTemplate.match` percent-decodes (`true`), returns the text as it
   * stands (`false`; both SDKs 1.32.x and 2.4.x), or could not be probed (`undefined`). Read at
   * construction by matching `probe://%41` against `probe://{x}` with a fresh instance of the
   * SDK's class. Informational only: the SDK's matcher never runs for this template, so the
   * handler gets values decoded exactly once whichever it is (types/runtime/ADAPTER.md).
   */
  readonly sdkMatchDecodes: boolean | undefined;
}

/** What the deprecated `typedResource` takes besides the template and its callbacks: limits, policy, not-found error. */
export interface TypedResourceOptions {
  /** Limits for `parse` and for every URI matched (default `DEFAULT_LIMITS`). */
  readonly limits?: TemplateLimits;
  /**
   * The path-security policy applied to the decoded values before the handler runs (default:
   * every check on, see `PathSecurity`); `false` for none. A rejected read fails with `notFound`.
   */
  readonly security?: PathSecurityOption;
  /**
   * The error a read the policy or a converter refuses fails with, made from the URI the SDK
   * passed; also a read whose handler throws a `PathEscapeError` of `safeJoin` or a file-system
   * miss (ENOENT, ENOTDIR, EISDIR, ELOOP, ENAMETOOLONG, EACCES, EPERM), whose messages name server paths. Default: the not-found error of the SDK calling the handler (v2's when its context
   * has `mcpReq`, else v1's), which is what the client gets for a URI no template matches.
   */
  readonly notFound?: NotFound;
}

/** `TypedResourceOptions` with per-variable converters (`{ orderId: Number }`). */
export interface TypedResourceConvertOptions<C> extends TypedResourceOptions {
  /**
   * A function per variable, called with each decoded value (each item of a list) after the
   * policy; the handler gets what it returns. A converter that throws fails the read with `notFound`.
   */
  readonly convert?: C;
}

type ResourceTemplateClass<Template, Callbacks> = new (uriTemplate: string, callbacks: Callbacks) => Template;

/** SDK UriTemplate class → whether its match decodes (one probe per class). */
const decodingByClass = new WeakMap<object, boolean | undefined>();

function probeDecoding(instance: SdkUriTemplate): boolean | undefined {
  const Class = (instance as { constructor?: unknown }).constructor;
  if (typeof Class !== 'function') return undefined;
  if (decodingByClass.has(Class)) return decodingByClass.get(Class);
  let verdict: boolean | undefined;
  try {
    const probe = new (Class as new (template: string) => SdkUriTemplate)('probe://{x}');
    const value = (probe.match('probe://%41') as Record<string, unknown> | null)?.['x'];
    verdict = value === 'A' ? true : value === '%41' ? false : undefined;
  } catch {
    verdict = undefined;
  }
  decodingByClass.set(Class, verdict);
  return verdict;
}

/**
 * Builds the SDK's `ResourceTemplate` with the class you pass (this package imports neither SDK)
 * and makes `TemplateVariables<T>` true at run time: the SDK's `UriTemplate` instance inside it
 * gets this package's matcher as its own `match` (and RFC 6570 `expand`, and correct
 * `variableNames`), so the read handler receives exactly what `match(uriTemplate, uri)` returns:
 * values percent-decoded once, exploded variables always arrays (`{ids*}` with one value gives
 * `["x"]`), absent query variables left out (so `undefined`), query parameters in any order,
 * any subset, unknown ones ignored. `toString()` (listing, completion lookup) and everything else
 * stay the SDK's. types/runtime/ADAPTER.md has the details and the SDK code this relies on.
 *
 * Throws `TemplateSyntaxError` (from `parse`) when the template is invalid or ambiguous to match,
 * before the SDK sees it; `TypeError` when `ResourceTemplate` is not an SDK-like class.
 *
 * @deprecated Use `resource(server, template, variables?, handler)`: one call, no
 * `ResourceTemplate` class, `{ convert }` as the variables' specs (with built-in `integer`,
 * `number`, `boolean`), the handler `(variables, ctx, uri)`. Kept through 0.3.x, removed in 0.4.0.
 */
export function typedResource<const T extends string, Template, Callbacks, const C extends Converters<T> = {}>(
  ResourceTemplate: ResourceTemplateClass<Template, Callbacks>,
  uriTemplate: ValidateTemplate<T>,
  callbacks?: Callbacks,
  options?: TypedResourceConvertOptions<C>,
): TypedResource<T, Template, ConvertedVariables<T, C>> {
  const compiled = parse<string>(uriTemplate as string, options?.limits) as CompiledTemplate<T>;
  const text = uriTemplate as T;
  // The v1 ResourceTemplate reads `callbacks.list` on every resources/list: never leave it undefined.
  const template = new ResourceTemplate(text, callbacks ?? ({ list: undefined } as Callbacks));
  const sdkTemplate = sdkUriTemplateOf(template);
  const sdkMatchDecodes = probeDecoding(sdkTemplate);
  const read = adaptSdkTemplate<T, ConvertedVariables<T, C>>(template, compiled, {
    security: mergeSecurity(undefined, options?.security),
    convert: options?.convert as Converters<string> | undefined,
    notFound: options?.notFound,
  });
  return {
    uriTemplate: text,
    template,
    compiled,
    sdkMatchDecodes,
    match: (uri) => compiled.match(uri),
    read,
  };
}

/**
 * `typedResource` with server-wide defaults: `security` is merged with each template's own (its
 * checks win, exemptions add up), `limits` and `notFound` apply where a template gives none.
 *
 * @deprecated Use `resource(server, template, …)`, passing shared options (`security`, `limits`,
 * `notFound`) to each call. Kept through 0.3.x, removed in 0.4.0.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated with it
export function typedResourceWith(defaults: TypedResourceOptions): typeof typedResource {
  return (ResourceTemplate, uriTemplate, callbacks, options) =>
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated with it
    typedResource(ResourceTemplate, uriTemplate, callbacks, {
      ...options,
      limits: options?.limits ?? defaults.limits,
      notFound: options?.notFound ?? defaults.notFound,
      security: mergeSecurity(defaults.security, options?.security),
    });
}

/**
 * Drop-in for 0.1.0's type-only `typedResourceTemplate` (same signature), with the run-time
 * behaviour of `typedResource`: the SDK's template matches with this package's matcher.
 *
 * @deprecated Use `resource(server, template, handler)`: one call, no `ResourceTemplate` class.
 * Kept through 0.3.x, removed in 0.4.0.
 */
export function typedResourceTemplate<const T extends string, Template, Callbacks>(
  ResourceTemplate: new (uriTemplate: string, callbacks: Callbacks) => Template,
  uriTemplate: ValidateTemplate<T>,
  callbacks: Callbacks,
): TypedResourceTemplate<T, Template> {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated with it
  return typedResource<T, Template, Callbacks>(ResourceTemplate, uriTemplate, callbacks) as TypedResourceTemplate<
    T,
    Template
  >;
}
