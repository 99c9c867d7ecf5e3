// Registrations written in other modules of the project whose read handler is in the linted file
// (`registerResource(…, readDocument)` with `readDocument` imported from here): the handler is
// checked here, where its code is, with the template the other module gives it.
import type { TSESLint } from '@typescript-eslint/utils';
import {
  fileOf,
  fileOfNode,
  importersOf,
  isForeign,
  loadModule,
  moduleChanges,
  projectChanges,
  type ModuleSource,
} from '../project/index.js';
import { perFile } from '../source/index.js';
import { mayRegister } from './resource-words.js';
import { buildModel } from './model.js';
import type { ResourceRegistration } from './registrations.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The files whose functions a module registers as read handlers, for each version of the module read. */
const handlerFiles = new WeakMap<ModuleSource, ReadonlySet<string>>();

function handlerFilesOf(module: ModuleSource): ReadonlySet<string> {
  let files = handlerFiles.get(module);
  if (!files) {
    const model = buildModel(module as unknown as SourceCode, module.file, true);
    files = new Set(model.registrations.flatMap((r) => (r.handler ? [fileOfNode(r.handler.fn) ?? ''] : [])));
    handlerFiles.set(module, files);
  }
  return files;
}

/** How many linted files' registering importers are kept; all are forgotten past it. */
const MAX_KEPT_FILES = 10_000;

/** Each linted file's registering importers, and the state of the project and its modules they were read in. */
const keptImporters = new Map<string, { readonly state: string; readonly modules: readonly ModuleSource[] }>();

/**
 * The modules that import the linted file and register one of its functions as a read handler:
 * asked by the gate and again by the model, worked out once per file, and kept for the next lints
 * of the file while neither who imports whom nor a module read has changed (an importer changed on
 * disk changes the first).
 */
const registeringImporters = perFile((sourceCode: SourceCode): readonly ModuleSource[] => {
  const file = fileOf(sourceCode);
  if (!file) return [];
  const state = () => `${projectChanges(file, mayRegister)} ${moduleChanges()}`;
  const kept = keptImporters.get(file);
  if (kept?.state === state()) return kept.modules;
  const modules = importersOf(file, mayRegister).flatMap((importer) => {
    const module = loadModule(importer);
    return module && handlerFilesOf(module).has(file) ? [module] : [];
  });
  if (keptImporters.size >= MAX_KEPT_FILES) keptImporters.clear();
  keptImporters.set(file, { state: state(), modules });
  return modules;
});

/** Whether another module of the project registers a function of this file as a read handler. */
export const mayHoldHandlersOfOthers = (sourceCode: SourceCode): boolean => registeringImporters(sourceCode).length > 0;

/**
 * The registrations of other modules whose handler is a function of this file: their models are
 * built again for this lint, so that the handlers they find are this file's own nodes.
 */
export function registrationsOfImporters(sourceCode: SourceCode): ResourceRegistration[] {
  return registeringImporters(sourceCode).flatMap((module) =>
    buildModel(module as unknown as SourceCode, module.file, true).registrations.flatMap((registration) =>
      registration.handler && !isForeign(registration.handler.fn, sourceCode)
        ? [{ ...registration, registeredIn: module.file }]
        : [],
    ),
  );
}
