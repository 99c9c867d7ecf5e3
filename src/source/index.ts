// Reading source code: static strings with exact ranges, and small syntax helpers every room uses.
export {
  resolveStaticString,
  resolveUriString,
  unknownPieces,
  sourceRangeOf,
  type StaticString,
} from './static-string.js';
export { importedLocals, singleAssignmentInit, variableOf } from './bindings.js';
export {
  calledName,
  calleeOf,
  isFunctionLike,
  isGlobalNamed,
  methodNameOf,
  handlesRejection,
  enclosingFunction,
  headOf,
  outermost,
  wrapsValue,
  propertyOf,
  unwrap,
  within,
  type FunctionLike,
} from './syntax.js';
export { returnedExpressions, walk, walkOwnBody } from './walk.js';
export { ownCodeOf, type OwnCode } from './own-code.js';
export { fileNodes, type ListedNode } from './file-nodes.js';
export { memberFunction, memberValue } from './class-members.js';
export { importedFunction, localFunctionOf } from './local-functions.js';
export { literalPropertyValue, objectMemberValue } from './object-members.js';
export { neverReturns } from './never-returns.js';
export { mentions } from './mentions.js';
export { perFile } from './per-file.js';
export { staticName, type Named } from './static-name.js';
