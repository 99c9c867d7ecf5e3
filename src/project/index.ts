// The project: the other modules of the repository a file imports, read without type information and
// the same way on every host. Everything here is below the other rooms: it knows files, not MCP.
export { registerHostFile } from './host-files.js';
export { KeptAnswers, MAX_KEPT_ANSWERS } from './kept-answers.js';
export { importedDefinition, namespaceMember, MAX_IMPORT_DEPTH, type Definition } from './imports.js';
export {
  checkModulesRead,
  clearModuleCache,
  expireModuleChecks,
  loadModule,
  moduleChanges,
  moduleParses,
  MAX_CACHED_MODULES,
  MAX_MODULE_BYTES,
  MODULE_RECHECK_MS,
  readingModules,
} from './module-cache.js';
export { ModuleSource } from './module-source.js';
export {
  declaredVariablesOf,
  fileOf,
  fileOfNode,
  hostAnchor,
  isForeign,
  lineLabel,
  relativeModule,
  scopeOf,
  sourceOf,
  textOf,
} from './node-module.js';
export { reachesInProject } from './reach.js';
export { clearResolverCache, resolveImport } from './resolver.js';
export {
  clearProjects,
  importersOf,
  linksOf,
  marksInProject,
  passesInProject,
  projectChanges,
  projectRootOf,
  MAX_PROJECT_FILES,
  LISTING_LIFETIME_MS,
  type FileTest,
} from './project-files.js';
