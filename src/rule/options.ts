// A rule's options: the user's over the defaults declared once in `meta.defaultOptions`.

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** `given` over `option`: objects merged key by key, anything else (arrays too) replaced. */
function merge(option: unknown, given: unknown): unknown {
  if (!isObject(option) || !isObject(given)) return given;
  const merged: Record<string, unknown> = { ...option };
  for (const key of Object.keys(given)) merged[key] = merge(option[key], given[key]);
  return merged;
}
/** The defaults with the user's options over them, position by position, as typescript-eslint's `applyDefault`. */
export const applyDefault = <Options extends readonly unknown[]>(defaults: Options, user?: readonly unknown[]) =>
  defaults.map((option, i) => (user?.[i] === undefined ? option : merge(option, user[i]))) as never as Options;
/** Frozen, so that the options of every file can share what the user left unset instead of copying it. */
export const frozen = <Value>(value: Value): Value => {
  if (typeof value === 'object' && value !== null) Object.values(Object.freeze(value)).forEach(frozen);
  return value;
};
