// The RFC 6570 grammar shared by the lint rules, the type-level checker and the run time: one parser
// with the offset range of every part, and one vocabulary of error codes and messages.
export type * from './ast.js';
export { parseTemplate, percentEncode } from './parser.js';
export { analyzeMatching } from './matching.js';
export { templateMessages } from './messages.js';
