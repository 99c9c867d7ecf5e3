// The official SDKs (`@modelcontextprotocol/sdk` 1.x and `@modelcontextprotocol/server` 2.x):
// `new ResourceTemplate(…)` / `new UriTemplate(…)`, `registerResource` / `resource` on a server,
// and low-level `resources/read` request handlers.
import { ReferenceTracker } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  isFunctionLike,
  localFunctionOf,
  memberValue,
  methodNameOf,
  resolveStaticString,
  resolveUriString,
  returnedExpressions,
  singleAssignmentInit,
  unwrap,
  variableOf,
} from '../../source/index.js';
import { isForeign, sourceOf } from '../../project/index.js';
import { resolveHandler } from '../handlers.js';
import { generationOfModule, SDK_TRACE_MAP, V1_MCP_MODULES, V2_MODULES, type SdkGeneration } from '../mcp-modules.js';
import { importedName, importsFrom, type ModuleImports } from './definitions.js';
import type { FrameworkScan, ResourceRegistration, TemplateConstruction } from '../registrations.js';
import { SDK, type FrameworkDescriptor } from './framework.js';
import { serverKey } from './syntax.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const URI_LIKE = /^[a-z][a-z0-9+.-]*:/i;

/** The SDK half of a file: its template constructions, servers and `resources/read` schemas, and a call visitor. */
export function scanSdk(program: TSESTree.Program, sourceCode: SourceCode): FrameworkScan {
  const constructions = new Map<TSESTree.NewExpression, TemplateConstruction>();
  const mcpServers = new Set<TSESTree.Node>();
  const readSchemas = new Set<TSESTree.Node>();
  let fileSdk: SdkGeneration = 'unknown';

  const references = new ReferenceTracker(sourceCode.getScope(program) as never).iterateEsmReferences(
    SDK_TRACE_MAP as never,
  );
  for (const reference of references) {
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
      readSchemas.add(node.type === 'ImportSpecifier' ? node.local : node);
    }
  }
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const sdk = generationOfModule(statement.source.value);
      if (sdk !== 'unknown') fileSdk = fileSdk === 'unknown' || fileSdk === sdk ? sdk : fileSdk;
    }
  }
  const serverTypes = importsFrom(
    program,
    (specifier) => V1_MCP_MODULES.includes(specifier) || V2_MODULES.includes(specifier),
  ) ?? { named: new Map(), namespaces: new Set() };
  const known: Known = { serverTypes, constructions, mcpServers, readSchemas, fileSdk };
  return {
    fileSdk,
    visitCall: (call) => asRegistration(call, known, sourceCode),
    constructions: () => [...constructions.values()],
  };
}

function construction(
  node: TSESTree.NewExpression,
  className: 'ResourceTemplate' | 'UriTemplate',
  sdk: SdkGeneration,
  sourceCode: SourceCode,
): TemplateConstruction {
  const argument = node.arguments[0] ?? node;
  return {
    node,
    framework: SDK,
    className,
    sdk,
    argument,
    template:
      node.arguments[0] && node.arguments[0].type !== 'SpreadElement'
        ? resolveUriString(node.arguments[0], sourceCode)
        : null,
  };
}

interface Known {
  /** How the file names the SDKs' exports, types included. */
  readonly serverTypes: ModuleImports;
  readonly constructions: Map<TSESTree.NewExpression, TemplateConstruction>;
  readonly mcpServers: Set<TSESTree.Node>;
  readonly readSchemas: Set<TSESTree.Node>;
  readonly fileSdk: SdkGeneration;
}

function asRegistration(
  call: TSESTree.CallExpression,
  known: Known,
  sourceCode: SourceCode,
): ResourceRegistration | undefined {
  const method = methodNameOf(call);
  if (!method) return undefined;
  const args = call.arguments;
  // Worked out only for a registering call: most calls of a file are not one.
  const serverOf = () => ({ key: serverKey(method.object, sourceCode), node: method.object });

  if (method.name === 'setRequestHandler' && args.length >= 2) {
    const [schema] = args;
    const isRead =
      known.readSchemas.has(schema!) ||
      (schema?.type === 'Identifier' && known.readSchemas.has(declarationOf(schema, sourceCode) as TSESTree.Node)) ||
      (schema?.type === 'Identifier' && schema.name === 'ReadResourceRequestSchema') ||
      (schema?.type === 'MemberExpression' &&
        !schema.computed &&
        schema.property.type === 'Identifier' &&
        schema.property.name === 'ReadResourceRequestSchema') ||
      (schema?.type === 'Literal' && schema.value === 'resources/read');
    if (!isRead) return undefined;
    const callback = args[args.length - 1]!;
    return {
      api: 'setRequestHandler',
      framework: SDK,
      shape: 'low-level',
      sdk: known.fileSdk,
      call,
      server: serverOf(),
      name: undefined,
      handler: resolveHandler(callback, sourceCode, 'low-level'),
      handlerArgument: callback,
    };
  }

  if (method.name !== 'registerResource' && method.name !== 'resource') return undefined;
  if (args.length < 3 || args.some((a) => a.type === 'SpreadElement')) return undefined;
  const uriArgument = args[1]!;
  const callback = args[args.length - 1]!;
  const constructionOf = templateConstructionOf(uriArgument, known, sourceCode);
  const staticUri = constructionOf ? undefined : resolveUriString(uriArgument, sourceCode);
  const callbackLooksLikeHandler =
    isFunctionLike(callback) ||
    callback.type === 'Identifier' ||
    callback.type === 'CallExpression' ||
    callback.type === 'MemberExpression'; // `this.read`, a method
  if (!callbackLooksLikeHandler) return undefined;
  // `resource` is a common method name: require a known server, or an MCP file and a template or URI.
  if (
    method.name === 'resource' &&
    !isKnownServer(method.object, known, sourceCode) &&
    !(known.fileSdk !== 'unknown' && (constructionOf || (staticUri && URI_LIKE.test(staticUri.value))))
  ) {
    return undefined;
  }
  const shape = constructionOf ? 'template' : 'static';
  const configArg = method.name === 'registerResource' ? args[2] : args.length >= 4 ? args[2] : undefined;
  const nameValue = resolveStaticString(args[0]!, sourceCode)?.value;
  return {
    api: method.name,
    framework: SDK,
    shape,
    sdk: constructionOf?.sdk && constructionOf.sdk !== 'unknown' ? constructionOf.sdk : known.fileSdk,
    call,
    server: serverOf(),
    name: nameValue,
    uriArgument,
    construction: constructionOf,
    staticUri: constructionOf ? undefined : staticUri,
    config: configArg?.type === 'ObjectExpression' ? configArg : undefined,
    handler: resolveHandler(callback, sourceCode, shape),
    handlerArgument: callback,
  };
}

