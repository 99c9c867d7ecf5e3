// Registrations written in other modules of the project whose read handler is in the linted file
// (`registerResource(…, readDocument)` with `readDocument` imported from here): the handler is
// checked here, where its code is, with the template the other module gives it.
import type { TSESLint } from '@typescript-eslint/utils';
import { fileOf, fileOfNode, importersOf, isForeign, loadModule, type ModuleSource } from '../project/index.js';
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

/**
 * The modules that import the linted file and register one of its functions as a read handler:
 * asked by the gate and again by the model, worked out once per file.
 */
const registeringImporters = perFile((sourceCode: SourceCode): ModuleSource[] => {
  const file = fileOf(sourceCode);
  if (!file) return [];
  return importersOf(file, mayRegister).flatMap((importer) => {
    const module = loadModule(importer);
    return module && handlerFilesOf(module).has(file) ? [module] : [];
  });
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
