// Reading source code: static strings with exact ranges, and small syntax helpers every room uses.
export {
  resolveStaticString,
  resolveUriString,
  unknownPieces,
  sourceRangeOf,
  type StaticString,
} from './static-string.js';
export { singleAssignmentInit } from './single-assignment.js';
export {
  calledName,
  calleeOf,
  isFunctionLike,
  isGlobalNamed,
  keyName,
  methodNameOf,
  propertyOf,
  unwrap,
  within,
  type FunctionLike,
} from './syntax.js';
export { returnedExpressions, walk, walkOwnBody } from './walk.js';
export { type OwnCode } from './own-code.js';
export { fileNodes, keepsTraversal, ownCodeOf, type ListedNode } from './file-nodes.js';
export { replayer } from './replay.js';
export { memberFunction, memberValue } from './class-members.js';
export { localFunctionOf } from './local-functions.js';
export { neverReturns } from './never-returns.js';
export { handlesRejection } from './handles-rejection.js';
export { outermost } from './outermost.js';
export { perFile } from './per-file.js';
export { staticName, type Named } from './static-name.js';
export { variableOf } from './variable-of.js';
