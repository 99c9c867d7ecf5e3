import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isFunctionLike, staticName, unwrap, variableOf, walk, within } from '../source/index.js';
import { scopeOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Where a value inside a read handler comes from:
 * - `context`: the handler's context parameter itself (`extra`, `ctx`) — it carries the session;
 * - `identity`: the session's authenticated principal (`extra.authInfo`, `ctx.http?.authInfo`, and
 *   anything computed from them, such as `getSession(extra)`);
 * - `uri`: the requested URI or its template variables (chosen by whoever sends the request).
 */
export interface Origin {
  readonly context: boolean;
  readonly identity: boolean;
  readonly uri: boolean;
}

/** The handler parameters the analysis follows values back to. */
export interface OriginRoots {
  readonly uriParams: readonly TSESTree.Node[];
  readonly contextParam?: TSESTree.Node;
  /** A parameter that is the principal itself (FastMCP's `auth`). */
  readonly principalParam?: TSESTree.Node;
  /** Parameters of a helper that receive the principal, or something of it, from their caller. */
  readonly principalParams?: readonly TSESTree.Node[];
  /** An expression that is the session's context, not a parameter (tmcp's `server.ctx`), and its members that hold the principal. */
  readonly contextExpression?: {
    readonly matches: (node: TSESTree.MemberExpression) => boolean;
    readonly identityKeys: ReadonlySet<string>;
  };
  /** A rest parameter `...args` holding the context at this index (wrappers written generically). */
  readonly restContext?: { readonly param: TSESTree.RestElement; readonly index: number };
}

const NONE: Origin = { context: false, identity: false, uri: false };
const MAX_DEPTH = 12;

// Properties of the context object that lead to the principal: `authInfo` (v1 and v2), `http` (v2,
// which holds `authInfo`).
const IDENTITY_KEYS = new Set(['authInfo', 'http']);

function union(a: Origin, b: Origin): Origin {
  if ((!b.context || a.context) && (!b.identity || a.identity) && (!b.uri || a.uri)) return a;
  return { context: a.context || b.context, identity: a.identity || b.identity, uri: a.uri || b.uri };
}

export const carriesIdentity = (origin: Origin): boolean => origin.identity || origin.context;

/**
 * A value fixed in the code, whatever the request: a literal, `undefined`, a template literal
 * without expressions, an array or object literal of such values (`[]`, `{ role: "guest" }`).
 */
export function isConstantValue(node: TSESTree.Node | null): boolean {
  if (!node) return true; // an array hole
  const value = unwrap(node);
  switch (value.type) {
    case 'Literal':
      return true;
    case 'Identifier':
      return value.name === 'undefined';
    case 'TemplateLiteral':
      return value.expressions.length === 0;
    case 'UnaryExpression':
      return isConstantValue(value.argument);
    case 'ArrayExpression':
      return value.elements.every((element) =>
        isConstantValue(element?.type === 'SpreadElement' ? element.argument : element),
      );
    case 'ObjectExpression':
      return value.properties.every(
        (p) => p.type === 'Property' && (!p.computed || isConstantValue(p.key)) && isConstantValue(p.value),
      );
    default:
      return false;
  }
}

/** A name read as a value (not a property name, a key of an object literal, or a label). */
function isValueRead(identifier: TSESTree.Identifier): boolean {
  const parent = identifier.parent;
  if (parent?.type === 'MemberExpression') return parent.object === identifier || parent.computed;
  if (parent?.type === 'Property') return parent.value === identifier || parent.computed;
  return !(
    parent?.type === 'LabeledStatement' ||
    parent?.type === 'BreakStatement' ||
    parent?.type === 'ContinueStatement'
  );
}

/**
 * Follows expressions of one handler back to its parameters. Results are cached per node.
 */
export class OriginAnalysis {
  private readonly cache = new Map<TSESTree.Node, Origin>();

  /** The scope of the function whose values are followed, once asked for. */
  private scope: TSESLint.Scope.Scope | undefined;

  constructor(
    private readonly roots: OriginRoots,
    private readonly sourceCode: SourceCode,
    /** The function whose values are followed (most of the names looked up are in it). */
    private readonly fn?: TSESTree.Node,
  ) {}

  of(node: TSESTree.Node | null | undefined, depth = 0): Origin {
    if (!node || depth > MAX_DEPTH || node.type === 'Literal') return NONE;
    const cached = this.cache.get(node);
    if (cached) return cached;
    // Until it is known, a node is no one's: a cycle through assignments comes back to it as that.
    this.cache.set(node, NONE);
    const origin = this.compute(node, depth + 1);
    this.cache.set(node, origin);
    return origin;
  }

