import { findVariable, ReferenceTracker } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveStaticString, singleAssignmentInit, type StaticString, isFunctionLike } from '../source/index.js';
import { resolveHandler, type ReadHandler } from './handlers.js';
import { generationOfModule, sdkTraceMap, type SdkGeneration } from './mcp-modules.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A place where a URI template is constructed: `new ResourceTemplate(t, …)` or `new UriTemplate(t)`. */
export interface TemplateConstruction {
  readonly node: TSESTree.NewExpression;
  readonly className: 'ResourceTemplate' | 'UriTemplate';
  readonly sdk: SdkGeneration;
  /** The template argument as written. */
  readonly argument: TSESTree.Node;
  /** Its value, or `null` when not statically known. */
  readonly template: StaticString | null;
}

export type RegistrationApi = 'registerResource' | 'resource' | 'setRequestHandler';

export interface ResourceRegistration {
  readonly api: RegistrationApi;
  /** `template`: a ResourceTemplate; `static`: a fixed URI; `low-level`: a `resources/read` request handler. */
  readonly shape: 'template' | 'static' | 'low-level';
  readonly sdk: SdkGeneration;
  readonly call: TSESTree.CallExpression;
  /** What it is registered on: registration order matters per server. */
  readonly server: { readonly key: string; readonly node: TSESTree.Node };
  readonly name: string | undefined;
  /** The URI-or-template argument. */
  readonly uriArgument?: TSESTree.Node;
  /** For `template`: the construction the argument resolves to (inline or through a const). */
  readonly construction?: TemplateConstruction;
  /** For `static`: the URI's value, when statically known. */
  readonly staticUri?: StaticString | null;
  readonly config?: TSESTree.ObjectExpression;
  readonly handler?: ReadHandler;
}

const URI_LIKE = /^[a-z][a-z0-9+.-]*:/i;

/** Collects every template construction and resource registration of a file. */
export function findMcpCode(program: TSESTree.Program, sourceCode: SourceCode) {
  const constructions = new Map<TSESTree.NewExpression, TemplateConstruction>();
  const mcpServers = new Set<TSESTree.Node>();
  const readSchemas = new Set<TSESTree.Node>();
  let fileSdk: SdkGeneration = 'unknown';

  const tracker = new ReferenceTracker(sourceCode.getScope(program) as never);
  for (const reference of tracker.iterateEsmReferences(sdkTraceMap() as never)) {
    const { path, info } = reference;
    const node = reference.node as unknown as TSESTree.Node;
    const sdk = generationOfModule(path[0]!);
    if (info === 'ResourceTemplate' || info === 'UriTemplate') {
      const expression = node as TSESTree.NewExpression;
      constructions.set(expression, construction(expression, info, sdk, sourceCode));
    } else if (info === 'McpServer' || info === 'Server') {
      mcpServers.add(node);
    } else if (info === 'ReadResourceRequestSchema') {
      // A named import is reported at its specifier; a namespace member at the member expression.
      readSchemas.add(node.type === AST_NODE_TYPES.ImportSpecifier ? node.local : node);
    }
  }
  for (const statement of program.body) {
    if (statement.type === AST_NODE_TYPES.ImportDeclaration) {
      const sdk = generationOfModule(String(statement.source.value));
      if (sdk !== 'unknown') fileSdk = fileSdk === 'unknown' || fileSdk === sdk ? sdk : fileSdk;
    }
  }

  const registrations: ResourceRegistration[] = [];
  const visit = (call: TSESTree.CallExpression) => {
    const registration = asRegistration(call, { constructions, mcpServers, readSchemas, fileSdk }, sourceCode);
    if (registration) registrations.push(registration);
  };
  walk(program, sourceCode.visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.CallExpression) visit(node);
  });
  return { constructions: [...constructions.values()], registrations, fileSdk };
}

function construction(node: TSESTree.NewExpression, className: 'ResourceTemplate' | 'UriTemplate', sdk: SdkGeneration, sourceCode: SourceCode): TemplateConstruction {
  const argument = node.arguments[0] ?? node;
  return {
    node,
    className,
    sdk,
    argument,
    template: node.arguments[0] && node.arguments[0].type !== AST_NODE_TYPES.SpreadElement ? resolveStaticString(node.arguments[0], sourceCode) : null,
  };
}

interface Known {
  readonly constructions: Map<TSESTree.NewExpression, TemplateConstruction>;
  readonly mcpServers: Set<TSESTree.Node>;
  readonly readSchemas: Set<TSESTree.Node>;
  readonly fileSdk: SdkGeneration;
}

function methodCall(call: TSESTree.CallExpression): { object: TSESTree.Node; method: string } | undefined {
  const callee = call.callee.type === AST_NODE_TYPES.ChainExpression ? call.callee.expression : call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  return { object: callee.object, method: callee.property.name };
}

