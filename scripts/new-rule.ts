// `npm run new <rule-name>`: the files of a new rule, ready to be filled in. Writes
// rules/<name>.ts (a small working rule made with createRule), test/rules/<name>.test.ts (RuleTester
// cases and an underline snapshot), docs/rules/<name>.md (the page's sections; `npm run docs` writes
// its header and the README row) and registers the rule in rules/index.ts. `--root DIR` writes into
// another checkout (the tests use a temporary one). Nothing is written before the name and
// rules/index.ts have passed their checks.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = 'usage: npm run new <rule-name>   (node --import tsx scripts/new-rule.ts <rule-name> [--root DIR])';
const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export class ScaffoldError extends Error {}

/** `no-foo-bar` → `noFooBar`; a reserved word gets `Rule` after it (`delete` → `deleteRule`). */
export function identifierOf(name: string): string {
  const camel = name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  try {
    new Function(`let ${camel};`);
    return camel;
  } catch {
    return `${camel}Rule`;
  }
}

const ruleSource = (name: string) => `import { getMcpModel, mayHoldResources } from '../src/mcp/index.js';
import { createRule } from '../src/rule/index.js';

// TODO: what this rule finds, in a sentence or two. The placeholder check below reports a registered
// resource template without variables; replace it with the rule's own.
export default createRule<[], 'noVariables'>({
  name: '${name}',
  meta: {
    type: 'problem',
    docs: {
      // One sentence, as the README table shows it: "Require …" or "Disallow …".
      description: 'TODO: say what the rule requires or disallows',
      // \`recommended: true\` puts the rule in \`recommended\` and \`strict\`; \`strict: true\` in \`strict\` only.
      recommended: false,
    },
    // One JSON schema per option, every property with a \`description\` (test/docs.test.ts checks).
    schema: [],
    messages: {
      noVariables: 'TODO: say what is wrong with "{{template}}" and how to fix it.',
    },
    // A rule with options declares their defaults here, as \`defaultOptions\` (a rule without options has none).
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    return {
      Program() {
        const model = getMcpModel(context);
        for (const registration of model.registrations) {
          const site = model.siteOf(registration);
          if (!site || site.analysis.errors.length > 0 || site.analysis.parsed.variables.length > 0) continue;
          context.report({
            node: site.construction.argument,
            messageId: 'noVariables',
            data: { template: site.template.value },
          });
        }
      },
    };
  },
});
`;

const testSource = (name: string) => `import { describe, expect, it } from 'vitest';
import rule from '../../rules/${name}.js';
import { underline } from '../helpers/underline.js';
import { ruleTester } from './rule-tester.js';

const v1 = \`import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
\`;
/** A v1 registration of \`template\` (as written in the source), the template on line 5. */
const registration = (template: string) =>
  \`\${v1}server.registerResource(
  "doc",
  new ResourceTemplate(\${template}, { list: undefined }),
  {},
  async (uri) => ({ contents: [{ uri: uri.href, text: "" }] }),
);\`;

ruleTester.run('${name}', rule, {
  valid: [
    { code: registration('"docs://{id}"') },
    // No MCP import: not a registration.
    { code: 'new ResourceTemplate("docs://readme", {});' },
  ],
  invalid: [
    {
      code: registration('"docs://readme"'),
      errors: [{ messageId: 'noVariables', line: 5, column: 24, endLine: 5, endColumn: 39 }],
    },
  ],
});

describe('${name} underlines', () => {
  it('the template string', () => {
    expect(underline(registration('"docs://readme"'), '${name}')).toMatchInlineSnapshot(\`
      "noVariables:
        5 |   new ResourceTemplate("docs://readme", { list: undefined }),
          |                        ^^^^^^^^^^^^^^^"
    \`);
  });
});
`;

