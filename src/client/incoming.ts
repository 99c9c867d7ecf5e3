// Pieces of the request a read handler answers: its URI and (still percent-encoded in the SDK) its
// template variables. Echoed into another URI, they carry their encoding with them.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { requestValuesOf } from '../flow/index.js';
import { COMPANION, getMcpModel, type McpFileModel } from '../mcp/index.js';
import {
  isFunctionLike,
  isGlobalNamed,
  perFile,
  resolveStaticString,
  unwrap,
  variableOf,
  within,
} from '../source/index.js';
import { followUri, stepsTo } from './uri-flow.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const MAX_DEPTH = 4;
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
  const variable = variableOf(root, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!def) return false;
  if (def.type === 'Parameter') {
    if (receivesPatternGroups(def.name, sourceCode)) return true;
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

/**
 * A URI pattern that names pieces of the URI: a regular expression with named groups
 * (`^registry://providers/(?<ns>[^/]+)$`) or a URI template with an expression (`docs://{id}`).
 */
const URI_PATTERN_WITH_GROUPS = /^\^?[a-z][\w+.-]*:[^{(]*(?:\(\?<[a-z_$][\w$]*>|\{[^{}]+\})/i;

/**
 * Whether a parameter is the first of a function that an object literal pairs with a URI pattern
 * (`{ uriPattern: "^docs://(?<id>[^/]+)$", read: (params) => … }`): a dispatcher matches the
 * request URI against the pattern and hands the function the pieces it names.
 */
function receivesPatternGroups(param: TSESTree.Node, sourceCode: SourceCode): boolean {
  const fn = param.parent;
  if (!fn || !isFunctionLike(fn) || fn.params[0] !== param) return false;
  const property = fn.parent;
  const object = property?.type === 'Property' && property.value === fn ? property.parent : undefined;
  if (object?.type !== 'ObjectExpression') return false;
  return object.properties.some((sibling) => {
    if (sibling.type !== 'Property' || sibling === property) return false;
    const pattern = resolveStaticString(sibling.value, sourceCode);
    return pattern !== null && URI_PATTERN_WITH_GROUPS.test(pattern.value);
  });
}

/**
 * Steps that keep a piece of the request URI as it came, percent-escapes included: moving it, casting
 * it, slicing, splitting or replacing in it, taking an element, `new URL(…)` and its parts, a helper's
 * parameter and return. A decode, `searchParams.get` (which decodes), or text joined to it make a new value.
 */
const ECHOING_STEPS = new Set([
  'source',
  'binding',
  'reference',
  'assign',
  'cast',
  'string',
  'fallback',
  'string-method',
  'element',
  'url',
  'parameter',
  'return',
]);

type RuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/**
 * The nodes of the file that hold a piece of a request URI (or of a still-encoded template
 * variable), wherever the value flow takes it: through helpers and methods of the file, into and
 * out of their parameters and returns, and through the arrays `split` makes.
 */
const echoedNodes = perFile((context: RuleContext): ReadonlySet<TSESTree.Node> => {
  const echoed = new Set<TSESTree.Node>();
  for (const value of requestValuesOf(context)) {
    // The companion hands its handlers the variables decoded.
    if (value.kind === 'template-variable' && value.registration.framework === COMPANION) continue;
    for (const reach of followUri(value.starts, context.sourceCode)) {
      if (reach.path.length === 0 && stepsTo(reach).every((flow) => ECHOING_STEPS.has(flow.step)))
        echoed.add(reach.flow.node);
    }
  }
  return echoed;
});

/** Whether `node` is a piece of the request a read handler answers: in the handler itself, or carried into a helper or out of one. */
export function isEchoedValue(node: TSESTree.Node, context: RuleContext): boolean {
  const model = () => getMcpModel(context);
  if (isFromIncomingUri(node, model, context.sourceCode)) return true;
  const echoed = echoedNodes(context);
  if (echoed.size === 0) return false;
  const value = unwrap(node);
  if (echoed.has(node) || echoed.has(value)) return true;
  const root = rootOf(value, context.sourceCode);
  return root !== value && echoed.has(root);
}
