// What the check finds on the notes server of test/fixtures/check/ with each fault, the same in
// process and over stdio: one line per finding (`brief`), in the order of the report.
export const NOTES = 'notes://{team}/{name}';
export const MANUALS = 'manuals://{+path}';
export const ORDERS = 'orders://{id}';

// Every value the round trip sends, every escape of a segment variable, and of the {+path}.
const ROUND_TRIP = ['"Platform & Ops"', '"on-call/escalation"', '"a b"', '"100%"', '"Zürich 東京 🍕"'];
const SEGMENT_ESCAPES = [
  '"../" encoded once',
  '"../" encoded twice (a second decode makes it "../")',
  '"../" with the dots encoded, lower case',
  '"..\\" (Windows separators), encoded',
  'an absolute path',
  'a drive letter',
  'a NUL byte',
];
const lines = (template: string, variable: string, check: string, values: readonly string[]) =>
  values.map((value) => `${check} ${template} ${variable}: ${value}`);

/**
 * A proxy in front decodes each URI once, the handlers decode again. The listed notes whose names
 * hold "%" or spaces no longer parse ("Invalid URL", v1) or are refused as invalid (v2): listed, but
 * not readable. Every value that needs encoding and every escape gets an answer naming the URI as
 * the proxy rewrote it, or an internal error, where a value that cannot exist gets the SDK's miss
 * for the URI asked: "100%" in a name arrives as "100%", which the handler cannot decode, and is
 * refused as "Resource notes://caf%C3%A9/100% not found". Values whose URI the SDK's URL parser
 * writes back as it was sent ("a b" and "Zürich 東京 🍕" in a name) pass unnoticed.
 */
export const PROXY_DECODE = [
  `round-trip ${NOTES}: a listed resource`,
  `round-trip ${NOTES}: a listed resource`,
  ...lines(NOTES, 'team', 'round-trip', ROUND_TRIP),
  ...lines(NOTES, 'name', 'round-trip', ['"Platform & Ops"', '"on-call/escalation"', '"100%"']),
  ...lines(NOTES, 'team', 'escape', SEGMENT_ESCAPES),
  ...lines(NOTES, 'name', 'escape', SEGMENT_ESCAPES.slice(0, -1)),
  ...lines(MANUALS, 'path', 'round-trip', ['"Platform & Ops"', '"a b"', '"100%"', '"Zürich 東京 🍕"']),
  ...lines(MANUALS, 'path', 'escape', [
    '"../" encoded once',
    '"../" encoded twice (a second decode makes it "../")',
    '"../" with the dots encoded',
    '"..\\" (Windows separators), encoded',
    'a NUL byte',
  ]),
  ...lines(ORDERS, 'id', 'round-trip', ROUND_TRIP),
  ...lines(ORDERS, 'id', 'escape', SEGMENT_ESCAPES),
];

/** {+path} joined without containment (JavaScript): the file outside the root is served, and the NUL reaches fs. */
export const UNJOINED_PATH_JS = [`escape ${MANUALS} path: "../" encoded once`, `escape ${MANUALS} path: a NUL byte`];
