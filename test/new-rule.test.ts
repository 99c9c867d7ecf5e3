// `npm run new <rule-name>` (scripts/new-rule.ts), run into a temporary checkout: the rule's files
// appear and it is registered; names that are not kebab-case or are taken are refused, with exit
// code 1 and nothing written; the generated rule works on its own page's examples.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main, scaffoldRule, ScaffoldError } from '../scripts/new-rule.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const realIndex = readFileSync(path.join(repo, 'rules/index.ts'), 'utf8');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'new-rule-'));
  mkdirSync(path.join(root, 'rules'));
  writeFileSync(path.join(root, 'rules/index.ts'), realIndex);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const importedFiles = (index: string) =>
  [...index.matchAll(/^import \w+ from '\.\/([\w-]+)\.js';$/gm)].map((m) => m[1]);

/** The script as `npm run new` runs it, writing into the temporary checkout. */
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/new-rule.ts'), ...args, '--root', root], {
    cwd: repo,
    encoding: 'utf8',
  });

describe('npm run new', () => {
  it('writes the rule, its test and its page, and registers the rule', () => {
    const run = cli('no-example-thing');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('rules/no-example-thing.ts');
    expect(read('rules/no-example-thing.ts')).toContain("name: 'no-example-thing'");
    expect(read('test/rules/no-example-thing.test.ts')).toContain(
      "import rule from '../../rules/no-example-thing.js';",
    );
    expect(read('docs/rules/no-example-thing.md')).toMatch(
      /^# no-example-thing\n\n<!-- end auto-generated rule header -->/,
    );
    const index = read('rules/index.ts');
    expect(index).toContain("import noExampleThing from './no-example-thing.js';");
    expect(index).toMatch(/^ {2}'no-example-thing': noExampleThing,\n\};$/m);
    expect(importedFiles(index)).toEqual(importedFiles(index).toSorted());
    expect(existsSync(path.join(repo, 'rules/no-example-thing.ts'))).toBe(false);
  });

  it('refuses a name that is not kebab-case, writing nothing', async () => {
    for (const name of ['NoFoo', 'no_foo', 'no--foo', 'no-foo-', '-no-foo', '1-rule', 'no foo', 'no-Foo', '']) {
      await expect(scaffoldRule(name, root), name).rejects.toThrow(/is not a kebab-case rule name/);
    }
    const run = cli('noFoo');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'new-rule: "noFoo" is not a kebab-case rule name (lower-case words joined by "-", e.g. no-foo-bar)\n',
    );
    expect(read('rules/index.ts')).toBe(realIndex);
    expect(existsSync(path.join(root, 'test'))).toBe(false);
    expect(existsSync(path.join(root, 'docs'))).toBe(false);
  });

  it('refuses a name that is taken: by a file, or in rules/index.ts', async () => {
    await scaffoldRule('no-example-thing', root);
    const registered = read('rules/index.ts');
    const again = cli('no-example-thing');
    expect(again.status).toBe(1);
    expect(again.stderr).toBe('new-rule: rule "no-example-thing" exists already: rules/no-example-thing.ts\n');
    rmSync(path.join(root, 'rules/no-example-thing.ts'));
    await expect(scaffoldRule('no-example-thing', root)).rejects.toThrow(
      'rule "no-example-thing" exists already: test/rules/no-example-thing.test.ts',
    );
    // valid-template is listed in the index but has no files here.
    await expect(scaffoldRule('valid-template', root)).rejects.toThrow(
      'rule "valid-template" exists already in rules/index.ts',
    );
    expect(read('rules/index.ts')).toBe(registered);
  });

  it('refuses no name or two, and an index it cannot read', async () => {
    await expect(main(['--root', root])).rejects.toThrow(/^usage: npm run new <rule-name>/);
    await expect(main(['no-a', 'no-b', '--root', root])).rejects.toThrow(/^usage: /);
    await expect(main(['no-a', '--root'])).rejects.toThrow('--root needs a directory');
    writeFileSync(path.join(root, 'rules/index.ts'), 'export const rules = {};\n');
    await expect(scaffoldRule('no-a', root)).rejects.toThrow(ScaffoldError);
    await expect(scaffoldRule('no-a', root)).rejects.toThrow('register the rule by hand');
    expect(existsSync(path.join(root, 'rules/no-a.ts'))).toBe(false);
  });

  it('makes a rule that works: its page’s invalid example is reported at the template, the valid one not', async () => {
    // The generated rule imports ../src/…: the real rooms.
    symlinkSync(path.join(repo, 'src'), path.join(root, 'src'), 'dir');
    await scaffoldRule('no-example-thing', root);
    const { default: rule } = await import(path.join(root, 'rules/no-example-thing.ts'));
    const page = read('docs/rules/no-example-thing.md');
    const example = (kind: string) => new RegExp(`^\`\`\`ts ${kind}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(page)![1]!;
    const lint = (code: string) =>
      new Linter({ configType: 'flat' }).verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser as Linter.Parser },
            plugins: { scaffold: { rules: { rule } } },
            rules: { 'scaffold/rule': 'error' },
          },
        ],
        'example.ts',
      );
    expect(lint(example('invalid')).map((m) => [m.messageId, m.line, m.column, m.endColumn])).toEqual([
      ['noVariables', 4, 56, 71],
    ]);
    expect(lint(example('valid'))).toEqual([]);
  });
});
