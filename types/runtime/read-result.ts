// What a `resource()` handler may return, made into the read result the SDKs send: a string is
// the resource's text, bytes its blob, and a `{ contents }` result passes as it is.

/** The resource's contents as the SDKs type them (`ReadResourceResult`), loosely. */
export interface ReadResultLike {
  readonly contents: readonly unknown[];
}

/** What a handler returns: the text, the bytes, or the whole result. */
export type ReadValue<Result = ReadResultLike> = string | Uint8Array | Result;

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** `value` as a read result for `uri`, with `mimeType` on made contents when one is given. */
export function readResult(uri: URL, value: unknown, mimeType: string | undefined): unknown {
  const typed = mimeType === undefined ? {} : { mimeType };
  if (typeof value === 'string') return { contents: [{ uri: uri.href, ...typed, text: value }] };
  if (value instanceof Uint8Array) return { contents: [{ uri: uri.href, ...typed, blob: base64(value) }] };
  if (typeof value === 'object' && value !== null && Array.isArray((value as ReadResultLike).contents)) return value;
  throw new TypeError(
    `a resource handler returns a string, a Uint8Array or a { contents } result, not ${value === null ? 'null' : typeof value}`,
  );
}
