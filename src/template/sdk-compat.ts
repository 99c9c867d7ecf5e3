import type { Expression, OffsetRange, ParsedTemplate, VariableSpec } from 'mcp-resources/grammar';

/**
 * Constructs that RFC 6570 allows but the MCP TypeScript SDK's `UriTemplate`
 * (`@modelcontextprotocol/sdk` 1.32.x, `@modelcontextprotocol/server` 2.4.x) mishandles.
 * Every sentence here is checked against the real SDK packages by `test/template/sdk-behaviour.test.ts`.
 */
export type SdkFindingCode =
  | 'semicolon-operator'
  | 'prefix-modifier'
  | 'multiple-variables'
  | 'exploded-variable'
  | 'exploded-list-shape'
  | 'fragment-operator'
  | 'required-query';

export interface SdkFinding {
  readonly code: SdkFindingCode;
  readonly range: OffsetRange;
  /** Quoted template text the message is about. */
  readonly text: string;
  readonly name: string;
}

function finding(code: SdkFindingCode, range: OffsetRange, text: string, name: string): SdkFinding {
  return { code, range, text, name };
}

export function analyzeSdkCompatibility(template: ParsedTemplate): SdkFinding[] {
  const findings: SdkFinding[] = [];
  for (const expression of template.expressions) {
    const [first] = expression.variables;
    if (!first) continue;
    // Not push(...spread): one expression may yield more findings than a call takes arguments.
    for (const found of expressionFindings(expression, first)) findings.push(found);
  }
  return findings;
}

/**
 * The SDK treats every exploded variable as a comma-separated list. That is RFC 6570 for no
 * operator and "+" (and "#", reported as fragment-operator), but not for these.
 */
const EXPLODE_MISHANDLED = new Set(['.', '/', '?', '&']);

function expressionFindings(expression: Expression, first: VariableSpec): SdkFinding[] {
  const out: SdkFinding[] = [];
  const { operator, text, range } = expression;
  if (operator === ';') {
    out.push(finding('semicolon-operator', range, text, first.name));
    return out;
  }
  for (const variable of expression.variables) {
    if (variable.prefix !== undefined) out.push(finding('prefix-modifier', variable.range, text, variable.name));
    if (variable.explode && EXPLODE_MISHANDLED.has(operator))
      out.push(finding('exploded-variable', variable.range, text, variable.name));
    // `{x*}`, `{+x*}`: the SDK matches them as a comma-separated list, but a string for one value.
    if (variable.explode && (operator === '' || operator === '+'))
      out.push(finding('exploded-list-shape', variable.range, text, variable.name));
  }
  if (operator === '?' || operator === '&') {
    out.push(finding('required-query', range, text, expression.variables.map((v) => v.name).join(', ')));
    return out;
  }
  if (expression.variables.length > 1) {
    out.push(finding('multiple-variables', range, text, expression.variables.map((v) => v.name).join(', ')));
  }
  if (operator === '#') out.push(finding('fragment-operator', range, text, first.name));
  return out;
}
