// The handler bodies of require-read-authorization's path tests, each in one registration (the
// markers are described in require-read-authorization.paths.test.ts).
const prelude =
  `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";\n` +
  `declare const server: McpServer; declare function authorize(...a: unknown[]): Promise<void>; declare function canRead(...a: unknown[]): Promise<boolean>; declare function load(...a: unknown[]): Promise<string>; declare const flag: boolean;\n` +
  `server.registerResource("doc", new ResourceTemplate("docs://{id}", { list: undefined }), {}, async (uri, { id }, extra) => {\n`;
export const HEAD = { line: 3, column: 94, endColumn: 123 }; // `async (uri, { id }, extra) =>`
export const C = '{ contents: [{ uri: uri.href, text: "x" }] }';

export interface PathCase {
  name: string;
  body: string;
  missing?: boolean;
}

export const cases: PathCase[] = [
  { name: 'check then return', body: `await authorize(extra, id);\nreturn ${C};` },
  {
    name: 'return then unreachable check',
    body: `return ${C}; // unchecked\nawait authorize(extra, id);`,
    missing: true,
  },
  {
    name: 'check in both branches',
    body: `if (flag) { await authorize(extra, 1); } else { await authorize(extra, 2); }\nreturn ${C};`,
  },
  { name: 'check in one branch', body: `if (flag) { await authorize(extra, 1); }\nreturn ${C};`, missing: true },
  {
    name: 'early return in the unchecked branch',
    body: `if (flag) return ${C}; // unchecked\nawait authorize(extra, id);\nreturn ${C};`,
  },
  {
    name: 'throw in the unchecked branch',
    body: `if (!flag) throw new Error("not found");\nif (flag) await authorize(extra, id);\nelse throw new Error("not found");\nreturn ${C};`,
  },
  {
    name: 'check in a while body that may not run',
    body: `while (flag) { await authorize(extra, id); }\nreturn ${C};`,
    missing: true,
  },
  {
    name: 'check in a do-while body, which runs once at least',
    body: `do { await authorize(extra, id); } while (flag);\nreturn ${C};`,
  },
  {
    name: 'return in a for body after the check',
    body: `for (let i = 0; i < 3; i++) {\n  if (i === 1) continue;\n  await authorize(extra, i);\n  return ${C};\n}\nthrow new Error("not found");`,
  },
  // A later iteration has passed the check, but the first has not.
  {
    name: 'return in a for body before the check',
    body: `for (let i = 0; i < 3; i++) {\n  if (i === 2) return ${C}; // unchecked\n  await authorize(extra, i);\n  if (flag) return ${C};\n}\nthrow new Error("not found");`,
  },
  // The loop test may be false at once: the return after it is not checked.
  {
    name: 'return after a for loop whose body checks',
    body: `for (let i = 0; i < 3; i++) {\n  await authorize(extra, i);\n}\nreturn ${C};`,
    missing: true,
  },
  {
    name: 'labeled break out of a checked loop',
    body: `outer: for (;;) {\n  await authorize(extra, id);\n  break outer;\n}\nreturn ${C};`,
  },
  {
    name: 'switch with fall-through into the checked case',
    body: `switch (id) {\n  case "a":\n  case "b":\n    await authorize(extra, id);\n    return ${C};\n  case "c":\n    return ${C}; // unchecked\n  default:\n    throw new Error("not found");\n}`,
  },
  {
    name: 'check before the switch',
    body: `await authorize(extra, id);\nswitch (id) {\n  case "a":\n    return ${C};\n  default:\n    return ${C};\n}`,
  },
  {
    name: 'try/catch where catch rethrows',
    body: `try {\n  await authorize(extra, id);\n} catch (error) {\n  throw error;\n}\nreturn ${C};`,
  },
  {
    name: 'try/catch where catch answers',
    body: `try {\n  await authorize(extra, id);\n} catch {\n  return ${C}; // unchecked\n}\nreturn ${C};`,
  },
  {
    name: 'return inside try after the check, with finally',
    body: `try {\n  await authorize(extra, id);\n  return ${C};\n} finally {\n  void id;\n}`,
  },
  {
    name: 'return in finally reached when the check throws',
    body: `try {\n  await authorize(extra, id);\n} finally {\n  if (flag) return ${C}; // unchecked\n}\nreturn ${C};`,
  },
  {
    name: 'predicate gating with &&',
    body: `if ((await canRead(extra, id)) && flag) return ${C};\nreturn { contents: [] };`,
  },
  {
    name: 'predicate gating with || is not enough',
    body: `if ((await canRead(extra, id)) || flag) return ${C};\nreturn { contents: [] };`,
    missing: true,
  },
  {
    name: 'negated predicate with || throws',
    body: `if (!(await canRead(extra, id)) || flag) throw new Error("not found");\nreturn ${C};`,
  },
  {
    name: 'negated predicate with && does not prove the check',
    body: `if (!(await canRead(extra, id)) && flag) throw new Error("not found");\nreturn ${C};`,
    missing: true,
  },
  {
    name: 'predicate in else-if',
    body: `if (flag) throw new Error("not found");\nelse if (await canRead(extra, id)) return ${C};\nreturn { contents: [] };`,
  },
  {
    name: 'conditional branches judged apart',
    body: `const ok = await canRead(extra, id);\nreturn ok ? ${C} : { contents: [{ uri: uri.href, text: "teaser" }] };`,
    missing: false,
  },
  { name: 'nothing handed out', body: `if (flag) return;\nif (flag) return undefined;\nreturn { contents: [] };` },
  // Empty contents are empty under a quoted key too, as prefer-not-found-on-deny reads them.
  {
    name: 'empty contents under a quoted key',
    body: `if (await canRead(extra, id)) return ${C};\nreturn { "contents": [] };`,
  },
];

/** The case's body as the handler of the registration. */
export const codeOf = (body: string) =>
  `${prelude}${body
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n')}\n});`;
