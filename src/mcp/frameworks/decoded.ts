import type { DecodedValue } from '../companion.js';
import type { ResourceRegistration } from '../registrations.js';

/**
 * The template variables a framework hands its read handler already percent-decoded (FastMCP
 * through `uri-templates`): a decode of them in the handler is the second.
 */
export function frameworkDecodedValues(registrations: readonly ResourceRegistration[]): DecodedValue[] {
  const values: DecodedValue[] = [];
  for (const registration of registrations) {
    if (registration.framework.decodesValues !== true || !registration.handler) continue;
    for (const read of registration.handler.variableReads) {
      const node = read.form === 'destructure' ? read.binding : read.member;
      if (node) values.push({ node, decoder: `${registration.framework.label} (which decodes template variables before the read handler runs)`, site: registration.call });
    }
  }
  return values;
}
