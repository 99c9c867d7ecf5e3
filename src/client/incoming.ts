// Pieces of the request a read handler answers: its URI and (still percent-encoded in the SDK) its
// template variables. Echoed into another URI, they carry their encoding with them.
import { findVariable } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { COMPANION, type McpFileModel } from '../mcp/index.js';
import { isGlobalNamed, unwrap } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const MAX_DEPTH = 4;
const within = (inner: TSESTree.Node, outer: TSESTree.Node) =>
  outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];

/** The identifier a member or call chain starts from: `uri` in `uri.pathname.split("/")[2]`, `team` in `String(team)`. */
function rootOf(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node {
  let current = unwrap(node);
  for (;;) {
    if (current.type === 'MemberExpression') current = unwrap(current.object);
    // `String(x)` is `x` as text: what it carries, it carries along.
    else if (
      current.type === 'CallExpression' &&
      current.arguments.length === 1 &&
      current.arguments[0]!.type !== 'SpreadElement' &&
      isGlobalNamed(current.callee, 'String', sourceCode)
    )
      current = unwrap(current.arguments[0]!);
    else if (current.type === 'CallExpression' && current.callee.type === 'MemberExpression')
      current = unwrap(current.callee.object);
    else return current;
  }
}

/**
 * Whether `node` is (a piece of) the URI or the template variables of the read handler it is in.
 * The model is asked for only when the value comes from a parameter (the file's model may not be
 * built yet, and most values never need it).
 */
export function isFromIncomingUri(
  node: TSESTree.Node,
  model: () => McpFileModel,
  sourceCode: SourceCode,
  depth = 0,
): boolean {
  const root = rootOf(node, sourceCode);
  if (root.type !== 'Identifier' || depth > MAX_DEPTH) return false;
  const variable = findVariable(sourceCode.getScope(root) as never, root) as TSESLint.Scope.Variable | null;
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!def) return false;
  if (def.type === 'Parameter') {
    return model().registrations.some(({ handler, framework }) => {
      if (!handler) return false;
      // The companion hands its handlers the variables decoded: only its URI carries an encoding.
      const variables = framework === COMPANION ? undefined : handler.variablesParam;
      return [handler.uriParam, variables].some((param) => !!param && within(def.name, param));
    });
  }
  // `const { pathname } = uri`, `const id = variables.id`
  if (def.type === 'Variable' && def.parent?.kind === 'const' && def.node.init)
    return isFromIncomingUri(def.node.init, model, sourceCode, depth + 1);
  return false;
}
