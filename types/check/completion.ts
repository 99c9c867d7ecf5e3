// Values from the server's completions of a template's variables: one candidate URI, read as a sample.
import { CheckAbortedError } from './check-errors.js';
import type { Session } from './session.js';
import type { TemplateShape } from './template-shape.js';

/**
 * Candidate values from `completion/complete` (read-only; asked only of a server that declares
 * `completions`), one per variable, each completed with the ones chosen before: one candidate URI.
 */
export async function completedSample(session: Session, shape: TemplateShape): Promise<string | undefined> {
  const chosen: Record<string, string> = {};
  for (const variable of shape.variables) {
    if (variable.operator === '?' || variable.operator === '&') continue;
    const result = (await session
      .call(`completion/complete ${shape.template} ${variable.name}`, true, (options) =>
        session.client.complete(
          {
            ref: { type: 'ref/resource', uri: shape.template },
            argument: { name: variable.name, value: '' },
            ...(Object.keys(chosen).length > 0 ? { context: { arguments: { ...chosen } } } : {}),
          },
          options,
        ),
      )
      .catch((error: unknown) => {
        if (error instanceof CheckAbortedError) throw error;
        return undefined; // a template without completions
      })) as { completion?: { values?: unknown } } | undefined;
    const values = result?.completion?.values;
    const first: unknown = Array.isArray(values) ? values[0] : undefined;
    if (typeof first !== 'string') return undefined;
    chosen[variable.name] = first;
  }
  return shape.variables.length > 0 ? shape.expand(chosen) : undefined;
}
