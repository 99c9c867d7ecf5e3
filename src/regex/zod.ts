import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { methodNameOf, singleAssignmentInit, staticName, unwrap } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const PARSE_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);
const OBJECT_METHODS = new Set(['object', 'strictObject', 'looseObject']);

/** The schema a value is parsed with: `schema.parse(v)` (or `safeParse`, `parseAsync`, `safeParseAsync`). */
export function schemaParsing(argument: TSESTree.Node): TSESTree.Node | undefined {
  const call = argument.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== argument) return undefined;
  const method = methodNameOf(call);
  return method && PARSE_METHODS.has(method.name) ? method.object : undefined;
}

/**
 * The method calls along a schema's chain, outermost first, following consts assigned once:
 * `z.string().min(1).regex(re)` yields `regex`, `min`, `string`. Stops after 16 hops.
 */
function* schemaChainCalls(
  schema: TSESTree.Node,
  sourceCode: SourceCode,
): Generator<{ call: TSESTree.CallExpression; name: string }> {
  let node: TSESTree.Node | null = unwrap(schema);
  for (let hops = 0; node && hops < 16; hops++) {
    if (node.type === 'Identifier') {
      node = singleAssignmentInit(node, sourceCode);
      continue;
    }
    if (node.type !== 'CallExpression') return;
    const method = methodNameOf(node);
    if (!method) return;
    yield { call: node, name: method.name };
    node = unwrap(method.object);
  }
}

/** The `.regex(re)` arguments along a schema's method chain, through consts (`z.string().min(1).regex(re)`). */
export function regexArgumentsOfSchema(schema: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node[] {
  const found: TSESTree.Node[] = [];
  for (const { call, name } of schemaChainCalls(schema, sourceCode)) {
    if (name === 'regex' && call.arguments[0]) found.push(call.arguments[0]);
  }
  return found;
}

/** For `z.object({ a: …, b: … })` along a schema's chain (through consts): its property schemas by key. */
export function objectSchemaProperties(schema: TSESTree.Node, sourceCode: SourceCode): Map<string, TSESTree.Node> {
  for (const { call, name } of schemaChainCalls(schema, sourceCode)) {
    const shape = call.arguments[0];
    if (!OBJECT_METHODS.has(name) || shape?.type !== 'ObjectExpression') continue;
    const properties = new Map<string, TSESTree.Node>();
    for (const property of shape.properties) {
      const key = property.type === 'Property' ? staticName(property) : undefined;
      if (key !== undefined) properties.set(key, (property as TSESTree.Property).value);
    }
    return properties;
  }
  return new Map();
}
