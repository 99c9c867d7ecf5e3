// Bundles the compiled entry (dist/src/index.js) into the one module the package exports,
// dist/plugin.js. Dependencies stay external, except `AST_NODE_TYPES`: its members are written in as
// their string values, as a `const enum` would be, so importing the plugin does not load
// @typescript-eslint/types (about a quarter of a cold import, and a JavaScript project's lint never
// loads it otherwise).
import { readFile } from 'node:fs/promises';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { build } from 'esbuild';

const IMPORT = /^import \{ AST_NODE_TYPES \} from '@typescript-eslint\/types';$/m;
const MEMBER = /\bAST_NODE_TYPES\.(\w+)\b/g;

/** @type {import('esbuild').Plugin} */
const inlineNodeTypes = {
  name: 'inline-node-types',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]dist[\\/](?:src|rules)[\\/].*\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('@typescript-eslint/types')) return undefined;
      if (!IMPORT.test(text)) throw new Error(`${path}: import AST_NODE_TYPES alone, as "import { AST_NODE_TYPES } from '@typescript-eslint/types'", so the bundle can inline it`);
      const inlined = text.replace(IMPORT, '').replace(MEMBER, (_, name) => {
        if (!Object.hasOwn(AST_NODE_TYPES, name)) throw new Error(`${path}: AST_NODE_TYPES.${name} is no node type`);
        return JSON.stringify(AST_NODE_TYPES[name]);
      });
      // Any other use (the enum passed around, indexed by a variable) needs the real object.
      if (/\bAST_NODE_TYPES\b/.test(inlined)) throw new Error(`${path}: AST_NODE_TYPES is used other than as AST_NODE_TYPES.Name`);
      return { contents: inlined, loader: 'js' };
    });
  },
};

await build({
  entryPoints: ['dist/src/index.js'],
  outfile: 'dist/plugin.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  external: ['mcp-resources', 'mcp-resources/*'],
  logLevel: 'warning',
  plugins: [inlineNodeTypes],
});
