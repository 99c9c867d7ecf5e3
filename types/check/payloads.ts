// What the checks send for a variable: values that need encoding (round trip), values that must never be
// served (escape), and the value that cannot exist, the answer every refusal is compared with.
import { spansSegments, valueFor, type ShapeVariable, type TemplateShape, type Values } from './template-shape.js';

/**
 * A value no server holds, one per variable (so that an answer quoting one variable's value is told
 * from one quoting another's): letters, digits and "-" only, which every operator writes as it is.
 */
export const absentValue = (variable: string): string => `no-such-${variable.replace(/[^A-Z0-9]+/gi, '-')}-3f9c1b`;

/** Values a template must carry to its handler intact (RFC 6570 percent-encodes each of them). */
export const ROUND_TRIP_VALUES: readonly string[] = [
  'Platform & Ops',
  'on-call/escalation',
  'a b',
  '100%',
  'Zürich 東京 🍕', // two-, three- and four-byte UTF-8
];

/** A value escaping its segment, as the URI carries it (raw text put where the variable's value goes). */
export interface EscapePayload {
  readonly label: string;
  readonly raw: string;
}

const up = (n: number, sep: string) => Array.from({ length: n }, () => `..${sep}`).join('');
// Eight levels up: out of any root a server is likely to serve from, to the file system's root.
const DEPTH = 8;

/** For a variable that stays in one segment (`{x}`, `{.x}`, `{;x}`, `{?x}`, …): encoded escapes only. */
const SEGMENT_PAYLOADS: readonly EscapePayload[] = [
  { label: '"../" encoded once', raw: `${up(DEPTH, '%2F')}etc%2Fpasswd` },
  { label: '"../" encoded twice (a second decode makes it "../")', raw: `${up(DEPTH, '%252F')}etc%252Fpasswd` },
  { label: '"../" with the dots encoded, lower case', raw: `${'%2e%2e%2f'.repeat(DEPTH)}etc%2fpasswd` },
  { label: '"..\\" (Windows separators), encoded', raw: `${up(DEPTH, '%5C')}windows%5Cwin.ini` },
  { label: 'an absolute path', raw: '%2Fetc%2Fpasswd' },
  { label: 'a drive letter', raw: 'C%3A%5CWindows%5Cwin.ini' },
  { label: 'a NUL byte', raw: 'x%00.md' },
];

/** For `{+x}`, `{#x}` and `{/x*}`, which may hold "/": raw "../" too, as RFC 6570 writes it for them. */
const SPANNING_PAYLOADS: readonly EscapePayload[] = [
  { label: 'raw "../"', raw: `${up(DEPTH, '/')}etc/passwd` },
  { label: '"../" encoded once', raw: `${up(DEPTH, '%2F')}etc%2Fpasswd` },
  { label: '"../" encoded twice (a second decode makes it "../")', raw: `${up(DEPTH, '%252F')}etc%252Fpasswd` },
  { label: '"../" with the dots encoded', raw: `${'%2e%2e/'.repeat(DEPTH)}etc/passwd` },
  { label: '"..\\" (Windows separators), encoded', raw: `${up(DEPTH, '%5C')}windows%5Cwin.ini` },
  { label: 'an absolute path', raw: '/etc/passwd' },
  { label: 'a drive letter', raw: 'C:%5CWindows%5Cwin.ini' },
  { label: 'a NUL byte', raw: 'x%00.md' },
];

export const escapePayloads = (variable: ShapeVariable): readonly EscapePayload[] =>
  spansSegments(variable) ? SPANNING_PAYLOADS : SEGMENT_PAYLOADS;

/** Letters only: every operator writes it as it is, so its place in the URI is where a raw payload goes. */
const MARKER = 'MCPRESOURCESCHECKMARKER';

/**
 * The URI with `raw` where `variable`'s value goes and `others` elsewhere: the template expanded by
 * `expand` with a marker for the variable, the marker then replaced by the raw text (a payload such
 * as "%2e%2e%2f" is no expansion of any value). `undefined` for a prefix variable, which cuts it.
 */
export function spliced(
  shape: TemplateShape,
  variable: ShapeVariable,
  others: Values,
  raw: string,
): string | undefined {
  if (variable.prefix !== undefined) return undefined;
  const uri = shape.expand({ ...others, [variable.name]: valueFor(variable, MARKER) });
  return uri.includes(MARKER) ? uri.split(MARKER).join(raw) : undefined;
}
