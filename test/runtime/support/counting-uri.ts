/**
 * A URI that counts the characters read from it: one for each `charCodeAt`, what each `indexOf`
 * scans (to the end of what it found, or of the URI), what each `startsWith` compares, what each
 * `slice` copies, and all of it when read whole (`toString`, as `decodeURIComponent` does).
 *
 * The matcher (types/runtime/matcher.ts) calls only these on its URI, so given one of these in
 * place of the string it can read nothing uncounted: another method would throw, and indexing
 * (`uri[i]`) would change what it matches, which linear.test.ts compares with `match`.
 */
export class CountingUri {
  /** Characters read so far. */
  read = 0;
  readonly length: number;
  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
    this.length = text.length;
  }

  charCodeAt(index: number): number {
    this.read++;
    return this.#text.charCodeAt(index);
  }

  indexOf(search: string, from = 0): number {
    const at = this.#text.indexOf(search, from);
    this.read += Math.max(0, (at < 0 ? this.length : at + search.length) - from);
    return at;
  }

  startsWith(search: string, at = 0): boolean {
    this.read += Math.max(0, Math.min(search.length, this.length - at));
    return this.#text.startsWith(search, at);
  }

  slice(start?: number, end?: number): string {
    const part = this.#text.slice(start, end);
    this.read += part.length;
    return part;
  }

  toString(): string {
    this.read += this.length;
    return this.#text;
  }
}
