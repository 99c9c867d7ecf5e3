// The release of both packages, in the order the registry needs: mcp-resources first (the plugin
// depends on it, so `npm install eslint-plugin-mcp-resources` fails until it is there), then
// eslint-plugin-mcp-resources, then the tag v<version> of the published commit.
//
//   npm run release:dry-run   every check below and `npm pack --dry-run` of both packages, from the
//                             built dist/ (npm test runs it after the build); prints the publish
//                             commands and publishes nothing
//   npm run release           the same checks, then publishes: needs `npm login`, a clean checkout,
//                             the entries of [Unreleased] moved into the version's section
//
// Checks: both packages have the same version and the plugin depends on `^<version>` of the
// companion; each changelog has a section for it; each tarball holds what a user needs (its build,
// README, LICENSE, CHANGELOG; the plugin every rule's page, the companion its guide); no link in
// either tarball points into this repository at a ref that does not exist (the default branch,
// or a tag that `git tag` lists) or at a file that does not. test/package-links.test.ts runs the
// link check too.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPOSITORY = 'https://github.com/mcp-resources/eslint-plugin-mcp-resources';
export const DEFAULT_BRANCH = 'main';

const run = (command: string, args: readonly string[]): string =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

export interface Package {
  readonly name: string;
  /** Its folder, from the repository's root. */
  readonly dir: string;
  /** npm's arguments that select it, run from the root. */
  readonly workspace: readonly string[];
}

/** The two packages, the companion first: the order they are published in. */
export const PACKAGES: readonly Package[] = [
  { name: 'mcp-resources', dir: 'types', workspace: ['-w', 'mcp-resources'] },
  { name: 'eslint-plugin-mcp-resources', dir: '.', workspace: [] },
];

interface Manifest {
  readonly version: string;
  readonly main?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}

const manifestOf = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;

/** The files `npm pack` puts in a package's tarball, as paths from its folder (no lifecycle scripts: dist/ as built). */
export function packedFiles({ workspace }: Package): string[] {
  const [report] = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', ...workspace])) as [
    { files: { path: string }[] },
  ];
  return report.files.map((file) => file.path);
}

/** The refs that exist: the default branch and the repository's tags. */
export function existingRefs(): Set<string> {
  const tags = run('git', ['tag', '--list']).split('\n').filter(Boolean);
  return new Set([DEFAULT_BRANCH, ...tags]);
}

const TEXT = /\.(?:md|js|cjs|mjs|ts|cts|mts|json)$/;
const LINK = new RegExp(`${REPOSITORY.replaceAll('.', '\\.')}/(?:blob|tree)/([^/\\s"'\`)]+)(/[^\\s"'\`)#?]*)?`, 'g');

function existsInRepository(target: string): boolean {
  try {
    readFileSync(path.join(root, target));
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EISDIR';
  }
}

/**
 * Links into this repository, in the text files among `files` (of the package in `dir`), whose
 * ref is not among `refs` (a tag not yet pushed, as every rule's docs URL was in 0.2.0) or whose
 * file this checkout does not hold.
 */
export function deadLinks(dir: string, files: readonly string[], refs: ReadonlySet<string> = existingRefs()): string[] {
  const dead: string[] = [];
  for (const file of files.filter((f) => TEXT.test(f))) {
    const text = readFileSync(path.join(root, dir, file), 'utf8');
    for (const [link, ref, target] of text.matchAll(LINK)) {
      const missing = target !== undefined && target !== '/' && !existsInRepository(target.slice(1));
      if (!refs.has(ref!) || missing) dead.push(`${path.join(dir, file)}: ${link}`);
    }
  }
  return dead;
}

