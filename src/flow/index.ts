// Where a template variable's value goes: value flow, decoding, checks and guards, containment, file-system sinks.
export { isUsedAsCondition, matchMeaning, type MatchMeaning } from './conditions.js';
export { checksGuarding, containmentChecks, type ContainmentGap } from './containment.js';
export { decodeCallOf } from './decoding.js';
export { findFsSinkCalls, findRealpathCalls, type ExtraSink, type FsSink } from './fs-sinks.js';
export { flowOfRequestValue, requestValuesOf, variableLabel, type RequestValue } from './template-sources.js';
export { exemptedCompanionValues, type ExemptedValue } from './companion-sources.js';
export { isUnguardedUse, type ValueMatcher } from './undefined-guards.js';
export { validationOf } from './value-checks.js';
export { chainOf, followValue, type FlowNode, type FlowStart } from './value-flow.js';
export { bindingMatcher, memberMatcher } from './value-matchers.js';
