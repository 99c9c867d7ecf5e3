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
export { contentKeysOf, contentSinks, isEmptyContents } from './contents.js';
export { denialSites, type DenialSite } from './denial-sites.js';
export { delegatedSinks } from './delegation.js';
export { DEFAULT_OWNER_WORDS, fileShowsPrincipal, ownerVariablesOf, principalEvidence } from './evidence.js';
export { guardedPathListeners, type SinkVerdict } from './code-paths.js';
export { errorLeavesHandler } from './escaping-errors.js';
export {
  denialSignal,
  errorCode,
  errorOf,
  isNotFoundError,
  notFoundFormOf,
  sameCodeOnTheWire,
  type ErrorConstruction,
  type NotFoundForm,
} from './deny-errors.js';
export { readTargetsOf, type ReadTargets, type RegisteredRead } from './read-targets.js';
export {
  handlerTarget,
  principalExpression,
  resourceLabel,
  resourceOf,
  wrapperTarget,
  type AuthTarget,
} from './targets.js';
export { callsWrapped, visibleWrapper, wrapperNames, type VisibleWrapper } from './wrappers.js';
