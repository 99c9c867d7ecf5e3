// What scripts/bundle.js does to each compiled module: every `AST_NODE_TYPES.Name` written in as its
// string, as a `const enum` would be, so the bundle does not load @typescript-eslint/types.
import { AST_NODE_TYPES } from '@typescript-eslint/types';

const IMPORT = /^import \{ AST_NODE_TYPES \} from '@typescript-eslint\/types';$/m;
const MEMBER = /\bAST_NODE_TYPES\.(\w+)\b/g;

/**
 * The module's text with the enum inlined, or `undefined` when it does not import the package.
 * Throws, naming the file, on any use the inlining cannot keep exact.
 * @param {string} text
 * @param {string} path
 * @returns {string | undefined}
 */
export function inlineNodeTypes(text, path) {
  if (!text.includes('@typescript-eslint/types')) return undefined;
  if (!IMPORT.test(text))
    throw new Error(
      `${path}: import AST_NODE_TYPES alone, as "import { AST_NODE_TYPES } from '@typescript-eslint/types'", so the bundle can inline it`,
    );
  const inlined = text.replace(IMPORT, '').replace(MEMBER, (_, name) => {
    if (!Object.hasOwn(AST_NODE_TYPES, name)) throw new Error(`${path}: AST_NODE_TYPES.${name} is no node type`);
    return JSON.stringify(AST_NODE_TYPES[name]);
  });
  // Any other use (the enum passed around, indexed by a variable) needs the real object.
  if (/\bAST_NODE_TYPES\b/.test(inlined))
    throw new Error(`${path}: AST_NODE_TYPES is used other than as AST_NODE_TYPES.Name`);
  return inlined;
}