function asRegistration(call: TSESTree.CallExpression, known: Known, sourceCode: SourceCode): ResourceRegistration | undefined {
  const method = methodCall(call);
  if (!method) return undefined;
  const args = call.arguments;
  const server = { key: serverKey(method.object, sourceCode), node: method.object };

  if (method.method === 'setRequestHandler' && args.length >= 2) {
    const [schema] = args;
    const isRead =
      known.readSchemas.has(schema!) ||
      (schema?.type === AST_NODE_TYPES.Identifier && known.readSchemas.has(declarationOf(schema, sourceCode) as TSESTree.Node)) ||
      (schema?.type === AST_NODE_TYPES.Identifier && schema.name === 'ReadResourceRequestSchema') ||
      (schema?.type === AST_NODE_TYPES.MemberExpression && !schema.computed && schema.property.type === AST_NODE_TYPES.Identifier && schema.property.name === 'ReadResourceRequestSchema') ||
      (schema?.type === AST_NODE_TYPES.Literal && schema.value === 'resources/read');
    if (!isRead) return undefined;
    const callback = args[args.length - 1]!;
    return {
      api: 'setRequestHandler',
      shape: 'low-level',
      sdk: known.fileSdk,
      call,
      server,
      name: undefined,
      handler: resolveHandler(callback, sourceCode, 'low-level'),
    };
  }

  if (method.method !== 'registerResource' && method.method !== 'resource') return undefined;
  if (args.length < 3 || args.some((a) => a.type === AST_NODE_TYPES.SpreadElement)) return undefined;
  const uriArgument = args[1]!;
  const callback = args[args.length - 1]!;
  const constructionOf = templateConstructionOf(uriArgument, known, sourceCode);
  const staticUri = constructionOf ? undefined : resolveStaticString(uriArgument, sourceCode);
  const callbackLooksLikeHandler = isFunctionLike(callback) || callback.type === AST_NODE_TYPES.Identifier || callback.type === AST_NODE_TYPES.CallExpression;
  if (!callbackLooksLikeHandler) return undefined;
  // `resource` is a common method name: require a known server, or an MCP file and a template or URI.
  if (
    method.method === 'resource' &&
    !isKnownServer(method.object, known, sourceCode) &&
    !(known.fileSdk !== 'unknown' && (constructionOf || (staticUri && URI_LIKE.test(staticUri.value))))
  ) {
    return undefined;
  }
  const shape = constructionOf ? 'template' : 'static';
  const configArg = method.method === 'registerResource' ? args[2] : args.length >= 4 ? args[2] : undefined;
  const nameValue = resolveStaticString(args[0]!, sourceCode)?.value;
  return {
    api: method.method,
    shape,
    sdk: constructionOf?.sdk && constructionOf.sdk !== 'unknown' ? constructionOf.sdk : known.fileSdk,
    call,
    server,
    name: nameValue,
    uriArgument,
    construction: constructionOf,
    staticUri: constructionOf ? undefined : staticUri,
    config: configArg?.type === AST_NODE_TYPES.ObjectExpression ? configArg : undefined,
    handler: resolveHandler(callback, sourceCode, shape),
  };
}

/** `new ResourceTemplate(...)` inline, or through a const; any `new X(t, …)` in this position counts. */
function templateConstructionOf(argument: TSESTree.Node, known: Known, sourceCode: SourceCode): TemplateConstruction | undefined {
  let node: TSESTree.Node | null = argument;
  for (let hops = 0; node && hops < 4; hops++) {
    if (node.type === AST_NODE_TYPES.NewExpression) {
      const existing = known.constructions.get(node);
      if (existing) return existing;
      // Not traced to an SDK import (e.g. re-exported through a local module): the position says it is one.
      const className = node.callee.type === AST_NODE_TYPES.Identifier && node.callee.name === 'UriTemplate' ? 'UriTemplate' : 'ResourceTemplate';
      const made = construction(node, className, 'unknown', sourceCode);
      known.constructions.set(node, made);
      return made;
    }
    if (node.type === AST_NODE_TYPES.Identifier) node = singleAssignmentInit(node, sourceCode);
    else if (node.type === AST_NODE_TYPES.TSAsExpression || node.type === AST_NODE_TYPES.TSSatisfiesExpression) node = node.expression;
    else return undefined;
  }
  return undefined;
}

/** The identifier that declares `identifier`'s variable. */
function declarationOf(identifier: TSESTree.Identifier, sourceCode: SourceCode): TSESTree.Identifier | undefined {
  const variable = findVariable(sourceCode.getScope(identifier) as never, identifier) as TSESLint.Scope.Variable | null;
  return variable?.identifiers[0] as TSESTree.Identifier | undefined;
}

function isKnownServer(object: TSESTree.Node, known: Known, sourceCode: SourceCode): boolean {
  if (object.type !== AST_NODE_TYPES.Identifier) return false;
  const init = singleAssignmentInit(object, sourceCode);
  return !!init && known.mcpServers.has(init);
}

/** Registrations on the same server share a key: the variable, or the text of `this.server`. */
function serverKey(object: TSESTree.Node, sourceCode: SourceCode): string {
  if (object.type === AST_NODE_TYPES.Identifier) {
    const scope = sourceCode.getScope(object);
    for (let s: TSESLint.Scope.Scope | null = scope; s; s = s.upper) {
      const variable = s.set.get(object.name);
      if (variable) return `${object.name}@${variable.identifiers[0]?.range[0] ?? 'global'}`;
    }
  }
  return sourceCode.getText(object);
}

/** A depth-first walk in source order, following the parser's visitor keys. */
function walk(root: TSESTree.Node, visitorKeys: SourceCode['visitorKeys'], visit: (node: TSESTree.Node) => void): void {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    const keys = visitorKeys[node.type] ?? [];
    for (let k = keys.length - 1; k >= 0; k--) {
      const value = (node as unknown as Record<string, unknown>)[keys[k]!];
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) if (value[i]) stack.push(value[i] as TSESTree.Node);
      } else if (value && typeof value === 'object') {
        stack.push(value as TSESTree.Node);
      }
    }
  }
}


