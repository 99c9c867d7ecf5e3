// What an imported name is bound to in the module that exports it: the project's export map, read on
// demand (one module at a time, re-exports followed), as eslint-plugin-import-x's ExportMap does.
import { findVariable } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { hostSourceAt, lintGeneration } from './host-files.js';
import { checkModulesRead, loadModule, moduleChanges } from './module-cache.js';
import { fileOf, scopeOf, sourceOf } from './node-module.js';
import { ModuleSource, moduleOfNode } from './module-source.js';
import { resolveImport } from './resolver.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** How many modules an import is followed through (re-exports, imports of imports). */
export const MAX_IMPORT_DEPTH = 8;

/**
 * What an exported name holds: a value (a `const`'s initializer, an `export default` expression), a
 * function or class declaration, or a whole module (`import * as ns`, `export * as ns`).
 */
export type Definition =
  | { readonly kind: 'node'; readonly node: TSESTree.Node; readonly source: SourceCode }
  | { readonly kind: 'namespace'; readonly source: SourceCode };

interface Lookup {
  depth: number;
  readonly seen: Set<string>;
  /** Whether the lookup read the linted file (a module that imports it back): its answer is for this lint only. */
  readsHost?: boolean;
  /** The modules the lookup read. */
  readonly files?: string[];
}

/** What each version of a module defines itself under each exported name. */
const exportsCache = new WeakMap<object, Map<string, Definition>>();

/**
 * What each version of a module exports under a name, followed through other modules (`export *`
 * chains of a package's index), kept while no module read before has changed on disk.
 */
const chainAnswers = new WeakMap<object, Map<string, ChainAnswer>>();

interface ChainAnswer {
  readonly changes: number;
  readonly found: Definition | undefined;
  /** The modules read on the way: the answer is not the linted file's when one of them is that file. */
  readonly files: readonly string[];
}

/**
 * The definition an identifier is bound to when it is imported from a module of the project
 * (`import { X } from './uris.js'`, `import X from …`, `import * as ns from …`); `undefined` for a
 * local name, a package's export, or what cannot be followed.
 */
export function importedDefinition(identifier: TSESTree.Identifier, asker: SourceCode): Definition | undefined {
  // The import is resolved from the identifier's own module, whoever asks (a model of another module
  // reads the linted file's names too).
  const sourceCode = sourceOf(identifier, asker);
  const variable = findVariable(scopeOf(identifier, sourceCode) as never, identifier) as TSESLint.Scope.Variable | null;
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'ImportBinding') return undefined;
  // Every use of an imported name asks the same: answered once per import while no module changes.
  // The linted file's tree is new with every lint, so its imports are known by what they say.
  if (!moduleOfNode(def.node)) {
    const answer = hostBindingAnswers.get(def.node);
    if (answer?.generation === lintGeneration()) return answer.found;
    const found = keptDefinition(hostImportAnswers, hostImportKey(sourceCode, def), identifier, sourceCode);
    hostBindingAnswers.set(def.node, { generation: lintGeneration(), found });
    return found;
  }
  return keptDefinition(bindingAnswers, def.node, identifier, sourceCode);
}

interface AnswerStore<K> {
  get(key: K): ChainAnswer | undefined;
  set(key: K, answer: ChainAnswer): unknown;
}

/** The answer kept under `key` while no module read for it has changed; worked out and kept otherwise. */
function keptDefinition<K>(
  answers: AnswerStore<K>,
  key: K,
  identifier: TSESTree.Identifier,
  sourceCode: SourceCode,
): Definition | undefined {
  const known = answers.get(key);
  // The modules it read are checked first: one found changed moves `moduleChanges`.
  if (known) checkModulesRead(known.files);
  if (known?.changes === moduleChanges() && !known.files.some((file) => hostSourceAt(file))) return known.found;
  const changes = moduleChanges();
  const files: string[] = [];
  const found = bindingDefinition(identifier, sourceCode, { depth: 0, seen: new Set(), files });
  // An answer that read the linted file holds nodes of this lint's tree: not kept past it.
  if (!files.some((file) => hostSourceAt(file))) answers.set(key, { changes, found, files });
  return found;
}

/** What each import specifier of another module is bound to (see `chainAnswers`). */
const bindingAnswers = new WeakMap<object, ChainAnswer>();

