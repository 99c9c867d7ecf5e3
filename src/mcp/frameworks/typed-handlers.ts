// Read handlers written in another module than their registration, known by the SDK types they
// are declared with: `const read: ReadResourceTemplateCallback = …`, or a function whose
// variables parameter is typed with the SDK's `Variables`. Each is a registration of an unknown
// template (or a static resource for `ReadResourceCallback`).
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isFunctionLike, type FunctionLike } from '../../source/index.js';
import { resolveHandler } from '../handlers.js';
import { generationOfModule } from '../mcp-modules.js';
import type { FrameworkScan, ResourceRegistration } from '../registrations.js';
import { importedName, importsFrom, topLevelDeclarations, type ModuleImports } from './definitions.js';
import { SDK, type FrameworkDescriptor } from './framework.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const CALLBACK_SHAPES: Record<string, 'template' | 'static'> = {
  ReadResourceTemplateCallback: 'template',
  ReadResourceCallback: 'static',
};

export function scanTypedHandlers(program: TSESTree.Program, sourceCode: SourceCode): FrameworkScan | undefined {
  const imports = importsFrom(program, (specifier) => generationOfModule(specifier) !== 'unknown');
  if (
    !imports ||
    (![...imports.named.values()].some((name) => name in CALLBACK_SHAPES || name === 'Variables') &&
      imports.namespaces.size === 0)
  )
    return undefined;
  return {
    registrations() {
      const found: ResourceRegistration[] = [];
      for (const { fn, shape } of typedHandlers(program, imports)) {
        const handler = resolveHandler(fn, sourceCode, shape);
        if (!handler) continue;
        found.push({
          api: 'handler',
          framework: SDK,
          shape,
          sdk: 'unknown',
          call: fn,
          server: { key: `handler@${fn.range[0]}`, node: fn },
          name: undefined,
          handler,
        });
      }
      return found;
    },
  };
}

/**
 * A typed handler stands as a registration of its own only while no registration passes it: the
 * test that keeps a registration unless it is a typed handler one of `registrations` passes.
 */
export function notPassedBy(registrations: readonly ResourceRegistration[]): (found: ResourceRegistration) => boolean {
  const passed = new Set(registrations.map((r) => r.handler?.fn));
  return (found) => found.api !== 'handler' || !passed.has(found.handler?.fn);
}

function* typedHandlers(
  program: TSESTree.Program,
  imports: ModuleImports,
): Generator<{ fn: FunctionLike; shape: 'template' | 'static' }> {
  for (const declaration of topLevelDeclarations(program)) {
    if (declaration.type === 'VariableDeclarator') {
      let init: TSESTree.Node | null = declaration.init;
      let typed =
        declaration.id.type === 'Identifier'
          ? callbackShape(declaration.id.typeAnnotation?.typeAnnotation, imports)
          : undefined;
      while (init && (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression')) {
        typed ??= callbackShape(init.typeAnnotation, imports);
        init = init.expression;
      }
      if (init && isFunctionLike(init)) {
        const shape = typed ?? (variablesTyped(init, imports) ? 'template' : undefined);
        if (shape) yield { fn: init, shape };
      }
    } else if (isFunctionLike(declaration) && variablesTyped(declaration, imports)) {
      yield { fn: declaration, shape: 'template' };
    }
  }
}

function callbackShape(type: TSESTree.TypeNode | undefined, imports: ModuleImports): 'template' | 'static' | undefined {
  return CALLBACK_SHAPES[importedName(type, imports) ?? ''];
}

/** `(uri: URL, variables: Variables, …)`: the second parameter typed with the SDK's `Variables`. */
function variablesTyped(fn: FunctionLike, imports: ModuleImports): boolean {
  const second = fn.params[1];
  const target = second?.type === 'AssignmentPattern' ? second.left : second;
  const annotation = target && 'typeAnnotation' in target ? target.typeAnnotation?.typeAnnotation : undefined;
  return importedName(annotation, imports) === 'Variables';
}

export const sdkTypedHandlers = {
  name: 'SDK-typed read handlers',
  modules: ['@modelcontextprotocol/.*'],
  // ReadResourceTemplateCallback holds ResourceTemplate, one of the SDK's words.
  words: [String.raw`\bVariables\b`, 'ResourceTemplate'], // Variables<"a://{x}">
  frameworks: [SDK],
  scan: scanTypedHandlers,
} satisfies FrameworkDescriptor;
