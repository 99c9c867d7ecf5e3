// mcp-framework 0.2.x: resources are classes, `class Docs extends MCPResource { uri = "…";
// template = { uriTemplate: "…" }; async read() {…} }`, loaded from the project's folder by the
// framework. `read()` takes no parameters: no variables reach it, whatever the template says.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { resolveStaticString, resolveUriString } from '../../source/index.js';
import type { FrameworkScan, TemplateConstruction } from '../registrations.js';
import {
  importedName,
  importsFrom,
  objectOf,
  propertyValueOf,
  templateConstruction,
  type ModuleImports,
} from './definitions.js';
import { framework, type FrameworkDescriptor } from './framework.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Shown by test/frameworks/mcp-framework.behaviour.test.ts: a read is looked up by its exact
 * `uri`; the template is listed but never matched (so nothing is decoded, and no order applies).
 */
export const MCP_FRAMEWORK = framework({
  id: 'mcp-framework',
  label: 'mcp-framework',
  decodedOperators: new Set(),
  sdkMatcher: false,
  firstMatchWins: undefined,
  omittedQueryIsUndefined: undefined,
  passesUnknownQuery: false,
  matchesTemplates: false,
  staticTemplateFix:
    "Serve these URIs from a server that matches templates, e.g. the SDK's `McpServer` with a `ResourceTemplate`.",
  // Its principal is in `getRequestContext()`, and `read()` receives no URI: not modelled.
  authorization: undefined,
});

export function scanMcpFramework(program: TSESTree.Program, sourceCode: SourceCode): FrameworkScan | undefined {
  const imports = importsFrom(program, (specifier) => specifier === 'mcp-framework');
  if (!imports) return undefined;
  const constructions: TemplateConstruction[] = [];
  return {
    visitClass(node) {
      if (!extendsResource(node, imports)) return undefined;
      const uri = fieldOf(node, 'uri');
      const templateObject = objectOf(fieldOf(node, 'template'), sourceCode);
      const templateValue = templateObject ? propertyValueOf(templateObject, 'uriTemplate') : undefined;
      const construction = templateValue
        ? templateConstruction(templateValue, MCP_FRAMEWORK, resolveUriString(templateValue, sourceCode))
        : undefined;
      if (construction) constructions.push(construction);
      const name = fieldOf(node, 'name');
      return {
        api: 'class',
        framework: MCP_FRAMEWORK,
        shape: 'static',
        sdk: 'unknown',
        call: node,
        server: { key: `class@${node.range[0]}`, node },
        name: name ? (resolveStaticString(name, sourceCode)?.value ?? undefined) : undefined,
        uriArgument: uri,
        construction,
        staticUri: uri ? resolveUriString(uri, sourceCode) : undefined,
      };
    },
    constructions: () => constructions,
  };
}

const extendsResource = (node: TSESTree.ClassDeclaration | TSESTree.ClassExpression, imports: ModuleImports): boolean =>
  importedName(node.superClass, imports) === 'MCPResource';

/** The initial value of a class field (`uri = "…"`), not static. */
function fieldOf(
  node: TSESTree.ClassDeclaration | TSESTree.ClassExpression,
  name: string,
): TSESTree.Expression | undefined {
  for (const member of node.body.body) {
    if (
      member.type === 'PropertyDefinition' &&
      !member.static &&
      !member.computed &&
      member.key.type === 'Identifier' &&
      member.key.name === name &&
      member.value
    ) {
      return member.value;
    }
  }
  return undefined;
}

export const mcpFramework = {
  name: 'mcp-framework',
  modules: ['mcp-framework'],
  words: ['MCPResource'],
  frameworks: [MCP_FRAMEWORK],
  scan: scanMcpFramework,
} satisfies FrameworkDescriptor;