  /**
   * One of the values, whichever a run takes: the session's only if every one is; the URI's if any is.
   * A value fixed in the code (`|| ""`, `?? []`, `? … : null`) is no one's and leaves the others' answer.
   */
  private either(nodes: readonly (TSESTree.Node | null | undefined)[], depth: number): Origin {
    const origins = nodes.filter((node) => node && !isConstantValue(node)).map((node) => this.of(node, depth));
    if (origins.length === 0) return NONE;
    return {
      context: origins.every((origin) => origin.context),
      identity: origins.every((origin) => origin.identity || origin.context) && !origins.every((o) => o.context),
      uri: origins.some((origin) => origin.uri),
    };
  }

  /**
   * `primary ?? fallback`, `primary || fallback`: the primary's answer when the fallback holds nothing
   * of the request (`authInfo?.scopes ?? []`, `?? DEFAULT_ROLE`, `|| process.env.TEAM`); otherwise
   * either one (`authInfo?.clientId ?? userId` is the URI's whenever there is no principal).
   */
  private withFallback(primary: TSESTree.Node, fallback: TSESTree.Node, depth: number): Origin {
    return this.holdsNoRequestValue(fallback, 0)
      ? this.either([primary], depth)
      : this.either([primary, fallback], depth);
  }

  /**
   * Whether a value is the same whatever the request: every name it reads is bound outside the
   * function whose values are followed (a module constant, a configuration object, an import, a
   * global such as `process.env`), or is a local assigned once from such a value. A parameter of the
   * function, or a local computed from one, is the request's.
   */
  private holdsNoRequestValue(node: TSESTree.Node, depth: number): boolean {
    const fn = this.fn;
    if (!fn) return isConstantValue(node);
    if (depth > MAX_DEPTH) return false;
    let fixed = true;
    walk(node, this.sourceCode.visitorKeys, (inner) => {
      if (!fixed || isFunctionLike(inner)) return false;
      if (inner.type !== 'Identifier' || !isValueRead(inner)) return undefined;
      const variable = this.variableOf(inner);
      const def = variable?.defs[0];
      // A global nothing declares, or a name bound outside the function: the same for every request.
      if (!variable || !def || !within(def.name, fn)) return undefined;
      const declarator = def.type === 'Variable' && variable.defs.length === 1 ? def.node : undefined;
      const assignedOnce =
        !!declarator?.init && !variable.references.some((r) => r.isWrite() && r.identifier !== def.name);
      fixed = assignedOnce && this.holdsNoRequestValue(declarator.init!, depth + 1);
      return undefined;
    });
    return fixed;
  }

  private all(nodes: readonly (TSESTree.Node | null | undefined)[], depth: number): Origin {
    return nodes.reduce<Origin>((acc, n) => union(acc, this.of(n, depth)), NONE);
  }

  private compute(node: TSESTree.Node, depth: number): Origin {
    switch (node.type) {
      case 'Identifier':
        return this.ofIdentifier(node, depth);
      case 'MemberExpression':
        return this.ofMember(node, depth);
      case 'ChainExpression':
      case 'TSNonNullExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSTypeAssertion':
      case 'AwaitExpression':
      case 'SpreadElement':
        return this.of(
          node.type === 'AwaitExpression' || node.type === 'SpreadElement' ? node.argument : node.expression,
          depth,
        );
      case 'LogicalExpression':
        // `authInfo?.userId ?? userId`, `env.TOKEN || extra.authInfo.token`: a principal with a fallback
        // from the request, or preferred to something else, is not the principal (the other value
        // answers whenever the principal is missing, or always).
        return node.operator === '&&'
          ? this.all([node.left, node.right], depth)
          : this.withFallback(node.left, node.right, depth);
      case 'ConditionalExpression':
        return this.either([node.consequent, node.alternate], depth);
      case 'SequenceExpression':
        return this.of(node.expressions[node.expressions.length - 1], depth);
      case 'TemplateLiteral':
        return this.all(node.expressions, depth);
      case 'BinaryExpression':
        return this.all([node.left, node.right], depth);
      case 'ArrayExpression':
        return this.all(node.elements, depth);
      case 'ObjectExpression':
        return this.all(
          node.properties.map((p) => (p.type === 'Property' ? p.value : p)),
          depth,
        );
      case 'CallExpression':
      case 'NewExpression': {
        // A call receiving the context returns something about the session (`getSession(extra)`).
        const callee = node.callee.type === 'MemberExpression' ? node.callee.object : null;
        const origin = this.all([callee, ...node.arguments], depth);
        return origin.context ? { ...origin, context: false, identity: true } : origin;
      }
      default:
        return NONE;
    }
  }

