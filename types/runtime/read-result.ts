// What a `resource()` handler may return, made into the read result the SDKs send: a string is
// the resource's text, bytes its blob, and a `{ contents }` result passes as it is, as does v2's
// input-required result (`resultType: 'input_required'`), which the v2 Server answers itself.

/** One item of a read result's `contents` holding text (the SDKs' `TextResourceContents`). */
export type TextContentsLike = {
  uri: string;
  mimeType?: string;
  text: string;
};

/** One item of a read result's `contents` holding bytes as base64 (the SDKs' `BlobResourceContents`). */
export type BlobContentsLike = {
  uri: string;
  mimeType?: string;
  blob: string;
};

/**
 * A read result as both SDKs type it (`ReadResourceResult`), with nothing they would not take:
 * `contents` is a mutable array of text or blob items, so a router typed with it is a handler
 * that `setRequestHandler` accepts on either SDK generation. Type aliases, not interfaces: the
 * SDKs' results have an index signature, which only an object literal type meets implicitly.
 */
export type ReadResultLike = {
  contents: (TextContentsLike | BlobContentsLike)[];
};

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
  if (typeof value === 'object' && value !== null) {
    if (Array.isArray((value as ReadResultLike).contents)) return value;
    // The 2026-07-28 revision's multi-round-trip result (@modelcontextprotocol/server 2.4's
    // InputRequiredResult, which its types allow a read to return): the v2 Server fulfils it, over
    // the legacy shim on older protocol revisions, and calls the handler again with the responses.
    if ((value as { resultType?: unknown }).resultType === 'input_required') return value;
  }
  throw new TypeError(
    `a resource handler returns a string, a Uint8Array, a { contents } result or an input-required result, not ${value === null ? 'null' : typeof value}`,
  );
}
