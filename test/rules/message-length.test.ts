// Every message of every rule, with its placeholders filled by realistic values, is short enough to
// read in a terminal: about 250 characters (#33). The details go on the rule's page.
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { templateMessages } from '../../types/grammar/messages.js';

const LIMIT = 250;

/** A realistic value for each placeholder: what the rules put there on a typical server. */
const VALUES: Record<string, string> = {
  resource: 'resource "team-notes"',
  principal: 'ctx.http?.authInfo',
  evidence: '`canRead()` checks a read on line 42',
  callee: 'authorize',
  reason: 'its code is not in the project',
  signal: 'class ForbiddenError',
  code: 'InvalidRequest',
  notFound: 'ErrorCode.InvalidParams',
  replacement: 'new ResourceNotFoundError(uri.href)',
  call: 'readFile',
  error: 'a `PathEscapeError` or a file-system error',
  text: '{?q,limit}',
  name: 'q, limit',
  uri: 'docs://{team}/readme',
  framework: 'FastMCP',
  fix: 'Register it with `server.addResourceTemplate({ uriTemplate, … })` instead.',
  template: 'docs://{team}/policy/{name}{?v}',
  later: 'docs://{team}/{name}',
  earlier: 'docs://{team}/{+path}',
  line: '42',
  secondLine: '48',
  method: 'replace',
  value: '`{+path}` of "files://{+path}"',
  library: 'mcp-resources',
  expression: '{?v}',
  declared: '"team", "name", "v"',
  suggestion: 'name',
  second: 'decodeURIComponent',
  first: 'the mcp-resources adapter (which passes values decoded)',
  sink: 'readFile',
  module: 'node:fs/promises',
  gap: '',
  written: '{+path}',
  exemption: 'exempt: ["path"]',
  pattern: '[a-z0-9-]+',
  flags: '',
  problem: 'has neither `^` nor `$`',
  suggested: '^[a-z0-9-]+$',
  suggestedFlags: '',
};

/** valid-template's `detail` is the grammar's own sentence, for a typical mistake of each kind. */
const DETAILS: Record<string, string> = {
  unclosedExpression: templateMessages.unclosedExpression('{name'),
  strayCloseBrace: templateMessages.strayCloseBrace(),
  emptyExpression: templateMessages.emptyExpression(),
  reservedOperator: templateMessages.reservedOperator('=', '{=name}'),
  invalidVariableName: templateMessages.invalidVariableName('team-id', '{team-id}'),
  invalidPrefix: templateMessages.invalidPrefix(':0', '{name:0}'),
  invalidLiteral: templateMessages.invalidLiteral(' ', '%20'),
  invalidPercentEncoding: templateMessages.invalidPercentEncoding('%zz'),
  adjacentVariables: templateMessages.adjacentVariables('{team}', '{name}', '"{team}/{name}"'),
  multipleMultiSegment: templateMessages.multipleMultiSegment('{+path}', '{/rest*}'),
  duplicateVariable: templateMessages.duplicateVariable('id', '{id}'),
  multipleQueryGroups: templateMessages.multipleQueryGroups('{?q}', '{?limit}'),
};

/** no-sdk-unsupported-template's `text` and `name`: the construct each message is about, as typically written. */
const CONSTRUCTS: Record<string, { text: string; name: string }> = {
  semicolonOperator: { text: '{;lang}', name: 'lang' },
  prefixModifier: { text: '{name:3}', name: 'name' },
  multipleVariables: { text: '{from,to}', name: 'from, to' },
  explodedVariable: { text: '{/path*}', name: 'path' },
  explodedListShape: { text: '{tags*}', name: 'tags' },
  fragmentOperator: { text: '{#section}', name: 'section' },
  requiredQuery: { text: '{?q,limit}', name: 'q, limit' },
};

function filled(rule: string, id: string, message: string): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    const construct = rule === 'no-sdk-unsupported-template' ? CONSTRUCTS[id] : undefined;
    const value =
      rule === 'valid-template' && key === 'detail'
        ? DETAILS[id]
        : construct && (key === 'text' || key === 'name')
          ? construct[key]
          : VALUES[key];
    if (value === undefined) throw new Error(`no realistic value for {{${key}}} of ${rule}/${id}`);
    return value;
  });
}

const all = Object.entries(rules as Record<string, { meta: { messages: Record<string, string> } }>).flatMap(
  ([rule, module]) =>
    Object.entries(module.meta.messages).map(([id, message]) => ({
      key: `${rule}/${id}`,
      text: filled(rule, id, message),
    })),
);

describe('message length', () => {
  it(`every message, filled in, is at most ${LIMIT} characters`, () => {
    expect(all.length).toBeGreaterThan(40);
    const long = all.filter((m) => m.text.length > LIMIT);
    expect(long.map((m) => `${m.key} (${m.text.length}): ${m.text}`)).toEqual([]);
  });
});
