// The check every rule test runs on its suggestions (test/setup.ts, helpers/suggestion-safety.ts),
// shown on suggestions written by hand: it finds a rewrite that lets through what the original
// refused, and passes one that only refuses more.
import { describe, expect, it } from 'vitest';
import { handlersOf, refusals } from '../helpers/run-handlers.js';
import { checkSuggestionSafety, valuesFor } from '../helpers/suggestion-safety.js';

const v1 = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "x", version: "1.0.0" });\n`;
const handler = (check: string) =>
  `${v1}declare function load(name: string): Promise<string>;\n` +
  `server.registerResource("r", new ResourceTemplate("docs://{name}", { list: undefined }), {}, async (uri, { name }, extra) => {\n` +
  `  const n = String(name);\n${check}\n  return { contents: [{ uri: uri.href, text: await load(n) }] };\n});`;
const suggested = (code: string, output: string) => [
  { rule: 'some-rule', code, filename: 'file.ts', outputs: [{ messageId: 'fix', output }] },
];

describe('suggestion safety', () => {
  it("runs a snippet's handler with stand-ins: which values it refuses", async () => {
    const [read] = handlersOf(handler('  const bad = /^[/\\\\]/.test(n);\n  if (bad) throw new Error("not found");'))!;
    expect(read!.template).toBe('docs://{name}');
    expect(await refusals(read!, ['notes', '/etc/passwd', '\\\\server'])).toEqual([false, true, true]);
  });

  it('finds a deny-list anchored into letting paths through', async () => {
    const before = handler('  const bad = /^[/\\\\]/.test(n);\n  if (bad) throw new Error("not found");');
    const after = before.replace('/^[/\\\\]/', '/^[/\\\\]$/');
    const report = await checkSuggestionSafety(suggested(before, after));
    expect(report).toMatchObject({ suggestions: 1, ran: 1, refusing: 1 });
    expect(report.weakened).toHaveLength(1);
    expect(report.weakened[0]).toContain('"/etc/passwd"');
  });

  it('passes an allow-list anchored (it refuses more), and a denial made a not-found (both refuse)', async () => {
    const allow = handler('  if (!/[a-z]+/.test(n)) throw new Error("not found");');
    const deny = handler('  if (!extra.authInfo) throw new Error("Access denied");');
    const report = await checkSuggestionSafety([
      ...suggested(allow, allow.replace('/[a-z]+/', '/^[a-z]+$/')),
      ...suggested(deny, deny.replace('new Error("Access denied")', 'new Error("Resource not found")')),
    ]);
    expect(report).toEqual({ suggestions: 2, ran: 2, refusing: 1, weakened: [] });
  });

  it('finds a check taken out, and a fixed code that no longer runs', async () => {
    const allow = handler('  if (!/^[a-z]+$/.test(n)) throw new Error("not found");');
    const report = await checkSuggestionSafety([
      ...suggested(allow, allow.replace('  if (!/^[a-z]+$/.test(n)) throw new Error("not found");', '')),
      ...suggested(allow, allow.replace('const n = String(name);', 'const n = String(name;')),
    ]);
    expect(report.weakened).toHaveLength(2);
  });

  it('tries values that tell an anchored regex from an unanchored one, the same for both versions', () => {
    const values = valuesFor('/[a-z]+/', '/^[a-z]+$/');
    expect(values).toEqual(valuesFor('/[a-z]+/', '/^[a-z]+$/'));
    expect(values.some((v) => /[a-z]+/.test(v) && !/^[a-z]+$/.test(v))).toBe(true);
    expect(values).toContain('../etc/passwd');
  });
});
