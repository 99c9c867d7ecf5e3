// Framework resources are often written as definition objects (`{ uriTemplate, load }`) that a
// call registers, here or in another module. What the adapters share to read them.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  propertyOf,
  resolveStaticString,
  resolveUriString,
  singleAssignmentInit,
  type StaticString,
} from '../../source/index.js';
import { resolveHandler, type HandlerLayout } from '../handlers.js';
import type { RegistrationApi, ResourceRegistration, TemplateConstruction } from '../registrations.js';
import type { Framework } from './framework.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The names a file gives a module's exports: `import { A as B }`, `import * as ns`, `import type`. */
export interface ModuleImports {
  /** Local name → exported name. */
  readonly named: ReadonlyMap<string, string>;
  readonly namespaces: ReadonlySet<string>;
}

export function importsFrom(
  program: TSESTree.Program,
  isModule: (specifier: string) => boolean,
): ModuleImports | undefined {
  // Made on the first import from the module: most files import nothing from most frameworks.
  let imports: { named: Map<string, string>; namespaces: Set<string> } | undefined;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !isModule(statement.source.value)) continue;
    imports ??= { named: new Map(), namespaces: new Set() };
    const { named, namespaces } = imports;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
      else if (specifier.type === 'ImportDefaultSpecifier') named.set(specifier.local.name, 'default');
      else
        named.set(
          specifier.local.name,
          specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value,
        );
    }
  }
  return imports;
}

/**
 * What a module declares at its top level, exported or not: each declarator of a `const` / `let`,
 * and any other declaration (a function, a class, a default-exported expression).
 */
export function* topLevelDeclarations(
  program: TSESTree.Program,
): Generator<TSESTree.VariableDeclarator | TSESTree.Node> {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement;
    if (declaration?.type === 'VariableDeclaration') yield* declaration.declarations;
    else if (declaration) yield declaration;
  }
}

/** The object literal a node is or names (through a `const`, `as` and `satisfies`). */
export function objectOf(
  node: TSESTree.Node | null | undefined,
  sourceCode: SourceCode,
): TSESTree.ObjectExpression | undefined {
  for (let hops = 0; node && hops < 4; hops++) {
    if (node.type === 'ObjectExpression') return node;
    if (node.type === 'Identifier') node = singleAssignmentInit(node, sourceCode);
    else if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') node = node.expression;
    else return undefined;
  }
  return undefined;
}

/** The value of a plain (not computed) property, the method itself for `load() {}`. */
export function propertyValueOf(object: TSESTree.ObjectExpression, name: string): TSESTree.Node | undefined {
  return propertyOf(object, name)?.value;
}

/**
 * The exported type name an object literal is declared or asserted as, when that type comes from
 * the module: `const r: ResourceTemplate<…> = {…}`, `{…} satisfies fastmcp.Resource`.
 */
export function declaredTypeOf(object: TSESTree.ObjectExpression, imports: ModuleImports): string | undefined {
  let node: TSESTree.Node = object;
  while (node.parent && (node.parent.type === 'TSAsExpression' || node.parent.type === 'TSSatisfiesExpression')) {
    const named = importedName(node.parent.typeAnnotation, imports);
    if (named) return named;
    node = node.parent;
  }
  const declarator = node.parent;
  if (declarator?.type === 'VariableDeclarator' && declarator.init === node && declarator.id.type === 'Identifier') {
    const annotation = declarator.id.typeAnnotation?.typeAnnotation;
    if (annotation) return importedName(annotation, imports);
  }
  return undefined;
}

/**
 * The exported name a value or a type refers to, when it comes from the module: `Local` for
 * `import { Exported as Local }`, `ns.Exported` (a value) or `ns.Exported<…>` (a type) for
 * `import * as ns`. Anything else: `undefined`.
 */
export function importedName(node: TSESTree.Node | null | undefined, imports: ModuleImports): string | undefined {
  if (node?.type === 'TSTypeReference') node = node.typeName;
  if (node?.type === 'Identifier') return imports.named.get(node.name);
  if (node?.type === 'TSQualifiedName')
    return node.left.type === 'Identifier' && imports.namespaces.has(node.left.name) ? node.right.name : undefined;
  if (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    node.property.type === 'Identifier'
  ) {
    return imports.namespaces.has(node.object.name) ? node.property.name : undefined;
  }
  return undefined;
}

/** What a definition object registers: which framework and API, its URI property, and its read handler. */
export interface DefinitionShape {
  readonly framework: Framework;
  readonly api: RegistrationApi;
  readonly kind: 'template' | 'static';
  /** The property holding the template or URI (`uriTemplate`, `uri`). */
  readonly uriKey: string;
  readonly handler: TSESTree.Node | undefined;
  readonly layout: HandlerLayout;
}

/** A framework's template written as a value (`uriTemplate: "…"`), with its static value if known. */
export function templateConstruction(
  node: TSESTree.Node,
  framework: Framework,
  template: StaticString | null,
): TemplateConstruction {
  return { node, framework, className: 'definition', sdk: 'unknown', argument: node, template };
}

/** The registration of a definition object, and its template construction (for a template). */
export function definitionRegistration(
  options: TSESTree.ObjectExpression,
  shape: DefinitionShape,
  call: TSESTree.Node,
  server: ResourceRegistration['server'],
  sourceCode: SourceCode,
): { registration: ResourceRegistration; construction: TemplateConstruction | undefined } {
  const uriArgument = propertyValueOf(options, shape.uriKey);
  const value = uriArgument ? resolveUriString(uriArgument, sourceCode) : null;
  const construction =
    shape.kind === 'template' && uriArgument ? templateConstruction(uriArgument, shape.framework, value) : undefined;
  const name = propertyValueOf(options, 'name');
  const registration: ResourceRegistration = {
    api: shape.api,
    framework: shape.framework,
    shape: shape.kind,
    sdk: 'unknown',
    call,
    server,
    name: name ? (resolveStaticString(name, sourceCode)?.value ?? undefined) : undefined,
    uriArgument,
    construction,
    staticUri: shape.kind === 'static' ? value : undefined,
    config: options,
    handler: shape.handler ? resolveHandler(shape.handler, sourceCode, shape.kind, shape.layout) : undefined,
  };
  return { registration, construction };
}
