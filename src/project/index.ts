// The project: the other modules of the repository a file imports, read without type information and
// the same way on every host. Everything here is below the other rooms: it knows files, not MCP.
export { registerHostFile } from './host-files.js';
export { importedDefinition, namespaceMember, MAX_IMPORT_DEPTH, type Definition } from './imports.js';
export { clearModuleCache, moduleParses, MAX_CACHED_MODULES, MAX_MODULE_BYTES } from './module-cache.js';
export { declaredVariablesOf, fileOf, isForeign, scopeOf, sourceOf, textOf } from './node-module.js';
export { clearResolverCache, resolveImport } from './resolver.js';
