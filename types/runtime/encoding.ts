// Percent-encoding and decoding, shared by expand and match. RFC 6570 §1.5 and §3.2.1:
// `U` keeps unreserved characters and pct-encodes everything else as UTF-8; `U+R` (the "+"
// and "#" operators, and literals) also keeps reserved characters and existing pct-triplets.

/** 1 where a character is kept as is: unreserved (ALPHA DIGIT - . _ ~). */
const KEEP_UNRESERVED = new Uint8Array(128);
/** 1 where a character is kept as is: unreserved and reserved (gen-delims and sub-delims). */
const KEEP_RESERVED = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  const unreserved = /[\w\-.~]/.test(ch);
  KEEP_UNRESERVED[c] = unreserved ? 1 : 0;
  KEEP_RESERVED[c] = unreserved || ":/?#[]@!$&'()*+,;=".includes(ch) ? 1 : 0;
}

const HEX_DIGITS = '0123456789ABCDEF';

export const isHexDigit = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

const byte = (b: number) => '%' + HEX_DIGITS[b >> 4]! + HEX_DIGITS[b & 15]!;

/** Thrown (and turned into a TemplateValueError by the caller, who knows the variable) for a lone surrogate. */
export const LONE_SURROGATE = Symbol('lone surrogate');

/**
 * Encodes `value` for `U` (`reserved` false) or `U+R` (`reserved` true). Returns the string
 * itself when nothing needs encoding. Throws `LONE_SURROGATE` for a lone surrogate.
 */
export function pctEncode(value: string, reserved: boolean): string {
  const keep = reserved ? KEEP_RESERVED : KEEP_UNRESERVED;
  const n = value.length;
  let i = 0;
  // Fast path: most values need no encoding at all.
  for (; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 128 && keep[c] === 1) continue;
    if (
      reserved &&
      c === 0x25 &&
      i + 2 < n &&
      isHexDigit(value.charCodeAt(i + 1)) &&
      isHexDigit(value.charCodeAt(i + 2))
    ) {
      i += 2;
      continue;
    }
    break;
  }
  if (i === n) return value;
  let out = '';
  let copyFrom = 0;
  for (; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 128 && keep[c] === 1) continue;
    if (
      reserved &&
      c === 0x25 &&
      i + 2 < n &&
      isHexDigit(value.charCodeAt(i + 1)) &&
      isHexDigit(value.charCodeAt(i + 2))
    ) {
      i += 2;
      continue;
    }
    out += value.slice(copyFrom, i);
    if (c < 0x80) {
      out += byte(c);
    } else if (c < 0x800) {
      out += byte(0xc0 | (c >> 6)) + byte(0x80 | (c & 0x3f));
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const low = i + 1 < n ? value.charCodeAt(i + 1) : 0;
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a sentinel, caught in expander.ts (see above)
      if (c > 0xdbff || low < 0xdc00 || low > 0xdfff) throw LONE_SURROGATE;
      const cp = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
      out +=
        byte(0xf0 | (cp >> 18)) +
        byte(0x80 | ((cp >> 12) & 0x3f)) +
        byte(0x80 | ((cp >> 6) & 0x3f)) +
        byte(0x80 | (cp & 0x3f));
      i++;
    } else {
      out += byte(0xe0 | (c >> 12)) + byte(0x80 | ((c >> 6) & 0x3f)) + byte(0x80 | (c & 0x3f));
    }
    copyFrom = i + 1;
  }
  return out + value.slice(copyFrom);
}

/** The first `n` code points of `value` (a surrogate pair is one code point). */
export function codePointPrefix(value: string, n: number): string {
  let i = 0;
  for (let count = 0; count < n && i < value.length; count++) {
    const c = value.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < value.length && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return i >= value.length ? value : value.slice(0, i);
}

/** Whether `value` has at most `n` code points, looking at no more than about `n` of them. */
export function hasAtMostCodePoints(value: string, n: number): boolean {
  if (value.length <= n) return true;
  if (value.length > 2 * n) return false;
  return codePointPrefix(value, n).length === value.length;
}

/**
 * Percent-decodes `uri.slice(start, end)` exactly once, as UTF-8. `undefined` when a "%" is not
 * followed by two hex digits or the bytes are not valid UTF-8 (overlong forms, surrogates and
 * code points past U+10FFFF included): decodeURIComponent rejects exactly those.
 */
export function pctDecode(uri: string, start: number, end: number): string | undefined {
  const raw = start === 0 && end === uri.length ? uri : uri.slice(start, end);
  if (raw.indexOf('%') < 0) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
