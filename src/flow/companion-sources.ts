// Request values of the read handlers mcp-resources calls (its adapter and router): only those
// its path-security policy does not cover, each with the option that exempts it. The others
// cannot be "..", absolute or hold a NUL byte by the time the handler runs.
import type { TSESLint } from '@typescript-eslint/utils';
import { companionHandlers, policyExemption, readsOfParameter, type PolicyExemption } from '../mcp/index.js';
import { parseTemplate } from '../template/index.js';
import { resolveStaticString } from '../source/index.js';
import { variableLabel, writtenVariable } from './template-sources.js';
import type { FlowStart } from './value-flow.js';

/** A handler variable outside the policy. */
export interface ExemptedValue {
  readonly name: string;
  readonly template: string | undefined;
  /** How messages name it: `` `{+path}` of "files://{+path}" ``. */
  readonly label: string;
  /** `{+x}` / `{#x}`: keeps its slashes. */
  readonly reserved: boolean;
  readonly written: string;
  readonly exemption: PolicyExemption;
  readonly starts: readonly FlowStart[];
}

export function exemptedCompanionValues(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
): ExemptedValue[] {
  const sourceCode = context.sourceCode;
  const values: ExemptedValue[] = [];
  for (const handler of companionHandlers(sourceCode)) {
    const param = handler.fn.params[handler.layout.variables ?? 1];
    if (!param) continue;
    const template = handler.template && resolveStaticString(handler.template, sourceCode)?.value;
    const parsed = template === undefined ? undefined : parseTemplate(template);
    const byName = new Map<string, FlowStart[]>();
    for (const read of readsOfParameter(param, handler.fn, sourceCode)) {
      const node = read.form === 'destructure' ? read.binding : read.member;
      if (read.name === null || !node) continue;
      const starts = byName.get(read.name) ?? [];
      starts.push({ node, shape: 'value', key: `${handler.site.range[0]}:${read.name}` });
      byName.set(read.name, starts);
    }
    for (const [name, starts] of byName) {
      const exemption = policyExemption(handler, name, sourceCode);
      if (!exemption) continue;
      const spec = parsed?.variables.find((v) => v.name === name);
      const operator = spec?.expression.operator;
      values.push({
        name,
        template,
        label: variableLabel(name, spec, template),
        reserved: operator === '+' || operator === '#',
        written: writtenVariable(name, spec),
        exemption,
        starts,
      });
    }
  }
  return values;
}
