// What installing the plugin adds to a user's project: packages and megabytes, for a TypeScript
// project that already lints with typescript-eslint (on another 8.x than ours) and for a
// JavaScript-only project. Needs the npm registry.
//   node bench/footprint.js [plugin.tgz companion.tgz]   (default: `npm pack` of this checkout's two
//   packages, built first; the plugin depends on the companion, which the registry may not have)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = (cwd, ...args) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The projects a user starts from, before adding the plugin. */
const PROJECTS = {
  'typescript + typescript-eslint 8.60': {
    devDependencies: { eslint: '10.15.0', typescript: '6.0.3', 'typescript-eslint': '8.60.0' },
  },
  'javascript only': { devDependencies: { eslint: '10.15.0' } },
};

function packagesAndBytes(dir) {
  let packages = 0;
  let bytes = 0;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) walk(full);
      else {
        bytes += statSync(full).size;
        if (
          entry.name === 'package.json' &&
          path.basename(path.dirname(path.dirname(full))).replace(/^@.*/, 'node_modules') === 'node_modules'
        )
          packages++;
      }
    }
  };
  const modules = path.join(dir, 'node_modules');
  if (existsSync(modules)) walk(modules);
  return { packages, megabytes: bytes / 1e6 };
}

function measure(tarballs) {
  const rows = [];
  for (const [name, manifest] of Object.entries(PROJECTS)) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-footprint-'));
    try {
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ name: 'footprint', private: true, type: 'module', ...manifest }),
      );
      npm(dir, 'install', '--no-audit', '--no-fund', '--ignore-scripts');
      const before = packagesAndBytes(dir);
      npm(dir, 'install', '--no-audit', '--no-fund', '--ignore-scripts', '--save-dev', ...tarballs);
      const after = packagesAndBytes(dir);
      const typescript = existsSync(path.join(dir, 'node_modules', 'typescript'));
      rows.push({ project: name, before, after, typescriptInstalled: typescript });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}

let tarballs = process.argv.slice(2).map((t) => path.resolve(t));
if (tarballs.length === 0) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoDir, stdio: 'inherit' });
  const out = mkdtempSync(path.join(os.tmpdir(), 'mcp-pack-'));
  const pack = (...workspace) =>
    path.join(
      out,
      npm(repoDir, 'pack', '--silent', ...workspace, '--pack-destination', out)
        .trim()
        .split('\n')
        .pop(),
    );
  tarballs = [pack(), pack('-w', 'mcp-resources')];
}
for (const tarball of tarballs) console.log(`${tarball} (${(statSync(tarball).size / 1024).toFixed(1)} kB packed)`);
console.log(
  'project                                packages before → after (added)   MB before → after (added)   typescript installed',
);
for (const row of measure(tarballs)) {
  const added = row.after.packages - row.before.packages;
  const mb = row.after.megabytes - row.before.megabytes;
  console.log(
    `${row.project.padEnd(38)} ${String(row.before.packages).padStart(4)} → ${String(row.after.packages).padStart(4)} (+${added})`.padEnd(
      72,
    ) +
      `${row.before.megabytes.toFixed(1).padStart(6)} → ${row.after.megabytes.toFixed(1).padStart(6)} (+${mb.toFixed(1)})`.padEnd(
        30,
      ) +
      (row.typescriptInstalled ? 'yes' : 'no'),
  );
}
