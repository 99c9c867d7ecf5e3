/**
 * Maps each UTF-16 code unit of a string literal's *value* back to the characters of its *source*
 * that produced it, so that a problem at value offset 12 is underlined exactly, even after `\u{1F600}`,
 * `\x41`, `\\` or a line continuation.
 *
 * `starts[i]`/`ends[i]` are offsets into `raw` (the literal's body, without its quotes or backticks)
 * for value code unit `i`; `starts[value.length]` is the end of `raw`.
 */
export interface EscapeMap {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

/**
 * Reads the escapes of a string or template literal body. The map is only as long as the value the
 * escapes produce; an unknown or malformed escape (possible in a file being edited) still advances.
 */
export function buildEscapeMap(raw: string, valueLength: number): EscapeMap {
  const starts = new Int32Array(valueLength + 1);
  const ends = new Int32Array(valueLength + 1);
  let unit = 0;
  const emit = (from: number, to: number, count: number) => {
    for (let k = 0; k < count && unit < valueLength; k++, unit++) {
      starts[unit] = from;
      ends[unit] = to;
    }
  };

  let i = 0;
  while (i < raw.length && unit < valueLength) {
    const ch = raw[i]!;
    if (ch === '\r' && raw[i + 1] === '\n') {
      // Template literals normalise CRLF to one LF.
      emit(i, i + 2, 1);
      i += 2;
      continue;
    }
    if (ch !== '\\') {
      const cp = raw.codePointAt(i)!;
      const width = cp > 0xffff ? 2 : 1;
      // A surrogate pair is two value units produced by the same two source units.
      emit(i, i + width, width);
      i += width;
      continue;
    }
    const next = raw[i + 1];
    if (next === undefined) break;
    if (next === '\r' || next === '\n' || next === '\u2028' || next === '\u2029') {
      // Line continuation: produces nothing.
      i += next === '\r' && raw[i + 2] === '\n' ? 3 : 2;
      continue;
    }
    if (next === 'x') {
      emit(i, i + 4, 1);
      i += 4;
      continue;
    }
    if (next === 'u') {
      if (raw[i + 2] === '{') {
        const close = raw.indexOf('}', i + 3);
        const end = close === -1 ? raw.length : close + 1;
        const cp = parseInt(raw.slice(i + 3, end - 1), 16);
        emit(i, end, cp > 0xffff ? 2 : 1);
        i = end;
      } else {
        emit(i, i + 6, 1);
        i += 6;
      }
      continue;
    }
    if (next >= '0' && next <= '7' && !(next === '0' && !/\d/.test(raw[i + 2] ?? ''))) {
      // Legacy octal escape (sloppy-mode strings): up to three digits, value < 256.
      let end = i + 2;
      while (
        end < raw.length &&
        end < i + 4 &&
        raw[end]! >= '0' &&
        raw[end]! <= '7' &&
        parseInt(raw.slice(i + 1, end + 1), 8) < 256
      )
        end++;
      emit(i, end, 1);
      i = end;
      continue;
    }
    // \n, \t, \0, \\, \' and any other escaped character: one value unit (two for a non-BMP one).
    const cp = raw.codePointAt(i + 1)!;
    const width = cp > 0xffff ? 2 : 1;
    emit(i, i + 1 + width, width);
    i += 1 + width;
  }
  // Whatever is left (should not happen for well-formed literals) points at the end.
  while (unit < valueLength) emit(raw.length, raw.length, 1);
  starts[valueLength] = raw.length;
  ends[valueLength] = raw.length;
  return { starts, ends };
}
