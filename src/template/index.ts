// Templates as the lint rules see them: the grammar of the companion package `mcp-resources`, and
// what only the plugin needs on top of it (the SDK's matching language, shadowing).
export type * from 'mcp-resources/grammar';
export { analyzeMatching, parseTemplate, percentEncode, templateMessages } from 'mcp-resources/grammar';
export { CoverIndex, templateCovers } from './covers.js';
export { CompanionCoverIndex, companionCovers } from './companion-covers.js';
export { analyzeSdkCompatibility, type SdkFinding, type SdkFindingCode } from './sdk-compat.js';
export { sdkMessages } from './sdk-messages.js';
