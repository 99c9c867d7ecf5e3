// What a read came back with, as the checks compare it: content or an error, with the URI asked and
// the values sent replaced by placeholders, so that "the same answer" means the same code, the same
// message and data, and the same content, whatever the URI was.

/** One item of a read result's `contents`, as far as the checks read it. */
export interface ContentItem {
  readonly uri: string;
  readonly mimeType?: string;
  readonly text?: string;
  readonly blob?: string;
}

/** The answer to one request: the server's content, or the error the client raised. */
export type Answer =
  | { readonly kind: 'content'; readonly contents: readonly ContentItem[] }
  | { readonly kind: 'error'; readonly code: number | string; readonly message: string; readonly data?: unknown };

/** A value a request sent for a variable: what the template was expanded with, or the raw text put in the URI. */
export type SentValue = string | readonly string[];

/** What a request sent: the URI, and the values that differ from request to request. */
export interface Sent {
  readonly uri: string;
  readonly values: Readonly<Record<string, SentValue>>;
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The items of a read result, whatever the client returned. */
export function contentAnswer(result: unknown): Answer {
  const contents = (result as { contents?: unknown } | null | undefined)?.contents;
  const items = Array.isArray(contents) ? (contents as unknown[]) : [];
  return {
    kind: 'content',
    contents: items.map((item) => {
      const { uri, mimeType, text, blob } = (item ?? {}) as Record<string, unknown>;
      return { uri: String(uri), mimeType: asString(mimeType), text: asString(text), blob: asString(blob) };
    }),
  };
}

/**
 * The error a client raised for a server's error answer, in the server's words: SDK v1's McpError
 * puts "MCP error <code>: " before the message the server sent, v2's ProtocolError does not.
 */
export function errorAnswer(error: unknown): Answer {
  const { name, code, message, data } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    data?: unknown;
  };
  let text = typeof message === 'string' ? message : String(error);
  const prefix = `MCP error ${String(code)}: `;
  if (name === 'McpError' && text.startsWith(prefix)) text = text.slice(prefix.length);
  return {
    kind: 'error',
    code: typeof code === 'number' || typeof code === 'string' ? code : 'none',
    message: text,
    ...(data === undefined ? {} : { data }),
  };
}

/** JSON-RPC "Internal error": the server failed, as an exception it did not handle does. */
export const INTERNAL_ERROR = -32603;

/** The spellings of a URI a message may hold: as asked, and as the WHATWG URL parser rewrites it (SDK v1 quotes `uri.href`). */
function uriForms(uri: string): string[] {
  const forms = [uri];
  if (URL.canParse(uri)) forms.push(new URL(uri).href);
  return forms;
}

/** The spellings of a value a message or a content may hold: as sent in the URI, decoded once, quoted in JSON. */
function valueForms(value: SentValue): string[] {
  const items = typeof value === 'string' ? [value] : [...value];
  const forms: string[] = [];
  for (const item of items) {
    forms.push(item, encodeURIComponent(item), JSON.stringify(item).slice(1, -1));
    try {
      forms.push(decodeURIComponent(item));
    } catch {
      // a value with a bad "%" has no decoded form
    }
  }
  if (items.length > 1) forms.push(items.join(','), items.join('/'));
  return forms;
}

const SYNTAX = /[.*+?^${}()|[\]\\]/g;
const STARTS_IN_WORD = /^[\p{L}\p{N}]/u;
const ENDS_IN_WORD = /[\p{L}\p{N}]$/u;

/**
 * Where `form` stands alone in a text: a form that begins or ends with a letter or a digit is not
 * a piece of a longer word or number there (the value "2" is not in the code "-32602").
 */
function standingAlone(form: string): RegExp {
  const before = STARTS_IN_WORD.test(form) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = ENDS_IN_WORD.test(form) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${form.replace(SYNTAX, '\\$&')}${after}`, 'gu');
}

/** `text` with every spelling of the URI and of the values replaced by a placeholder, longest first. */
function substitute(text: string, sent: Sent): string {
  const replacements: [string, string][] = uriForms(sent.uri).map((form) => [form, '{uri}']);
  for (const [name, value] of Object.entries(sent.values))
    for (const form of valueForms(value)) replacements.push([form, `{${name}}`]);
  const ordered = replacements
    .filter(([form]) => form.length > 0)
    .sort((a, b) => b[0].length - a[0].length)
    .slice(0, 0x800);
  // Longest first, each through one private-use character, so that no placeholder is rewritten by a shorter form.
  let out = text;
  ordered.forEach(([form], index) => {
    out = out.replace(standingAlone(form), String.fromCharCode(0xf000 + index));
  });
  return out.replace(/[\uf000-\uf7ff]/g, (mark) => ordered[mark.charCodeAt(0) - 0xf000]?.[1] ?? mark);
}

/** The answer as a string that is equal for two answers exactly when they are the same answer to their own requests. */
export function normalized(answer: Answer, sent: Sent): string {
  if (answer.kind === 'error')
    return JSON.stringify([
      'error',
      answer.code,
      substitute(answer.message, sent),
      answer.data === undefined ? null : substitute(JSON.stringify(answer.data), sent),
    ]);
  return JSON.stringify([
    'content',
    answer.contents.map((item) => [
      substitute(item.uri, sent),
      item.mimeType ?? null,
      item.text === undefined ? null : substitute(item.text, sent),
      item.blob ?? null,
    ]),
  ]);
}

/** Whether two answers are the same once each one's URI and values are replaced by placeholders. */
export const sameAnswer = (a: Answer, sentA: Sent, b: Answer, sentB: Sent): boolean =>
  normalized(a, sentA) === normalized(b, sentB);

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The answer in one line of a report: `error -32602 "Resource … not found"`, or the content's type, size and start. */
export function describeAnswer(answer: Answer): string {
  if (answer.kind === 'error') {
    const data = answer.data === undefined ? '' : ` data ${clip(JSON.stringify(answer.data), 80)}`;
    return `error ${String(answer.code)} ${JSON.stringify(clip(answer.message, 160))}${data}`;
  }
  if (answer.contents.length === 0) return 'content (no items)';
  const [first] = answer.contents as [ContentItem];
  const size =
    first.text !== undefined ? `${first.text.length} characters` : `${first.blob?.length ?? 0} base64 characters`;
  const start = first.text !== undefined ? ` ${JSON.stringify(clip(first.text, 60))}` : '';
  const more = answer.contents.length > 1 ? ` (+${answer.contents.length - 1} more items)` : '';
  return `content ${first.uri} (${first.mimeType ?? 'no type'}, ${size})${start}${more}`;
}

/** An answer with what was sent for it. */
export interface Observed {
  readonly answer: Answer;
  readonly sent: Sent;
}

/**
 * Whether `read` looks exactly like a miss: the same answer as the template's value that cannot exist
 * (`absent`); or, where that value gets content (a template that serves any value), like the server's
 * answer for a URI no template matches (`unknown`), or that same content.
 */
export function looksMissing(read: Observed, absent: Observed, unknown: Observed): boolean {
  if (sameAnswer(read.answer, read.sent, absent.answer, absent.sent)) return true;
  return absent.answer.kind === 'content' && sameAnswer(read.answer, read.sent, unknown.answer, unknown.sent);
}
