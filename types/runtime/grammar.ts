// The one door from the run-time API to the RFC 6570 grammar. Everything in types/runtime/ that
// needs the parser imports it from here, so moving src/template/ into types/ changes this line only.
export { analyzeMatching, parseTemplate } from '../../src/template/index.js';
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
} from '../../src/template/index.js';