  private ofMember(node: TSESTree.MemberExpression, depth: number): Origin {
    const key = staticName(node) ?? null;
    const contextExpression = this.roots.contextExpression;
    if (contextExpression) {
      if (contextExpression.matches(node)) return { context: true, identity: false, uri: false };
      if (node.object.type === 'MemberExpression' && contextExpression.matches(node.object))
        return { ...NONE, identity: key !== null && contextExpression.identityKeys.has(key) };
    }
    const object = this.of(node.object, depth);
    if (
      this.roots.restContext &&
      node.object.type === 'Identifier' &&
      this.isParam(node.object, this.roots.restContext.param.argument)
    ) {
      return key === String(this.roots.restContext.index)
        ? { context: true, identity: false, uri: false }
        : { ...NONE, uri: true };
    }
    if (object.context) {
      // `extra.authInfo`, `ctx.http`: the principal. Other context members (`signal`, `sessionId`) are not.
      return { context: false, identity: object.identity || (key !== null && IDENTITY_KEYS.has(key)), uri: object.uri };
    }
    return object;
  }

  private isParam(identifier: TSESTree.Identifier, param: TSESTree.Node): boolean {
    const variable = this.variableOf(identifier);
    return !!variable?.defs.some((d) => d.type === 'Parameter' && d.name.range[0] === param.range[0]);
  }

  private variableOf(identifier: TSESTree.Identifier): TSESLint.Scope.Variable | null {
    // A name in the function is found from the function's scope down, by position: cheaper than
    // finding its own scope from the name up the tree, once for each name.
    const scope =
      this.fn && within(identifier, this.fn)
        ? (this.scope ??= scopeOf(this.fn, this.sourceCode))
        : scopeOf(identifier, this.sourceCode);
    return variableOf(identifier, this.sourceCode, scope);
  }

  private ofIdentifier(identifier: TSESTree.Identifier, depth: number): Origin {
    const variable = this.variableOf(identifier);
    if (!variable || variable.defs.length !== 1) return NONE;
    const def = variable.defs[0]!;
    const binding = def.name as TSESTree.Identifier;
    if (def.type === 'Parameter') return this.ofParameterBinding(binding);
    if (def.type !== 'Variable') return NONE;
    const declarator = def.node;
    // A variable assigned again later could hold anything: only single assignments are followed.
    if (variable.references.some((r) => r.isWrite() && r.identifier !== binding)) return NONE;
    if (!declarator.init) return NONE;
    const path = patternPath(declarator.id, binding);
    if (!path) return NONE;
    return applyPath(this.of(declarator.init, depth), path);
  }

  private ofParameterBinding(binding: TSESTree.Identifier): Origin {
    const inside = (param: TSESTree.Node | undefined) =>
      !!param && param.range[0] <= binding.range[0] && binding.range[1] <= param.range[1];
    if (this.roots.uriParams.some(inside)) return { ...NONE, uri: true };
    if (inside(this.roots.principalParam) || this.roots.principalParams?.some(inside))
      return { ...NONE, identity: true };
    const context = this.roots.contextParam;
    if (context && inside(context)) {
      const path = patternPath(context, binding);
      return path ? applyPath({ context: true, identity: false, uri: false }, path) : NONE;
    }
    return NONE;
  }
}

/** The property names from a (possibly destructuring) pattern down to one of its bindings. */
function patternPath(pattern: TSESTree.Node, binding: TSESTree.Identifier): (string | null)[] | null {
  switch (pattern.type) {
    case 'Identifier':
      return pattern === binding || pattern.range[0] === binding.range[0] ? [] : null;
    case 'AssignmentPattern':
      return patternPath(pattern.left, binding);
    case 'RestElement':
      return patternPath(pattern.argument, binding);
    case 'TSParameterProperty':
      return patternPath(pattern.parameter, binding);
    case 'ArrayPattern':
      for (const element of pattern.elements) {
        const inner = element ? patternPath(element, binding) : null;
        if (inner) return [null, ...inner];
      }
      return null;
    case 'ObjectPattern':
      for (const property of pattern.properties) {
        if (property.type === 'RestElement') {
          const inner = patternPath(property.argument, binding);
          if (inner) return [null, ...inner];
          continue;
        }
        const inner = patternPath(property.value, binding);
        if (inner) {
          const key =
            !property.computed && property.key.type === 'Identifier'
              ? property.key.name
              : property.key.type === 'Literal'
                ? String(property.key.value)
                : null;
          return [key, ...inner];
        }
      }
      return null;
    default:
      return null;
  }
}

function applyPath(origin: Origin, path: readonly (string | null)[]): Origin {
  let current = origin;
  for (const key of path) {
    if (current.context)
      current = {
        context: false,
        identity: current.identity || (key !== null && IDENTITY_KEYS.has(key)),
        uri: current.uri,
      };
  }
  return current;
}
