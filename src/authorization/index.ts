// Whether a read is authorized: checks and identity, targets and wrappers, code paths, denial errors.
export {
  DEFAULT_AUTHORIZERS,
  DEFAULT_AUTHORIZER_PATTERNS,
  DEFAULT_PREDICATES,
  DEFAULT_PREDICATE_PATTERNS,
  calleeName,
  roleOf,
  type AuthVocabulary,
} from './checks.js';
export { isEmptyContents } from './contents.js';
export { denialSites, type DenialSite } from './denial-sites.js';
export { DEFAULT_OWNER_WORDS, MissingCheckEvidence, type UntrustedCheck } from './evidence.js';
export { errorLeavesHandler, escapingMisses, type FileErrors } from './escaping-errors.js';
export {
  denialSignal,
  errorCode,
  isNotFoundError,
  notFoundFormOf,
  sameCodeOnTheWire,
  type ErrorConstruction,
  type NotFoundForm,
} from './deny-errors.js';
export { failingTargets, readPaths } from './read-paths.js';
export { coverageOf, readTargetsOf, targetAround, type ReadTargets, type RegisteredRead } from './read-targets.js';
export { principalExpression, resourceOf, type AuthTarget } from './targets.js';
export { visibleWrapper, type VisibleWrapper } from './wrappers.js';