/** What a package's tarball must hold: the entries of its exports, the pages a user reads. */
function mustHold(pkg: Package, manifest: Manifest): string[] {
  const common = ['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json'];
  if (pkg.dir === 'types')
    return [
      ...common,
      'dist/index.js',
      'dist/index.d.ts',
      'dist/fs/index.js',
      'dist/grammar/index.js',
      'docs/guide.md',
    ];
  const rules = [...readFileSync(path.join(root, 'rules/index.ts'), 'utf8').matchAll(/^\s+'([a-z-]+)': /gm)].map(
    (m) => m[1]!,
  );
  assert.ok(rules.length > 0, 'rules/index.ts lists the rules');
  return [
    ...common,
    (manifest.main ?? '').replace(/^\.\//, ''),
    'dist/src/index.d.ts',
    'dist/src/types-entry.d.ts',
    ...rules.map((rule) => `docs/rules/${rule}.md`),
  ];
}

/** The entries under a changelog's `## [Unreleased]` heading, which a release moves into its version's section. */
function unreleasedEntries(changelog: string): number {
  const at = changelog.search(/^## \[Unreleased\]/m);
  if (at < 0) return 0;
  const rest = changelog.slice(at).split('\n').slice(1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  return rest.slice(0, end < 0 ? undefined : end).filter((line) => line.startsWith('- ')).length;
}

export interface ReleaseReport {
  readonly version: string;
  readonly packages: readonly { readonly name: string; readonly files: number; readonly unreleased: number }[];
}

/** Every check of a release; throws on the first that fails. */
export function checkRelease(): ReleaseReport {
  const [companion, plugin] = PACKAGES.map((p) => manifestOf(p.dir)) as [Manifest, Manifest];
  const version = companion.version;
  assert.equal(plugin.version, version, 'both packages have the same version');
  assert.equal(
    plugin.dependencies?.['mcp-resources'],
    `^${version}`,
    `the plugin depends on mcp-resources@^${version}`,
  );
  const refs = existingRefs();
  const packages = PACKAGES.map((pkg) => {
    const changelog = readFileSync(path.join(root, pkg.dir, 'CHANGELOG.md'), 'utf8');
    const heading = new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\]`, 'm');
    assert.match(changelog, heading, `${pkg.name}: a changelog section for ${version}`);
    const files = packedFiles(pkg);
    const missing = mustHold(pkg, manifestOf(pkg.dir)).filter((file) => !files.includes(file));
    assert.deepEqual(missing, [], `${pkg.name}: the tarball holds what a user needs (npm run build first)`);
    assert.deepEqual(deadLinks(pkg.dir, files, refs), [], `${pkg.name}: no link into the repository that is dead`);
    return { name: pkg.name, files: files.length, unreleased: unreleasedEntries(changelog) };
  });
  return { version, packages };
}

/** The commands of a release, in order: the companion published and on the registry before the plugin. */
export const publishSteps = (version: string): [string, string[]][] => [
  ['npm', ['publish', '-w', 'mcp-resources']],
  ['npm', ['view', `mcp-resources@${version}`, 'version']],
  ['npm', ['publish']],
  ['git', ['tag', `v${version}`]],
  ['git', ['push', 'origin', `v${version}`]],
];

function main(): void {
  const dryRun = process.argv.includes('--dry-run');
  const { version, packages } = checkRelease();
  for (const { name, files, unreleased } of packages)
    console.log(
      `release: ${name}@${version}: ${files} files packed, contents and links checked` +
        (unreleased > 0 ? `; ${unreleased} entries under [Unreleased]` : ''),
    );
  if (dryRun) {
    console.log('release: --dry-run; a release runs, in this order:');
    for (const [command, args] of publishSteps(version)) console.log(`  ${command} ${args.join(' ')}`);
    return;
  }
  assert.equal(run('git', ['status', '--porcelain']).trim(), '', 'a clean checkout');
  assert.ok(!existingRefs().has(`v${version}`), `v${version} is not tagged yet`);
  assert.ok(
    packages.every((p) => p.unreleased === 0),
    "[Unreleased]'s entries are moved into the version's section",
  );
  for (const [command, args] of publishSteps(version)) {
    console.log(`release: ${command} ${args.join(' ')}`);
    execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
