// Runs the read handlers a rule-test snippet registers, to see which values each one refuses. The
// snippet is transpiled (esbuild) and run with stand-ins: every module but zod, node:path, node:url
// and the companion is a recorder whose calls keep the functions passed to them (the handlers) and
// the templates they name; every name the snippet leaves undeclared is a recorder too. Nothing of
// the snippet reaches the file system or the network: `fs` is a recorder.
import { transformSync } from 'esbuild';
import path from 'node:path';
import url from 'node:url';
import * as zod from 'zod';
import * as companion from 'mcp-resources';
import * as companionFs from 'mcp-resources/fs';
import * as companionGrammar from 'mcp-resources/grammar';

const REAL_MODULES: Record<string, unknown> = {
  zod,
  path,
  'node:path': path,
  url,
  'node:url': url,
  'mcp-resources': companion,
  'mcp-resources/fs': companionFs,
  'mcp-resources/grammar': companionGrammar,
};

/** A read handler the snippet handed to a registration (or exported), with the template it was registered with. */
export interface RunnableHandler {
  readonly fn: (...args: unknown[]) => unknown;
  readonly template: string | undefined;
}

const ARGS = Symbol('constructed with');

/** A value that is anything the code asks of it: callable, constructible, every property another recorder; calls are recorded. */
function recorder(onCall: (args: unknown[]) => void, args: unknown[] = []): unknown {
  const target = function () {} as unknown as Record<PropertyKey, unknown>;
  target[ARGS] = args;
  return new Proxy(target, {
    get(t, key) {
      if (key === ARGS) return t[ARGS];
      if (key === 'then' || key === Symbol.unscopables) return undefined;
      if (key === Symbol.toPrimitive) return () => 'stub';
      if (key === Symbol.iterator) return function* () {};
      if (key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => 'stub';
      if (key === 'prototype') return Object.prototype;
      return recorder(onCall);
    },
    apply(_t, _this, callArgs: unknown[]) {
      onCall(callArgs);
      return recorder(onCall, callArgs);
    },
    construct(_t, callArgs: unknown[]) {
      onCall(callArgs);
      return recorder(onCall, callArgs) as object;
    },
  });
}

const TEMPLATE = /\{[^{}]+\}/;

/** The template a registration names: a string argument holding `{…}`, or one a recorder was constructed with. */
function templateIn(args: readonly unknown[]): string | undefined {
  for (const arg of args) {
    if (typeof arg === 'string' && TEMPLATE.test(arg)) return arg;
    const constructed = (arg as { [ARGS]?: unknown[] } | null)?.[ARGS];
    if (typeof arg === 'function' && Array.isArray(constructed)) {
      const inner = templateIn(constructed);
      if (inner) return inner;
    }
    if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
      const inner = templateIn(Object.values(arg as object));
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * Loads the snippet and returns the functions its registrations received (in the order they were
 * registered), or `undefined` when it does not transpile or its module code throws.
 */
export function handlersOf(code: string, filename = 'file.ts'): RunnableHandler[] | undefined {
  let js: string;
  try {
    js = transformSync(code, { loader: filename.endsWith('x') ? 'tsx' : 'ts', format: 'cjs', target: 'es2022' }).code;
  } catch {
    return undefined;
  }
  const handlers: RunnableHandler[] = [];
  const seen = new Set<unknown>();
  const onCall = (args: unknown[]) => {
    const template = templateIn(args);
    const found = (value: unknown) => {
      if (typeof value !== 'function' || seen.has(value) || (value as { [ARGS]?: unknown })[ARGS]) return;
      seen.add(value);
      handlers.push({ fn: value as RunnableHandler['fn'], template });
    };
    for (const arg of args) {
      found(arg);
      // `{ uriTemplate, load }`: a framework's object of the template and its handler.
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) Object.values(arg as object).forEach(found);
      // `createResourceRouter([route(…), …])`: the routes' handlers are recorded by route(…) itself.
    }
  };
  // The snippet's undeclared names (declared only as types, or not at all) are recorders too.
  const names = new Map<PropertyKey, unknown>();
  const scope = new Proxy(names, {
    has: (_m, key) => typeof key === 'string' && !(key in globalThis),
    get: (m, key) => (key === Symbol.unscopables ? undefined : m.has(key) ? m.get(key) : recorder(onCall)),
    set: (m, key, value) => {
      m.set(key, value);
      return true;
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string) => (id in REAL_MODULES ? REAL_MODULES[id] : recorder(onCall));
  try {
    // `with` gives undeclared names their recorders; the snippet's own declarations come first.
    new Function('scope', 'require', 'module', 'exports', `with (scope) {\n${js}\n}`)(
      scope,
      require,
      module,
      module.exports,
    );
  } catch {
    return undefined;
  }
  // xmcp and similar: the handler is the module's export.
  for (const value of Object.values(module.exports)) {
    if (typeof value === 'function' && !seen.has(value)) {
      seen.add(value);
      handlers.push({ fn: value as RunnableHandler['fn'], template: undefined });
    }
  }
  return handlers;
}

/** The names of a template's variables. */
const variablesOf = (template: string | undefined): string[] =>
  [...(template ?? '').matchAll(/\{[+#./;?&]?([^}]+)\}/g)].flatMap((m) =>
    m[1]!.split(',').map((spec) => spec.replace(/\*$|:\d+$/, '')),
  );

/**
 * What a handler is given for one value of its variables: every argument the same stand-in — the
 * requested URL (its own properties), each template variable the value, `params` a request's, and
 * anything else (a context's `authInfo`, a session) a recorder.
 */
function argumentFor(template: string | undefined, value: string): unknown {
  let href = `docs://host/${encodeURIComponent(value)}`;
  if (template)
    try {
      href = new URL(
        companion.expand(template as never, Object.fromEntries(variablesOf(template).map((n) => [n, value])) as never),
      ).href;
    } catch {
      // a template the URL parser refuses: the fallback URI
    }
  const uri = new URL(href);
  const variables = new Set(variablesOf(template));
  const argument: unknown = new Proxy(uri, {
    get(target, key) {
      if (typeof key === 'string' && variables.has(key)) return value;
      if (key === 'params') return { uri: href, name: value, arguments: argument };
      if (key in target) {
        const own = Reflect.get(target, key, target) as unknown;
        return typeof own === 'function' ? (own as (...a: unknown[]) => unknown).bind(target) : own;
      }
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return recorder(() => {});
    },
    has: (target, key) => (typeof key === 'string' && variables.has(key)) || key in target,
    ownKeys: () => [...variables],
    getOwnPropertyDescriptor: (_t, key) =>
      typeof key === 'string' && variables.has(key)
        ? { value, enumerable: true, configurable: true, writable: true }
        : undefined,
  });
  return argument;
}

const isEmptyAnswer = (answer: unknown): boolean => {
  if (answer === null || answer === undefined) return true;
  if (typeof answer !== 'object') return false;
  const { contents, isError } = answer as { contents?: unknown; isError?: unknown };
  return isError === true || (Array.isArray(contents) && contents.length === 0);
};

/** Whether the handler refuses each value: it throws, rejects, answers nothing or empty contents, or an error result. */
export async function refusals(handler: RunnableHandler, values: readonly string[]): Promise<boolean[]> {
  const refused: boolean[] = [];
  for (const value of values) {
    const argument = argumentFor(handler.template, value);
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        Promise.resolve(handler.fn(argument, argument, argument)),
        new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error('no answer')), 200))),
      ]);
      refused.push(isEmptyAnswer(answer));
    } catch {
      refused.push(true);
    } finally {
      clearTimeout(timer);
    }
  }
  return refused;
}
