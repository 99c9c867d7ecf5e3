// Reading source code: static strings with exact ranges, and small syntax helpers every room uses.
export { resolveStaticString, singleAssignmentInit, sourceRangeOf, type StaticString } from './static-string.js';
export {
  calledName,
  calleeOf,
  isFunctionLike,
  isGlobalNamed,
  localFunctionOf,
  keyName,
  methodNameOf,
  propertyOf,
  returnedExpressions,
  unwrap,
  walk,
  walkOwnBody,
  type FunctionLike,
} from './syntax.js';
export { neverReturns } from './never-returns.js';
export { perFile } from './per-file.js';
