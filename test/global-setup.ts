// Once per vitest run: the plugin bundled from its sources (the companion's too), the module that
// test/setup.ts lints every rule case with on ESLint and on Oxlint. From source, so that the
// comparison needs no `npm run build` and always runs the code under test.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled plugin's path. */
    pluginBundle: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  // Under node_modules, so that the bundle's own dependencies resolve from the repository.
  const dir = path.join(root, 'node_modules/.cache/mcp-resources-hosts');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `plugin-${process.pid}.js`);
  await build({
    entryPoints: [path.join(root, 'src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: {
      'mcp-resources/grammar': path.join(root, 'types/grammar/index.ts'),
      'mcp-resources/fs': path.join(root, 'types/fs/index.ts'),
      'mcp-resources': path.join(root, 'types/index.ts'),
    },
    logLevel: 'warning',
  });
  project.provide('pluginBundle', outfile);
  return () => rmSync(outfile, { force: true });
}
