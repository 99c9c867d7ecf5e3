// Bundles the compiled entry (dist/src/index.js) into the one module the package exports,
// dist/plugin.js. Dependencies stay external. The sources compare node types with string literals
// (`node.type === 'CallExpression'`), so the bundle needs no `@typescript-eslint/types` at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['dist/src/index.js'],
  outfile: 'dist/plugin.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  external: ['mcp-resources', 'mcp-resources/*'],
  logLevel: 'warning',
});
