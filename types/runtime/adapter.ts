import type { ValidateTemplate } from '../type-level/validate-template.js';
import type { ExpansionValues, SdkVariables, TemplateVariables } from '../type-level/template-variables.js';
import { convertVariables, type ConvertedVariables, type Converters } from './convert.js';
import { missesAsNotFound, sdkV1NotFound, sdkV2NotFound, type NotFound } from './not-found.js';
import { parse, type CompiledTemplate, type TemplateLimits } from './compile.js';
import { mergeSecurity, rejectedVariable, type PathSecurityOption } from './security.js';

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

/** The part of the SDK's `UriTemplate` the SDKs call (mcp.js in 1.32.x, mcp-*.mjs in 2.4.x). */
interface SdkUriTemplate {
  match(uri: string): unknown;
  toString(): string;
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

function sdkUriTemplateOf(template: unknown): SdkUriTemplate {
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

  // Variables objects this template's matcher produced, so that `read` knows them when the SDK
  // passes them on (and re-matches anything else).
  const produced = new WeakSet<object>();
  const matchForSdk = (uri: string): TemplateVariables<T> | null => {
    const variables = compiled.match(uri);
    if (variables !== null) produced.add(variables);
    return variables;
  };
  const names = compiled.variables.map((v) => v.name);
  try {
    // Own properties of this one instance (which only this template holds): the class and every
    // other template keep the SDK's methods.
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
      throw new Error(`the resource URI ${href} does not match the template ${text} this read handler was typed for`);
    return own;
  };

  const security = mergeSecurity(undefined, options?.security);
  const convert = options?.convert as Converters<string> | undefined;
  // Refused like a URI no template matches: no later template is tried (the SDK already chose this one).
  const refuse = (uri: unknown, extra: unknown): never => {
    const href = String(uri);
    const url = uri instanceof URL ? uri : undefined;
    const notFound = options?.notFound ?? (isV2Context(extra) ? sdkV2NotFound : sdkV1NotFound);
    throw notFound(href, url);
  };
  const accepted = (uri: unknown, variables: unknown, extra: unknown): ConvertedVariables<T, C> => {
    const own = variablesFor(uri, variables);
    if (rejectedVariable(own, security) !== undefined) return refuse(uri, extra);
    if (convert === undefined) return own as ConvertedVariables<T, C>;
    const converted = convertVariables(own, convert);
    return converted === undefined ? refuse(uri, extra) : (converted as ConvertedVariables<T, C>);
  };

  return {
    uriTemplate: text,
    template,
    compiled,
    sdkMatchDecodes,
    match: (uri) => compiled.match(uri),
    // A miss of the handler's own (a safeJoin escape, a missing file) is refused like the policy's.
    read: (handler) => (uri, variables, extra) => {
      const values = accepted(uri, variables, extra);
      return missesAsNotFound(
        () => handler(uri, values, extra),
        () => refuse(uri, extra),
      );
    },
  };
}

/** v2's McpServer hands handlers a `ServerContext`, whose `mcpReq` v1's `RequestHandlerExtra` lacks. */
function isV2Context(extra: unknown): boolean {
  const mcpReq = (extra as { mcpReq?: unknown } | null | undefined)?.mcpReq;
  return typeof mcpReq === 'object' && mcpReq !== null;
}

/**
 * `typedResource` with server-wide defaults: `security` is merged with each template's own (its
 * checks win, exemptions add up), `limits` and `notFound` apply where a template gives none.
 */
export function typedResourceWith(defaults: TypedResourceOptions): typeof typedResource {
  return (ResourceTemplate, uriTemplate, callbacks, options) =>
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
 */
export function typedResourceTemplate<const T extends string, Template, Callbacks>(
  ResourceTemplate: new (uriTemplate: string, callbacks: Callbacks) => Template,
  uriTemplate: ValidateTemplate<T>,
  callbacks: Callbacks,
): TypedResourceTemplate<T, Template> {
  return typedResource<T, Template, Callbacks>(ResourceTemplate, uriTemplate, callbacks) as TypedResourceTemplate<
    T,
    Template
  >;
}
