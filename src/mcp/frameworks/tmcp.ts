// tmcp 1.x: `server.template({ uri, … }, execute)` and `server.resource({ uri, … }, execute)`, and the
// definitions `defineTemplate(options, execute)` / `defineResource(options, execute)` that
// `server.template(definition)` registers later. `execute(uri, params)`: the URI as a string, then
// the variables, decoded by tmcp's matcher (uri-template-matcher).
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { methodNameOf, singleAssignmentInit } from '../../source/index.js';
import type { HandlerLayout } from '../handlers.js';
import type { FrameworkScan, ResourceRegistration, TemplateConstruction } from '../registrations.js';
import { definitionRegistration, importedName, importsFrom, objectOf, propertyValueOf } from './definitions.js';
import { CONTENTS, framework, type FrameworkDescriptor } from './framework.js';
import { serverKey } from './syntax.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Shown by test/frameworks/tmcp.behaviour.test.ts: `{x}`, `{+x}`, `{/x*}` and query values arrive decoded. */
export const TMCP = framework({
  id: 'tmcp',
  label: 'tmcp',
  decodedOperators: new Set(['', '+', '/', '?', '&']),
  sdkMatcher: false,
  firstMatchWins: true,
  omittedQueryIsUndefined: true,
  passesUnknownQuery: false,
  matchesTemplates: true,
  staticTemplateFix: 'Register it with `server.template({ uri, … }, handler)` instead.',
  authorization: { principal: { kind: 'server-member', member: 'ctx', key: 'auth' }, contentKeys: CONTENTS },
});

const LAYOUTS: Record<'template' | 'static', HandlerLayout> = {
  template: { uri: 0, variables: 1 },
  static: { uri: 0 },
};
const DEFINERS: Record<string, 'template' | 'static'> = { defineTemplate: 'template', defineResource: 'static' };

export function scanTmcp(program: TSESTree.Program, sourceCode: SourceCode): FrameworkScan | undefined {
  const imports = importsFrom(program, (specifier) => specifier === 'tmcp' || specifier.startsWith('tmcp/'));
  if (!imports) return undefined;
  const constructions: TemplateConstruction[] = [];
  const defined = new Map<TSESTree.CallExpression, ResourceRegistration>();

  const registration = (
    kind: 'template' | 'static',
    options: TSESTree.ObjectExpression,
    execute: TSESTree.Node | undefined,
    call: TSESTree.CallExpression,
    server: ResourceRegistration['server'],
  ): ResourceRegistration => {
    const shape = {
      framework: TMCP,
      api: kind === 'template' ? ('template' as const) : ('resource' as const),
      kind,
      uriKey: 'uri',
      handler: execute,
      layout: LAYOUTS[kind],
    };
    const found = definitionRegistration(options, shape, call, server, sourceCode);
    if (found.construction) constructions.push(found.construction);
    return found.registration;
  };

  /** `defineTemplate(…)` imported from tmcp (under any local name). */
  const definerOf = (call: TSESTree.CallExpression): 'template' | 'static' | undefined =>
    DEFINERS[importedName(call.callee, imports) ?? ''];

  return {
    visitCall(call) {
      const definer = definerOf(call);
      if (definer) {
        const options = objectOf(call.arguments[0], sourceCode);
        if (!options) return undefined;
        const found = registration(definer, options, call.arguments[1], call, {
          key: `definition@${call.range[0]}`,
          node: call,
        });
        defined.set(call, found);
        return undefined; // kept until the walk is over: a `server.template(definition)` here registers it
      }
      const method = methodNameOf(call);
      if (!method || (method.name !== 'template' && method.name !== 'resource')) return undefined;
      const kind = method.name === 'template' ? 'template' : 'static';
      const server = { key: serverKey(method.object, sourceCode), node: method.object };
      if (call.arguments.length === 2) {
        const options = objectOf(call.arguments[0], sourceCode);
        return options && propertyValueOf(options, 'uri')
          ? registration(kind, options, call.arguments[1], call, server)
          : undefined;
      }
      if (call.arguments.length === 1) {
        const definition = definitionCall(call.arguments[0]!, sourceCode);
        const found = definition && defined.get(definition);
        if (found) {
          defined.delete(definition);
          return { ...found, call, server };
        }
      }
      return undefined;
    },
    registrations: () => [...defined.values()],
    constructions: () => constructions,
  };
}

/** The `defineTemplate(…)` call a node is or names. */
function definitionCall(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.CallExpression | undefined {
  let current: TSESTree.Node | null = node;
  for (let hops = 0; current && hops < 3; hops++) {
    if (current.type === 'CallExpression') return current;
    current = current.type === 'Identifier' ? singleAssignmentInit(current, sourceCode) : null;
  }
  return undefined;
}

export const tmcp = {
  name: 'tmcp',
  modules: ['tmcp(?:/.*)?', '@tmcp/.*'],
  words: [
    String.raw`\.\s*resource\s*\(`,
    String.raw`\.\s*template\s*\(`,
    String.raw`defineTemplate\b`,
    String.raw`defineResource\b`,
  ],
  frameworks: [TMCP],
  scan: scanTmcp,
} satisfies FrameworkDescriptor;