/** `new ResourceTemplate(...)` inline, or through a const; any `new X(t, …)` in this position counts. */
function templateConstructionOf(
  argument: TSESTree.Node,
  known: Known,
  sourceCode: SourceCode,
): TemplateConstruction | undefined {
  let node: TSESTree.Node | null = argument;
  for (let hops = 0; node && hops < 4; hops++) {
    if (node.type === 'NewExpression') {
      // Made in another module (a factory's `return new ResourceTemplate(…)`): its template is read
      // there and stands at the argument here, where it can be reported.
      if (isForeign(node, sourceCode)) {
        const made = known.constructions.get(node) ?? foreignConstruction(node, argument, sourceCode);
        known.constructions.set(node, made);
        return made;
      }
      const existing = known.constructions.get(node);
      if (existing) return existing;
      // Not traced to an SDK import (e.g. re-exported through a local module): the position says it is one.
      const className =
        node.callee.type === 'Identifier' && node.callee.name === 'UriTemplate' ? 'UriTemplate' : 'ResourceTemplate';
      const made = construction(node, className, 'unknown', sourceCode);
      known.constructions.set(node, made);
      return made;
    }
    if (node.type === 'Identifier') node = singleAssignmentInit(node, sourceCode);
    else if (node.type === 'MemberExpression') node = memberValue(node, sourceCode) ?? null;
    else if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') node = node.expression;
    else if (node.type === 'CallExpression') node = onlyReturned(node, sourceCode);
    else return undefined;
  }
  return undefined;
}

/** What a call of a function (of this file or another module) returns, when it has one `return`. */
function onlyReturned(call: TSESTree.CallExpression, sourceCode: SourceCode): TSESTree.Node | null {
  const fn = localFunctionOf(unwrap(call.callee), sourceCode);
  if (!fn) return null;
  const returned = returnedExpressions(fn, sourceOf(fn, sourceCode).visitorKeys);
  return returned.length === 1 ? returned[0]! : null;
}

function foreignConstruction(
  node: TSESTree.NewExpression,
  argument: TSESTree.Node,
  sourceCode: SourceCode,
): TemplateConstruction {
  const made = construction(node, 'ResourceTemplate', 'unknown', sourceOf(node, sourceCode));
  return {
    ...made,
    node: argument,
    argument,
    template: made.template && { value: made.template.value, node: argument },
  };
}

/** The identifier that declares `identifier`'s variable. */
function declarationOf(identifier: TSESTree.Identifier, sourceCode: SourceCode): TSESTree.Identifier | undefined {
  const variable = variableOf(identifier, sourceCode);
  return variable?.identifiers[0];
}

/** `new McpServer(…)` held in the variable, or a variable or parameter declared with the SDK's `McpServer` type. */
function isKnownServer(object: TSESTree.Node, known: Known, sourceCode: SourceCode): boolean {
  if (object.type !== 'Identifier') return false;
  const init = singleAssignmentInit(object, sourceCode);
  if (init && known.mcpServers.has(init)) return true;
  const declared = declarationOf(object, sourceCode);
  return importedName(declared?.typeAnnotation?.typeAnnotation, known.serverTypes) === 'McpServer';
}

export const sdk = {
  name: '@modelcontextprotocol/sdk and /server',
  // Both generations, and the frameworks that hand a handler the SDK's own server.
  modules: [
    '@modelcontextprotocol/.*',
    'mcp-handler',
    '@vercel/mcp-adapter',
    'mcp-use(?:/.*)?',
    '@mcp-use/.*',
    'agents/mcp',
  ],
  words: [
    'registerResource',
    String.raw`\.\s*resource\s*\(`, // the deprecated server.resource(
    'ReadResourceRequestSchema',
    'resources/read',
    'ResourceTemplate',
    'UriTemplate',
  ],
  frameworks: [SDK],
  scan: scanSdk,
} satisfies FrameworkDescriptor;