/** How many imports of linted files are kept; all are forgotten past it. */
const MAX_HOST_IMPORTS = 10_000;

/** What the imports of linted files are bound to, by file, module specifier and imported name. */
class HostImportAnswers implements AnswerStore<string> {
  private readonly answers = new Map<string, ChainAnswer>();
  get(key: string): ChainAnswer | undefined {
    return this.answers.get(key);
  }
  set(key: string, answer: ChainAnswer): void {
    // A long session lints many files: past the bound, everything is forgotten and asked again.
    if (this.answers.size >= MAX_HOST_IMPORTS) this.answers.clear();
    this.answers.set(key, answer);
  }
}
const hostImportAnswers = new HostImportAnswers();

/** An import of the linted file by what it says: `file`, the module specifier, and the name it imports. */
function hostImportKey(sourceCode: SourceCode, def: TSESLint.Scope.Definition): string {
  const declaration = def.parent?.type === 'ImportDeclaration' ? def.parent : undefined;
  const specifier = def.node;
  const imported =
    specifier.type === 'ImportSpecifier'
      ? `{${nameOf(specifier.imported)}}`
      : specifier.type === 'ImportDefaultSpecifier'
        ? 'default'
        : specifier.type === 'ImportNamespaceSpecifier'
          ? '*'
          : '?';
  return `${fileOf(sourceCode)}\0${declaration?.importKind}\0${declaration?.source.value}\0${imported}`;
}

/** The linted file's imports asked in this lint. */
const hostBindingAnswers = new WeakMap<
  object,
  { readonly generation: number; readonly found: Definition | undefined }
>();

/** The definition a namespace's member names (`ns.X`, where `ns` is a module). */
export function namespaceMember(namespace: Definition, name: string): Definition | undefined {
  return namespace.kind === 'namespace' ? exported(namespace.source, name, { depth: 0, seen: new Set() }) : undefined;
}

function bindingDefinition(identifier: TSESTree.Identifier, sourceCode: SourceCode, lookup: Lookup) {
  const variable = findVariable(scopeOf(identifier, sourceCode) as never, identifier) as TSESLint.Scope.Variable | null;
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'ImportBinding' || def.parent.type !== 'ImportDeclaration') return undefined;
  if (def.parent.importKind === 'type') return undefined;
  const target = moduleAt(def.parent.source.value, sourceCode, lookup);
  if (!target) return undefined;
  const specifier = def.node;
  if (specifier.type === 'TSImportEqualsDeclaration') return undefined;
  if (specifier.type === 'ImportNamespaceSpecifier') return { kind: 'namespace', source: target } as const;
  const name =
    specifier.type === 'ImportDefaultSpecifier'
      ? 'default'
      : specifier.imported.type === 'Identifier'
        ? specifier.imported.name
        : specifier.imported.value;
  return exported(target, name, lookup);
}

function moduleAt(specifier: string, from: SourceCode, lookup: Lookup): SourceCode | undefined {
  const fromFile = fileOf(from);
  const file = fromFile && resolveImport(fromFile, specifier);
  if (!file) return undefined;
  lookup.files?.push(file);
  const host = hostSourceAt(file) as SourceCode | undefined;
  if (host) lookup.readsHost = true;
  return host ?? (loadModule(file) as unknown as SourceCode | undefined);
}

/** The definition `module` exports as `name`, following `export … from` and `export *`. */
function exported(module: SourceCode, name: string, lookup: Lookup): Definition | undefined {
  // Kept for the other modules of the project only: the linted file's text changes with every lint.
  if (lookup.depth > 0 || lookup.readsHost || lookup.files || !(module instanceof ModuleSource))
    return exportedAt(module, name, lookup);
  let answers = chainAnswers.get(module);
  const known = answers?.get(name);
  // The modules it read are checked first: one found changed moves `moduleChanges`.
  if (known) checkModulesRead(known.files);
  const changes = moduleChanges();
  if (known?.changes === changes && !known.files.some((file) => hostSourceAt(file))) return known.found;
  const files: string[] = [];
  const found = exportedAt(module, name, { ...lookup, files });
  // An answer that read the linted file (a module importing it back) holds for this lint only.
  if (!files.some((file) => hostSourceAt(file))) {
    if (!answers) chainAnswers.set(module, (answers = new Map<string, ChainAnswer>()));
    answers.set(name, { changes, found, files });
  }
  return found;
}