const docsSource = (name: string) => `# ${name}

<!-- end auto-generated rule header -->

## Why

TODO: what goes wrong at run time without this rule, and the test that shows it (test/runtime/,
test/frameworks/).

## What it reports

TODO: the code the rule reports, and where (the node each report underlines).

## Examples

\`\`\`ts invalid
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';

const server = new McpServer({ name: 'docs', version: '1.0.0' });
server.registerResource('readme', new ResourceTemplate('docs://readme', { list: undefined }), {}, async (uri) => ({
  contents: [{ uri: uri.href, text: 'Read me' }],
}));
\`\`\`

\`\`\`ts valid
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';

const server = new McpServer({ name: 'docs', version: '1.0.0' });
server.registerResource('doc', new ResourceTemplate('docs://{id}', { list: undefined }), {}, async (uri, { id }) => ({
  contents: [{ uri: uri.href, text: String(id) }],
}));
\`\`\`

## Options

\`\`\`json
{ "mcp-resources/${name}": ["error", { "checkTestFiles": false }] }
\`\`\`

- \`checkTestFiles\` (default \`false\`; \`true\` in \`all\`): also lint test files. Every rule of the plugin takes it and skips test files without it: see [Test files](../../README.md#test-files) for what a test file is.

## When not to use it

TODO
`;

const IMPORT_LINE = /^import \w+ from '\.\/([a-z0-9-]+)\.js';$/;

/** rules/index.ts with the rule's import (in file order) and its entry (last in the `rules` object). */
export function registerInIndex(text: string, name: string): string {
  const lines = text.split('\n');
  const imports = lines.flatMap((line, index) => (IMPORT_LINE.test(line) ? [index] : []));
  const open = lines.indexOf('export const rules = {');
  const close = open === -1 ? -1 : lines.indexOf('};', open);
  if (imports.length === 0 || close === -1)
    throw new ScaffoldError(
      "rules/index.ts is not as expected (`import x from './x.js';` lines and `export const rules = { … };`): register the rule by hand",
    );
  const before = imports.find((index) => IMPORT_LINE.exec(lines[index]!)![1]! > name);
  const at = before ?? imports[imports.length - 1]! + 1;
  const identifier = identifierOf(name);
  lines.splice(close, 0, `  '${name}': ${identifier},`);
  lines.splice(at, 0, `import ${identifier} from './${name}.js';`);
  return lines.join('\n');
}

/**
 * Writes the new rule's files under `root` and registers it; returns the paths written, relative to
 * `root`. Throws a ScaffoldError, having written nothing, on a name that is not kebab-case or is taken.
 */
export async function scaffoldRule(name: string, root: string): Promise<string[]> {
  if (!KEBAB_CASE.test(name))
    throw new ScaffoldError(
      `"${name}" is not a kebab-case rule name (lower-case words joined by "-", e.g. no-foo-bar)`,
    );
  const files: Record<string, string> = {
    [`rules/${name}.ts`]: ruleSource(name),
    [`test/rules/${name}.test.ts`]: testSource(name),
    [`docs/rules/${name}.md`]: docsSource(name),
  };
  for (const file of Object.keys(files))
    if (existsSync(path.join(root, file))) throw new ScaffoldError(`rule "${name}" exists already: ${file}`);
  const indexPath = path.join(root, 'rules/index.ts');
  if (!existsSync(indexPath)) throw new ScaffoldError(`no rules/index.ts under ${root}`);
  const index = readFileSync(indexPath, 'utf8');
  if (index.includes(`'${name}':`)) throw new ScaffoldError(`rule "${name}" exists already in rules/index.ts`);
  files['rules/index.ts'] = registerInIndex(index, name);

  // Formatted as `npm run format` would (Markdown is left as written, like the project's pages).
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  for (const [file, text] of Object.entries(files)) {
    if (file.endsWith('.ts')) files[file] = await prettier.format(text, { ...config, filepath: file });
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return Object.keys(files);
}

/** The command line: `<rule-name> [--root DIR]`. */
export async function main(args: string[]): Promise<void> {
  let root = fileURLToPath(new URL('..', import.meta.url));
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return void console.log(USAGE);
    if (arg === '--root') {
      const dir = args[++i];
      if (!dir) throw new ScaffoldError('--root needs a directory');
      root = path.resolve(dir);
    } else names.push(arg);
  }
  if (names.length !== 1) throw new ScaffoldError(USAGE);
  const name = names[0]!;
  const written = await scaffoldRule(name, root);
  console.log(`Created the rule ${name}:\n${written.map((file) => `  ${file}`).join('\n')}`);
  console.log(`Next: replace the placeholder check and its tests (npx vitest run test/rules/${name}.test.ts),
write the page's sections, then \`npm run docs\` for its header and the README row.
CONTRIBUTING.md has the checklist.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`new-rule: ${error.message}`);
    process.exitCode = 1;
  });
}
