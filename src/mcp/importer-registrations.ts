// Registrations written in other modules of the project whose read handler is in the linted file
// (`registerResource(…, readDocument)` with `readDocument` imported from here): the handler is
// checked here, where its code is, with the template the other module gives it.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  checkModulesRead,
  fileOf,
  fileOfNode,
  importersOf,
  isForeign,
  KeptAnswers,
  linksOf,
  loadModule,
  marksInProject,
  readingModules,
  type ModuleSource,
} from '../project/index.js';
import { perFile } from '../source/index.js';
import { isResourcePath, registerMarks, RESOURCE_WORD_MARK } from './resource-words.js';
import { mayCallRegistrar } from './registrar-calls.js';
import { SDK } from './frameworks/framework.js';
import { resolveHandler } from './handlers.js';
import { buildModel, registrationsOfModule, type McpFileModel } from './model.js';
import type { ResourceRegistration } from './registrations.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * What each version of a module read registers: its model, built once, and the other modules it read
 * (checked whenever the model is used again: a change of one forgets every module). Its handlers that
 * are functions of a linted file are nodes of the tree of the lint it was built in.
 */
const models = new WeakMap<ModuleSource, { readonly model: McpFileModel; readonly files: readonly string[] }>();

function modelOf(module: ModuleSource): McpFileModel {
  const kept = models.get(module);
  if (kept) {
    checkModulesRead(kept.files);
    return kept.model;
  }
  const { value: model, files } = readingModules(() => buildModel(module as unknown as SourceCode, module.file, true));
  models.set(module, { model, files });
  return model;
}

/** The files whose functions a module registers as read handlers, for each version of the module read. */
const handlerFiles = new WeakMap<McpFileModel, ReadonlySet<string>>();

function handlerFilesOf(module: ModuleSource): ReadonlySet<string> {
  const model = modelOf(module);
  let files = handlerFiles.get(model);
  if (!files) {
    files = new Set(model.registrations.flatMap((r) => (r.handler ? [fileOfNode(r.handler.fn) ?? ''] : [])));
    handlerFiles.set(model, files);
  }
  return files;
}

/** Each linted file's registering importers, kept for its next lints. */
const keptImporters = new KeptAnswers<readonly ModuleSource[]>(registerMarks);

/**
 * The modules that import the linted file and register one of its functions as a read handler:
 * asked by the gate and again by the model, worked out once per file, and kept for the next lints
 * of the file while neither who imports whom nor a module read has changed (an importer changed on
 * disk changes the first).
 */
const registeringImporters = perFile((sourceCode: SourceCode): readonly ModuleSource[] => {
  const file = fileOf(sourceCode);
  // A handler another module registers is a function of this file: a file without one (a module
  // of constants, of types) holds none, and its importers need not be read.
  if (!file || !hasFunction(sourceCode)) return [];
  return keptImporters.answer(file, '', () => ({
    value: importersOf(file, registerMarks).flatMap((importer) => {
      if (!mayRegisterItself(importer)) return [];
      const module = loadModule(importer);
      return module && handlerFilesOf(module).has(file) ? [module] : [];
    }),
    keep: true,
  }));
});

/** Whether the file holds a function: the scope analysis has a scope for each (none known: it may). */
const hasFunction = (sourceCode: SourceCode): boolean =>
  sourceCode.scopeManager?.scopes.some((scope) => scope.type === 'function') ?? true;

/**
 * Whether an importer may register anything, asked before it is parsed: by a registration of its own
 * (every one is written with a resource word, or lies in a resource path), or by calling a registrar
 * it imports. Most importers of a file name an SDK module but no resource API, and call no registrar.
 */
export function mayRegisterItself(importer: string): boolean {
  return (
    (marksInProject(importer, registerMarks) & RESOURCE_WORD_MARK) !== 0 ||
    isResourcePath(importer) ||
    mayCallRegistrar(linksOf(importer, registerMarks), registrationsOfModule)
  );
}

/** Whether another module of the project registers a function of this file as a read handler. */
export const mayHoldHandlersOfOthers = (sourceCode: SourceCode): boolean => registeringImporters(sourceCode).length > 0;

/**
 * The registrations of other modules whose handler is a function of this file, its nodes this
 * lint's. An SDK registration the module's own call makes is taken from the module's model and only
 * its handler is found again, from the same argument, in this lint's tree; any other (a framework's,
 * a registrar's call, one holding another node of this file) comes from the module's model built
 * again for this lint.
 */
export function registrationsOfImporters(sourceCode: SourceCode): ResourceRegistration[] {
  const file = fileOf(sourceCode);
  return registeringImporters(sourceCode).flatMap((module) => {
    const made = modelOf(module).registrations.filter((r) => r.handler && fileOfNode(r.handler.fn) === file);
    const registrations = made.every((r) => canFindHandlerAgain(r, file))
      ? made.map((r) => ({
          ...r,
          handler: resolveHandler(r.handler!.argument, module as never, r.shape, r.handler!.layout),
        }))
      : buildModel(module as unknown as SourceCode, module.file, true).registrations;
    return registrations.flatMap((registration) =>
      registration.handler && !isForeign(registration.handler.fn, sourceCode)
        ? [{ ...registration, registeredIn: module.file }]
        : [],
    );
  });
}

/** Whether only a registration's handler depends on the linted file: an SDK call of the module's own, no other node of the file. */
function canFindHandlerAgain(registration: ResourceRegistration, file: string | undefined): boolean {
  if (registration.framework !== SDK || registration.registeredBy !== undefined) return false;
  const { handler: _handler, framework: _framework, ...rest } = registration;
  return !holdsNodeOf(rest, file, 0);
}

/**
 * Whether a value holds a node of `file` (nodes are not entered: their `parent` leads everywhere).
 * Past the depth bound the answer is yes: the registration then comes from the model built again.
 */
function holdsNodeOf(value: unknown, file: string | undefined, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth > 6) return true;
  if (isNode(value)) return fileOfNode(value) === file;
  return Object.values(value).some((inner) => holdsNodeOf(inner, file, depth + 1));
}

const isNode = (value: object): value is TSESTree.Node =>
  typeof (value as { type?: unknown }).type === 'string' && Array.isArray((value as { range?: unknown }).range);
