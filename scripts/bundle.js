// Bundles the compiled entry (dist/src/index.js) into the one module the package exports,
// dist/plugin.js. Dependencies stay external, except `AST_NODE_TYPES`, which is inlined
// (inline-node-types.js): importing the plugin then does not load @typescript-eslint/types, which a
// JavaScript project's lint never loads otherwise.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { inlineNodeTypes } from './inline-node-types.js';

await build({
  entryPoints: ['dist/src/index.js'],
  outfile: 'dist/plugin.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  external: ['mcp-resources', 'mcp-resources/*'],
  logLevel: 'warning',
  plugins: [
    {
      name: 'inline-node-types',
      setup(bundle) {
        bundle.onLoad({ filter: /[\\/]dist[\\/](?:src|rules)[\\/].*\.js$/ }, async ({ path }) => {
          const contents = inlineNodeTypes(await readFile(path, 'utf8'), path);
          return contents === undefined ? undefined : { contents, loader: 'js' };
        });
      },
    },
  ],
});
