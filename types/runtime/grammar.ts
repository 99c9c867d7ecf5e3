// The one door from the run-time API to the RFC 6570 grammar (../grammar/). Everything here that
// needs the parser imports it from here.
export { analyzeMatching, parseTemplate } from '../grammar/index.js';
export type {
  ErrorCategory,
  ErrorCode,
  Expression,
  Literal,
  OffsetRange,
  Operator,
  ParsedTemplate,
  TemplateError as GrammarError,
  TemplatePart,
  VariableKind,
  VariableSpec,
} from '../grammar/index.js';
