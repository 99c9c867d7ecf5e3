// The companion package `mcp-resources`: the read handlers its entry point (`resource(server, t,
// specs?, fn)`, on an McpServer or a `resourceRouter()`), its adapter (`typedResource(…).read(fn)`,
// `typedResourceTemplate`, `typedResourceWith`) and its router (`route(t, fn)` in
// `createResourceRouter([…])`) call, as registrations of their own. An adapter handler that an SDK
// `registerResource` of this file registers takes that registration's place (its name, config,
// server and order), so it is seen once, with the companion's facts and the template's layout.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { mentions, resolveStaticString, unwrap } from '../../source/index.js';
import { companionHandlers, companionTemplates, defaultedVariables } from '../companion.js';
import { resolveHandler } from '../handlers.js';
import { generationOfModule, type SdkGeneration } from '../mcp-modules.js';
import type { FrameworkScan, ResourceRegistration, TemplateConstruction } from '../registrations.js';
import { CONTENTS, framework, type FrameworkDescriptor } from './framework.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * What the adapter and the router guarantee (test/runtime/adapter*.test.ts, router.sdk.test.ts):
 * their own matcher, not the SDK's (lenient query, absent query variables left out); values
 * decoded once (said by ../companion.ts, which names the decoder); the handler's third parameter
 * is what the SDK passes (v1 `extra`, v2 `ctx`), so the principal is read where the SDK's is.
 */
export const COMPANION = framework({
  id: 'mcp-resources',
  label: 'mcp-resources',
  // Decoded, every operator: ../companion.ts reports it with its own wording (`companionDecodedValues`).
  decodedOperators: new Set(),
  sdkMatcher: false,
  // The router tries its routes in order, and the SDK the adapter's templates in registration order
  // (test/template/companion-covers.test.ts): covers are judged under the companion's own matcher.
  firstMatchWins: true,
  omittedQueryIsUndefined: true,
  passesUnknownQuery: false,
  matchesTemplates: true,
  staticTemplateFix: undefined,
  authorization: { principal: { kind: 'context' }, contentKeys: CONTENTS },
});

function fileSdkOf(program: TSESTree.Program): SdkGeneration {
  let sdk: SdkGeneration = 'unknown';
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const generation = generationOfModule(statement.source.value);
    if (generation !== 'unknown') sdk = sdk === 'unknown' ? generation : sdk;
  }
  return sdk;
}

function scanCompanion(program: TSESTree.Program, sourceCode: SourceCode): FrameworkScan | undefined {
  if (!mentions(sourceCode, 'mcp-resources')) return undefined;
  const templates = companionTemplates(sourceCode);
  if (templates.length === 0) return undefined;
  const handlers = companionHandlers(sourceCode);
  const fileSdk = fileSdkOf(program);
  const constructions = new Map<TSESTree.Node, TemplateConstruction>();
  for (const { setup, template } of templates)
    constructions.set(setup, {
      node: setup,
      framework: COMPANION,
      className: 'definition',
      sdk: fileSdk,
      argument: template,
      template: resolveStaticString(template, sourceCode),
    });
  return {
    constructions: () => [...constructions.values()],
    registrations(found = []) {
      const registrations: ResourceRegistration[] = [];
      for (const companion of handlers) {
        const handler = resolveHandler(companion.argument, sourceCode, 'template', companion.layout);
        if (!handler) continue;
        // The SDK registration of this file that hands the adapter's wrapped handler to the server
        // (`resource()` registers on the server itself).
        const sdk =
          companion.kind === 'adapter' && companion.entry === 'legacy'
            ? found.find(
                (r) =>
                  r.handler?.fn === companion.fn ||
                  (r.call.type === 'CallExpression' && r.call.arguments.some((a) => unwrap(a) === companion.site)),
              )
            : undefined;
        const router = companion.router;
        registrations.push({
          api: companion.kind,
          framework: COMPANION,
          shape: 'template',
          sdk: sdk?.sdk ?? fileSdk,
          call: sdk?.call ?? companion.site,
          server: sdk?.server ??
            companion.target ?? {
              key: router ? `router@${router.range[0]}` : `routes@${companion.site.range[0]}`,
              node: router ?? companion.site,
            },
          name: sdk?.name,
          uriArgument: companion.template,
          construction: constructions.get(companion.setup),
          config: sdk?.config,
          handler,
          defaultedVariables: defaultedVariables(companion, sourceCode),
        });
      }
      return registrations;
    },
  };
}

export const mcpResources = {
  name: 'mcp-resources',
  modules: [],
  words: ['mcp-resources'],
  frameworks: [COMPANION],
  scan: scanCompanion,
} satisfies FrameworkDescriptor;
