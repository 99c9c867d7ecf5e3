// Decorator frameworks: `@Resource({ uri })` and `@ResourceTemplate({ uriTemplate })` of
// `@rekog/mcp-nest` and `@nest-mcp/server` (on a method) and FrontMCP (`@frontmcp/sdk`, on a class). How these frameworks
// match and what their handlers receive is not shown by a test here, so their facts are unknown and
// no rule that needs them runs. A decorated method, or a read function of a decorated class, is read
// as a structural read function (./structure.ts), for the claims that hold for any matcher.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { FrameworkScan, ResourceRegistration, TemplateConstruction } from '../registrations.js';
import { definitionRegistration, importedName, importsFrom, objectOf } from './definitions.js';
import { framework, UNKNOWN_MATCHER, type Framework, type FrameworkDescriptor } from './framework.js';
import { classReadHandler, structuralHandler } from './structure.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export const MCP_NEST = framework({ id: 'mcp-nest', label: '@rekog/mcp-nest', ...UNKNOWN_MATCHER });
export const NEST_MCP = framework({ id: 'nest-mcp', label: '@nest-mcp/server', ...UNKNOWN_MATCHER });
export const FRONTMCP = framework({ id: 'frontmcp', label: 'FrontMCP', ...UNKNOWN_MATCHER });

const DECORATORS: Record<string, 'template' | 'static'> = { ResourceTemplate: 'template', Resource: 'static' };

export function scanDecorators(program: TSESTree.Program, sourceCode: SourceCode): FrameworkScan | undefined {
  const nest = importsFrom(program, (specifier) => specifier === '@rekog/mcp-nest');
  const nestMcp = importsFrom(program, (specifier) => specifier === '@nest-mcp/server');
  const front = importsFrom(program, (specifier) => specifier.startsWith('@frontmcp/'));
  if (!nest && !nestMcp && !front) return undefined;
  const constructions: TemplateConstruction[] = [];
  const decoratorOf = (
    call: TSESTree.CallExpression,
  ): { framework: Framework; kind: 'template' | 'static' } | undefined => {
    if (call.parent?.type !== 'Decorator' || call.callee.type !== 'Identifier') return undefined;
    for (const [imports, framework] of [
      [nest, MCP_NEST],
      [nestMcp, NEST_MCP],
      [front, FRONTMCP],
    ] as const) {
      const kind = DECORATORS[(imports && importedName(call.callee, imports)) ?? ''];
      if (kind) return { framework, kind };
    }
    return undefined;
  };
  return {
    visitCall(call): ResourceRegistration | undefined {
      const decorator = decoratorOf(call);
      const options = decorator && objectOf(call.arguments[0], sourceCode);
      if (!decorator || !options) return undefined;
      const { framework, kind } = decorator;
      const shape = {
        framework,
        api: 'decorator' as const,
        kind,
        uriKey: kind === 'template' ? 'uriTemplate' : 'uri',
        handler: undefined,
        layout: {},
      };
      const found = definitionRegistration(
        options,
        shape,
        call,
        { key: `decorator@${call.range[0]}`, node: call },
        sourceCode,
      );
      if (found.construction) constructions.push(found.construction);
      // The decorated method, or a read function of the decorated class, known by its parameters.
      const target = call.parent.parent;
      const template = found.construction?.template;
      const handler = !template
        ? undefined
        : target?.type === 'MethodDefinition'
          ? structuralHandler(target.value, template, sourceCode)
          : target?.type === 'ClassDeclaration' || target?.type === 'ClassExpression'
            ? classReadHandler(target, template, sourceCode)
            : undefined;
      return handler ? { ...found.registration, handler } : found.registration;
    },
    constructions: () => constructions,
  };
}

export const decorators = {
  name: '@rekog/mcp-nest, @nest-mcp/server and FrontMCP decorators',
  modules: ['@rekog/mcp-nest', '@nest-mcp/server', '@frontmcp/.*'],
  words: [String.raw`@Resource\s*\(`, 'ResourceTemplate'], // @Resource( and @ResourceTemplate(
  frameworks: [MCP_NEST, NEST_MCP, FRONTMCP],
  scan: scanDecorators,
} satisfies FrameworkDescriptor;
