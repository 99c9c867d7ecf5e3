// FastMCP 4.x (`fastmcp`): `server.addResourceTemplate({ uriTemplate, arguments, load })` and
// `server.addResource({ uri, load })`, inline or through a `const` in the file, and definition
// objects declared with FastMCP's `ResourceTemplate` / `Resource` types wherever they are
// registered. `load(args, auth, context)`: the variables first, the session's auth second.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { HandlerLayout } from '../handlers.js';
import type { FrameworkScan, ResourceRegistration, TemplateConstruction } from '../registrations.js';
import {
  declaredTypeOf,
  definitionRegistration,
  importsFrom,
  objectOf,
  propertyValueOf,
  topLevelDeclarations,
} from './definitions.js';
import { framework, type FrameworkDescriptor } from './framework.js';
import { serverKey } from './syntax.js';
import { methodNameOf } from '../../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Shown by test/frameworks/fastmcp.behaviour.test.ts: `{+x}` values arrive raw, `{x}`, `{/x*}` and query values decoded. */
export const FASTMCP = framework({
  id: 'fastmcp',
  label: 'FastMCP',
  decodedOperators: new Set(['', '/', '?', '&']),
  sdkMatcher: false,
  firstMatchWins: true,
  omittedQueryIsUndefined: true,
  passesUnknownQuery: true,
  matchesTemplates: true,
  staticTemplateFix: 'Register it with `server.addResourceTemplate({ uriTemplate, … })` instead.',
  // `load(…, auth)` receives what the server's `authenticate` returned; it answers `{ text }` / `{ blob }`.
  authorization: { principal: { kind: 'parameter', name: 'auth' }, contentKeys: new Set(['text', 'blob']) },
});

// `auth` is what the server's `authenticate` returned for the session: the principal itself.
const TEMPLATE_LAYOUT: HandlerLayout = { variables: 0, principal: 1, context: 2 };
const STATIC_LAYOUT: HandlerLayout = { principal: 0, context: 1 };

export function scanFastMcp(program: TSESTree.Program, sourceCode: SourceCode): FrameworkScan | undefined {
  const imports = importsFrom(program, (specifier) => specifier === 'fastmcp');
  if (!imports) return undefined;
  const constructions: TemplateConstruction[] = [];
  const registered = new Set<TSESTree.ObjectExpression>();

  const definition = (
    object: TSESTree.ObjectExpression,
    kind: 'template' | 'static',
    call: TSESTree.Node,
    server: ResourceRegistration['server'],
  ): ResourceRegistration => {
    registered.add(object);
    const shape = {
      framework: FASTMCP,
      api: kind === 'template' ? ('addResourceTemplate' as const) : ('addResource' as const),
      kind,
      uriKey: kind === 'template' ? 'uriTemplate' : 'uri',
      handler: propertyValueOf(object, 'load'),
      layout: kind === 'template' ? TEMPLATE_LAYOUT : STATIC_LAYOUT,
    };
    const { registration, construction } = definitionRegistration(object, shape, call, server, sourceCode);
    if (construction) constructions.push(construction);
    return registration;
  };

  return {
    visitCall(call) {
      const method = methodNameOf(call);
      if (
        !method ||
        (method.name !== 'addResourceTemplate' && method.name !== 'addResource') ||
        call.arguments.length !== 1
      )
        return undefined;
      const kind = method.name === 'addResourceTemplate' ? 'template' : 'static';
      const server = { key: serverKey(method.object, sourceCode), node: method.object };
      const object = objectOf(call.arguments[0], sourceCode);
      if (object) return definition(object, kind, call, server);
      // A definition from another module: registered here, read where it is declared.
      const argument = call.arguments[0]!;
      if (argument.type !== 'Identifier' && argument.type !== 'MemberExpression') return undefined;
      return {
        api: method.name,
        framework: FASTMCP,
        shape: kind,
        sdk: 'unknown',
        call,
        server,
        name: undefined,
        staticUri: kind === 'static' ? null : undefined,
      };
    },
    registrations() {
      const found: ResourceRegistration[] = [];
      for (const object of declaredDefinitions(program)) {
        if (registered.has(object)) continue;
        const type = declaredTypeOf(object, imports);
        if (type !== 'ResourceTemplate' && type !== 'Resource') continue;
        // Registered elsewhere: on no server this file can see.
        found.push(
          definition(object, type === 'ResourceTemplate' ? 'template' : 'static', object, {
            key: `definition@${object.range[0]}`,
            node: object,
          }),
        );
      }
      return found;
    },
    constructions: () => constructions,
  };
}

/** Object literals a module declares at its top level (`const`, `export const`, `export default`). */
function* declaredDefinitions(program: TSESTree.Program): Generator<TSESTree.ObjectExpression> {
  for (const declaration of topLevelDeclarations(program)) {
    let node: TSESTree.Node | null = declaration.type === 'VariableDeclarator' ? declaration.init : declaration;
    while (node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')) node = node.expression;
    if (node?.type === 'ObjectExpression') yield node;
  }
}

export const fastmcp = {
  name: 'fastmcp',
  modules: ['fastmcp'],
  words: ['addResource'], // and addResourceTemplate
  frameworks: [FASTMCP],
  scan: scanFastMcp,
} satisfies FrameworkDescriptor;
