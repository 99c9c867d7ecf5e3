// What a user reads from an installed package: every link in its shipped Markdown resolves there
// (a relative link to a shipped file, or this repository on GitHub at its default branch or a tag
// that exists), no file of either tarball links into the repository at a ref that does not exist,
// and the two packages are released together, each with its changelog.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deadLinks, existingRefs, packedFiles, PACKAGES } from '../scripts/release.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const REPOSITORY = 'https://github.com/mcp-resources/eslint-plugin-mcp-resources';

interface Manifest {
  name: string;
  version: string;
  files: string[];
  dependencies?: Record<string, string>;
}
const manifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;

const packages = [
  { dir: '.', manifest: manifest('.') },
  { dir: 'types', manifest: manifest('types') },
];

/** The Markdown files a package ships (its `files` entries that are Markdown, or folders holding some). */
function shippedMarkdown(dir: string, files: string[]): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    const full = path.join(root, dir, relative);
    if (!existsSync(full)) return;
    if (relative.endsWith('.md')) found.push(relative);
    else if (statSync(full).isDirectory())
      for (const entry of readdirSync(full)) if (entry !== 'node_modules') visit(path.join(relative, entry));
  };
  for (const entry of files) if (!entry.startsWith('dist')) visit(entry);
  return found;
}

/** `[text](target)` links and `<a href>`s, without images' sources. */
const linksIn = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)|href="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);

describe('links in the shipped Markdown', () => {
  for (const { dir, manifest: pkg } of packages)
    describe(pkg.name, () => {
      const files = shippedMarkdown(dir, pkg.files);

      it('ships Markdown to check', () => {
        expect(files).toContain('README.md');
      });

      it('links relatively only to files the package ships', () => {
        const broken: string[] = [];
        for (const file of files)
          for (const link of linksIn(readFileSync(path.join(root, dir, file), 'utf8'))) {
            if (/^[a-z]+:/i.test(link) || link.startsWith('#')) continue;
            const target = path.normalize(path.join(path.dirname(file), link.split('#')[0]!));
            const shipped = pkg.files.some((entry) => target === entry || target.startsWith(`${entry}/`));
            if (!shipped || !existsSync(path.join(root, dir, target))) broken.push(`${file}: ${link}`);
          }
        expect(broken).toEqual([]);
      });

      it('links to this repository at its default branch (main) or a tag that exists, and to files that exist', () => {
        const refs = existingRefs();
        const wrong: string[] = [];
        for (const file of files)
          for (const link of linksIn(readFileSync(path.join(root, dir, file), 'utf8'))) {
            const match = new RegExp(`^${REPOSITORY}/(?:blob|tree)/([^/]+)/([^#?]+)`).exec(link);
            if (!match) continue;
            const [, ref, target] = match;
            if (!refs.has(ref!) || !existsSync(path.join(root, target!))) wrong.push(`${file}: ${link}`);
          }
        expect(wrong).toEqual([]);
      });
    });
});

describe('links in the tarballs', () => {
  // Every text file `npm pack` would ship (dist/ as built: npm test builds first), as release.js checks them.
  for (const pkg of PACKAGES)
    it(`${pkg.name}: no file links into the repository at a ref that does not exist`, () => {
      const files = packedFiles(pkg);
      expect(files).toContain('README.md');
      expect(deadLinks(pkg.dir, files)).toEqual([]);
    });

  it('finds a link at a tag that does not exist', () => {
    // What every rule's docs URL and the README's links were in 0.2.0.
    expect(deadLinks('.', ['CHANGELOG.md'], new Set(['v0.2.0']))).not.toEqual([]);
    expect(deadLinks('.', ['CHANGELOG.md'], new Set(['main']))).toEqual([]);
  });
});

describe('the release', () => {
  const [plugin, companion] = packages.map((p) => p.manifest);

  it('bumps both packages together, the plugin depending on this companion', () => {
    expect(companion!.version).toBe(plugin!.version);
    expect(plugin!.dependencies?.['mcp-resources']).toBe(`^${companion!.version}`);
  });

  it('gives each package a changelog with a section for its version, shipped with it', () => {
    for (const { dir, manifest: pkg } of packages) {
      expect(pkg.files).toContain('CHANGELOG.md');
      const changelog = readFileSync(path.join(root, dir, 'CHANGELOG.md'), 'utf8');
      expect(changelog).toMatch(new RegExp(`^## \\[${pkg.version.replaceAll('.', '\\.')}\\]`, 'm'));
    }
  });
});