function exportedAt(module: SourceCode, name: string, lookup: Lookup): Definition | undefined {
  const key = `${fileOf(module)}#${name}`;
  if (lookup.depth >= MAX_IMPORT_DEPTH || lookup.seen.has(key)) return undefined;
  lookup.seen.add(key);
  let cached = exportsCache.get(module);
  const known = cached?.get(name);
  if (known) return known;
  lookup.depth++;
  const readsHost = lookup.readsHost;
  lookup.readsHost = false;
  try {
    const found = exportedIn(module, name, lookup);
    // Only a module's own definitions are kept: one reached through another module would outlive
    // a change of that module, and a chain cut by the depth bound or a cycle is no answer.
    if (!lookup.readsHost && found && found.source === module) {
      if (!cached) exportsCache.set(module, (cached = new Map<string, Definition>()));
      cached.set(name, found);
    }
    return found;
  } finally {
    lookup.readsHost = readsHost || lookup.readsHost;
    lookup.depth--;
  }
}

function exportedIn(module: SourceCode, name: string, lookup: Lookup): Definition | undefined {
  const starSources: string[] = [];
  for (const statement of module.ast.body) {
    switch (statement.type) {
      case 'ExportNamedDeclaration': {
        const declaration = statement.declaration;
        if (declaration) {
          const declared = declaredNode(declaration, name);
          if (declared) return local(module, declared, lookup);
          break;
        }
        for (const specifier of statement.specifiers) {
          if (nameOf(specifier.exported) !== name) continue;
          const localName = nameOf(specifier.local);
          if (statement.source) {
            const target = moduleAt(statement.source.value, module, lookup);
            return target && exported(target, localName, lookup);
          }
          return specifier.local.type === 'Identifier' ? local(module, specifier.local, lookup) : undefined;
        }
        break;
      }
      case 'ExportDefaultDeclaration': {
        if (name !== 'default') break;
        const declaration = statement.declaration;
        if (declaration.type === 'Identifier') return local(module, declaration, lookup);
        return { kind: 'node', node: declaration, source: module };
      }
      case 'ExportAllDeclaration': {
        if (statement.exported) {
          if (nameOf(statement.exported) !== name) break;
          const target = moduleAt(statement.source.value, module, lookup);
          return target && { kind: 'namespace', source: target };
        }
        if (name !== 'default') starSources.push(statement.source.value);
        break;
      }
      default:
        break;
    }
  }
  for (const source of starSources) {
    const target = moduleAt(source, module, lookup);
    const found = target && exported(target, name, lookup);
    if (found) return found;
  }
  return undefined;
}

const nameOf = (node: TSESTree.Identifier | TSESTree.StringLiteral): string =>
  node.type === 'Identifier' ? node.name : node.value;

/** The identifier or declaration an `export <declaration>` gives `name` to. */
function declaredNode(declaration: TSESTree.NamedExportDeclarations, name: string): TSESTree.Node | undefined {
  switch (declaration.type) {
    case 'VariableDeclaration':
      for (const declarator of declaration.declarations)
        if (declarator.id.type === 'Identifier' && declarator.id.name === name) return declarator.id;
      return undefined;
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return declaration.id?.name === name ? declaration : undefined;
    default:
      return undefined;
  }
}

/**
 * What a name of `module` holds: a function or class declaration as it is, a `const` (or a variable
 * written once) its initializer, an import followed to its own module.
 */
function local(module: SourceCode, node: TSESTree.Node, lookup: Lookup): Definition | undefined {
  if (node.type !== 'Identifier') return { kind: 'node', node, source: module };
  const variable = findVariable(module.getScope(node) as never, node) as TSESLint.Scope.Variable | null;
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!variable || !def) return undefined;
  switch (def.type) {
    case 'FunctionName':
    case 'ClassName':
      return { kind: 'node', node: def.node, source: module };
    case 'ImportBinding':
      return def.name.type === 'Identifier' ? bindingDefinition(def.name, module, lookup) : undefined;
    case 'Variable': {
      const init = def.node.id.type === 'Identifier' ? def.node.init : null;
      if (!init) return undefined;
      const written = variable.references.some((r) => r.isWrite() && r.identifier !== def.node.id);
      return written ? undefined : { kind: 'node', node: init, source: module };
    }
    default:
      return undefined;
  }
}
