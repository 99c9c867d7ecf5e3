import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { singleAssignmentInit } from '../source/static-string.js';
import { methodNameOf, unwrap } from './globals.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const PARSE_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);
const OBJECT_METHODS = new Set(['object', 'strictObject', 'looseObject']);

/** The schema a value is parsed with: `schema.parse(v)` (or `safeParse`, `parseAsync`, `safeParseAsync`). */
export function schemaParsing(argument: TSESTree.Node): TSESTree.Node | undefined {
  const call = argument.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== argument) return undefined;
  const method = methodNameOf(call);
  return method && PARSE_METHODS.has(method.name) ? method.object : undefined;
}

/** The `.regex(re)` arguments along a schema's method chain, through consts (`z.string().min(1).regex(re)`). */
export function regexArgumentsOfSchema(schema: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node[] {
  const found: TSESTree.Node[] = [];
  let node: TSESTree.Node | null = unwrap(schema);
  for (let hops = 0; node && hops < 16; hops++) {
    if (node.type === AST_NODE_TYPES.Identifier) {
      node = singleAssignmentInit(node, sourceCode);
      continue;
    }
    if (node.type !== AST_NODE_TYPES.CallExpression) break;
    const method = methodNameOf(node);
    if (!method) break;
    if (method.name === 'regex' && node.arguments[0]) found.push(node.arguments[0]);
    node = unwrap(method.object);
  }
  return found;
}

/** For `z.object({ a: …, b: … })` along a schema's chain (through consts): its property schemas by key. */
export function objectSchemaProperties(schema: TSESTree.Node, sourceCode: SourceCode): Map<string, TSESTree.Node> {
  let node: TSESTree.Node | null = unwrap(schema);
  for (let hops = 0; node && hops < 16; hops++) {
    if (node.type === AST_NODE_TYPES.Identifier) {
      node = singleAssignmentInit(node, sourceCode);
      continue;
    }
    if (node.type !== AST_NODE_TYPES.CallExpression) break;
    const method = methodNameOf(node);
    if (!method) break;
    const shape = node.arguments[0];
    if (OBJECT_METHODS.has(method.name) && shape?.type === AST_NODE_TYPES.ObjectExpression) {
      const properties = new Map<string, TSESTree.Node>();
      for (const property of shape.properties) {
        if (property.type !== AST_NODE_TYPES.Property || property.computed) continue;
        const key = property.key.type === AST_NODE_TYPES.Identifier ? property.key.name : property.key.type === AST_NODE_TYPES.Literal ? String(property.key.value) : undefined;
        if (key !== undefined) properties.set(key, property.value);
      }
      return properties;
    }
    node = unwrap(method.object);
  }
  return new Map();
}
