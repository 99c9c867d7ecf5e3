import type { DecodedValue } from '../companion.js';
import type { McpFileModel } from '../model.js';

/**
 * The template variables a framework hands its read handler already percent-decoded (FastMCP's
 * and tmcp's matchers, for the operators they decode): a decode of them in the handler is the second.
 */
export function frameworkDecodedValues(model: McpFileModel): DecodedValue[] {
  const values: DecodedValue[] = [];
  for (const registration of model.registrations) {
    const decoded = registration.framework.decodedOperators;
    const variables = model.siteOf(registration)?.analysis.parsed.variables;
    if (decoded.size === 0 || !registration.handler || !variables) continue;
    for (const read of registration.handler.variableReads) {
      const spec = variables.find((v) => v.name === read.name);
      const node = read.form === 'destructure' ? read.binding : read.member;
      if (!spec || !node || !decoded.has(spec.expression.operator)) continue;
      values.push({
        node,
        decoder: `${registration.framework.label} (which decodes template variables before the read handler runs)`,
        site: registration.call,
      });
    }
  }
  return values;
}
