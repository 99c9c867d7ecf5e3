export type * from './ast.js';
export { parseTemplate, percentEncode } from './parse.js';
export { analyzeMatching } from './matching.js';
export { templateCovers } from './covers.js';
export { analyzeSdkCompatibility, type SdkFinding, type SdkFindingCode } from './sdk-compat.js';
export { templateMessages } from './messages.js';
export { sdkMessages } from './sdk-messages.js';
