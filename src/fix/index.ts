// Suggestions and fixes: the rewrites rules offer, and the names and imports they need.
export { closestName } from './closest-name.js';
export { planFromBuild } from './expansion-from-build.js';
export { valuesFromReplace } from './expansion-from-replace.js';
export {
  EXPANSION_LIBRARIES,
  expansionFixes,
  libraryNameAvailable,
  preferredQuote,
  valuesObject,
  type ExpansionLibrary,
} from './expansion-library.js';
export { ensureNamedImport } from './imports.js';
export { renameVariableRead } from './rename-variable-read.js';
export { templateSource, templateValue } from './template-text.js';
