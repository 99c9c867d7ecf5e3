// Compares require-read-authorization with a name heuristic ("the handler mentions something called
// *auth*, so it is authorized") on every read handler of the examples, and prints where they differ.
// Usage: npm run build && node scripts/evaluate/auth-heuristic-compare.js [glob …]   (default: examples/src/**/*.ts)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../../dist/src/index.js';
import { getMcpModel } from '../../dist/src/mcp/index.js';
import {
  DEFAULT_AUTHORIZER_PATTERNS,
  DEFAULT_AUTHORIZERS,
  DEFAULT_PREDICATE_PATTERNS,
  calleeName,
  visibleWrapper,
} from '../../dist/src/authorization/index.js';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const patterns = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['examples/src/**/*.ts'];
const RULE = 'mcp-resources/require-read-authorization';
const checkName = new RegExp(
  [...DEFAULT_AUTHORIZERS.map((n) => `^${n}$`), ...DEFAULT_AUTHORIZER_PATTERNS, ...DEFAULT_PREDICATE_PATTERNS].join(
    '|',
  ),
);

/** Every read handler of a file, recorded by a helper rule that runs next to the real one. */
const handlersByFile = new Map();
const recordHandlers = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program() {
        const handlers = [];
        for (const registration of getMcpModel(context).registrations) {
          const handler = registration.handler;
          if (!handler) continue;
          const wrappers = handler.wrappers.map((call) => visibleWrapper(call, context.sourceCode)).filter(Boolean);
          handlers.push({
            name: registration.name ?? (registration.shape === 'low-level' ? 'resources/read' : '?'),
            line: handler.fn.loc.start.line,
            ranges: [handler.fn.range, ...wrappers.map((w) => w.inner.range)],
            heuristic: mentionsAuth(handler.fn, context.sourceCode),
            scopeChallenge: !!registration.config?.properties.some((p) => p.key?.name === 'scopeChallenge'),
            wrappers: handler.wrappers.map((call) => context.sourceCode.getText(call.callee)),
            checkText: firstCheck(handler.fn, context.sourceCode),
          });
        }
        handlersByFile.set(context.filename, handlers);
      },
    };
  },
};

/** The heuristic: any identifier in the handler whose name contains "auth" (any case). */
function mentionsAuth(fn, sourceCode) {
  return sourceCode.ast.tokens.some(
    (t) => t.type === 'Identifier' && t.range[0] >= fn.range[0] && t.range[1] <= fn.range[1] && /auth/i.test(t.value),
  );
}

/** The first call in the handler that the rule's default names treat as a check, for the reason column. */
function firstCheck(fn, sourceCode) {
  let found;
  const visit = (node) => {
    if (found || !node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && checkName.test(calleeName(node) ?? '')) found = sourceCode.getText(node);
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const value = node[key];
      for (const child of Array.isArray(value) ? value : [value]) visit(child);
    }
  };
  visit(fn.body);
  return found;
}

const eslint = new ESLint({
  cwd: repoDir,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser, sourceType: 'module' },
      plugins: { 'mcp-resources': plugin, compare: { rules: { handlers: recordHandlers } } },
      rules: { [RULE]: 'error', 'compare/handlers': 'error' },
    },
  ],
});
const results = await eslint.lintFiles(patterns);

const rows = [];
let total = 0;
for (const result of results) {
  const file = path.relative(repoDir, result.filePath);
  const findings = result.messages.filter((m) => m.ruleId === RULE);
  const offsetOf = (m) => lineStarts(result.source)[m.line - 1] + m.column - 1;
  for (const handler of handlersByFile.get(result.filePath) ?? []) {
    total++;
    const own = findings.filter((m) =>
      handler.ranges.some(([start, end]) => offsetOf(m) >= start && offsetOf(m) < end),
    );
    const ruleFlags = own.length > 0;
    const heuristicFlags = !handler.heuristic;
    if (ruleFlags === heuristicFlags) continue;
    rows.push({
      where: `${file}:${handler.line}`,
      resource: handler.name,
      heuristic: heuristicFlags ? 'missing' : 'passes',
      rule: ruleFlags ? [...new Set(own.map((m) => m.messageId))].join('+') : 'passes',
      reason: ruleFlags
        ? own.map((m) => `${m.line}:${m.column} ${m.message.split(/(?<=[.:]) /)[0]}`).join(' / ')
        : whyPasses(handler),
    });
  }
}

function whyPasses(handler) {
  if (handler.scopeChallenge) return 'v2 scopeChallenge in the registration config';
  if (handler.wrappers.length > 0) return `wrapped by ${handler.wrappers.join(', ')}`;
  return handler.checkText
    ? `checked by ${handler.checkText} (no identifier says "auth")`
    : 'checked without an identifier that says "auth"';
}

function lineStarts(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

console.log(`Read handlers: ${total}; verdicts differ on ${rows.length}.`);
console.log(`Heuristic: a handler passes when it mentions an identifier containing "auth". Rule: ${RULE}.\n`);
const headers = ['where', 'resource', 'heuristic', 'rule', 'reason'];
console.log(`| ${headers.join(' | ')} |\n| ${headers.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${headers.map((h) => String(row[h]).replaceAll('|', '\\|')).join(' | ')} |`);
