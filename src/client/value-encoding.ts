import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isGlobalNamed, staticName, unwrap, variableOf } from '../source/index.js';
import { statedDomain } from './value-domains.js';
import { isValidatedValue } from './validated-values.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * What is known about a value interpolated into a URI, without type information:
 * - `encoded`: `encodeURIComponent(…)`;
 * - `number`: a number or boolean by construction (`Number(x)`, `x.length`, a `: number` binding, …),
 *   whose text never needs encoding;
 * - `query-string`: a `URLSearchParams` (or its `toString()`), which encodes its own pairs;
 * - `constant`: a literal written in the source (a branch of `c ? "a" : b`), a binding typed as a
 *   union of string literals, or an UPPER_CASE constant (configuration, not data);
 * - `encoder`: the result of a project's own encoder (a call named like `encode…` or `escape…`, or
 *   `.map(encodeURIComponent).join("/")`);
 * - `id`: a generated id (`randomUUID()`, `nanoid()`), made of unreserved characters only, or an
 *   MCP tool name (`toolName`, `tool.name`), which the specification limits to `A-Za-z0-9_.-`;
 * - `validated`: a binding the file tests against an anchored pattern that admits no delimiter
 *   (`if (!/^[a-z0-9_-]+$/.test(name)) throw …`, also inside a local validator it is passed to);
 * - `raw`: anything else.
 * Values held in a `const` are judged by what initialises it.
 */
export type ValueEncoding = 'encoded' | 'number' | 'query-string' | 'constant' | 'encoder' | 'id' | 'validated' | 'raw';

/** A call of the global `name` (not a local function that happens to share it). */
export function isGlobalCall(
  node: TSESTree.Node,
  name: string,
  sourceCode: SourceCode,
): node is TSESTree.CallExpression {
  if (node.type !== 'CallExpression') return false;
  const callee = unwrap(node.callee);
  if (callee.type !== 'Identifier' || callee.name !== name) return false;
  const variable = variableOf(callee, sourceCode);
  return !variable || variable.defs.length === 0;
}

const NUMBER_FUNCTIONS = new Set(['Number', 'parseInt', 'parseFloat', 'Boolean']);
const ENCODER_NAME = /^(?:encode|escape)|(?:Encode|Escape|encoded|escaped)(?:[A-Z]|$)/;
const UPPER_CASE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
// Generators of ids made of unreserved characters only (hex, base62, `-`, `_`).
const ID_GENERATORS = new Set([
  'randomUUID',
  'uuid',
  'uuidv4',
  'uuidv7',
  'v4',
  'v7',
  'nanoid',
  'cuid',
  'cuid2',
  'createId',
  'ulid',
]);
const MAX_DEPTH = 4;
const NUMBER_METHODS = new Set(['toFixed', 'getTime', 'valueOf', 'indexOf', 'findIndex', 'charCodeAt']);
const NUMBER_TYPES = new Set<string>(['TSNumberKeyword', 'TSBigIntKeyword', 'TSBooleanKeyword']);

function isNumberish(node: TSESTree.Node, sourceCode: SourceCode, depth: number): boolean {
  if (depth > 4) return false;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'number' || typeof node.value === 'boolean' || typeof node.value === 'bigint';
    case 'UnaryExpression':
      return node.operator === '+' || node.operator === '-' || node.operator === '!' || node.operator === '~';
    case 'UpdateExpression':
      return true;
    case 'BinaryExpression':
      return (
        node.operator !== '+' ||
        (isNumberish(unwrap(node.left), sourceCode, depth + 1) &&
          isNumberish(unwrap(node.right), sourceCode, depth + 1))
      );
    case 'CallExpression': {
      const callee = unwrap(node.callee);
      if (callee.type === 'Identifier') {
        if (callee.name === 'String' && isGlobalCall(node, 'String', sourceCode))
          return !!node.arguments[0] && isNumberish(unwrap(node.arguments[0]), sourceCode, depth + 1);
        return NUMBER_FUNCTIONS.has(callee.name) && isGlobalCall(node, callee.name, sourceCode);
      }
      if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
      const object = unwrap(callee.object);
      if (
        object.type === 'Identifier' &&
        (object.name === 'Math' || (object.name === 'Date' && callee.property.name === 'now'))
      )
        return true;
      return NUMBER_METHODS.has(callee.property.name);
    }
    case 'MemberExpression':
      return (
        !node.computed &&
        node.property.type === 'Identifier' &&
        (node.property.name === 'length' || node.property.name === 'size')
      );
    case 'Identifier':
      return isNumberBinding(node, sourceCode, depth);
    default:
      return false;
  }
}

/** Variables assumed to hold numbers while their writes are judged: `i = i + 1` is a number if `i` was. */
const assumedNumbers = new Set<TSESLint.Scope.Variable>();

/**
 * A parameter or variable typed `number`/`boolean`, or initialised (defaulted) with a number; a `let`
 * too when every later write keeps it a number (`let i = 1; i++`, `page += 1`, `n = n * 2`).
 */
function isNumberBinding(identifier: TSESTree.Identifier, sourceCode: SourceCode, depth: number): boolean {
  const variable = variableOf(identifier, sourceCode);
  const def = variable?.defs[0];
  if (!variable || !def || variable.defs.length !== 1) return false;
  if (assumedNumbers.has(variable)) return true;
  const name = def.name as TSESTree.Identifier;
  const annotation = name.typeAnnotation?.typeAnnotation;
  if (annotation) return NUMBER_TYPES.has(annotation.type);
  if (name.parent?.type === 'AssignmentPattern' && name.parent.left === name)
    return isNumberish(unwrap(name.parent.right), sourceCode, depth + 1);
  if (def.type !== 'Variable' || def.node.id !== name || !def.node.init) return false;
  if (def.parent?.kind === 'const') return isNumberish(unwrap(def.node.init), sourceCode, depth + 1);
  assumedNumbers.add(variable);
  try {
    return (
      isNumberish(unwrap(def.node.init), sourceCode, depth + 1) &&
      variable.references.every(
        (reference) =>
          !reference.isWrite() || reference.identifier === name || isNumberWrite(reference, sourceCode, depth),
      )
    );
  } finally {
    assumedNumbers.delete(variable);
  }
}

/** A write that leaves a number in a variable that held one: `i++`, `i += 1`, `i -= n`, `i = i * 2`. */
function isNumberWrite(reference: TSESLint.Scope.Reference, sourceCode: SourceCode, depth: number): boolean {
  const target = reference.identifier as TSESTree.Node;
  const parent = target.parent;
  if (parent?.type === 'UpdateExpression') return true;
  if (parent?.type !== 'AssignmentExpression' || parent.left !== target) return false;
  if (parent.operator === '=' || parent.operator === '+=' || parent.operator === '??=' || parent.operator === '||=')
    return isNumberish(unwrap(parent.right), sourceCode, depth + 1);
  return parent.operator !== '&&=';
}

function isSearchParams(node: TSESTree.Node, sourceCode: SourceCode, depth: number): boolean {
  if (depth > 4) return false;
  if (node.type === 'NewExpression') {
    const callee = unwrap(node.callee);
    return callee.type === 'Identifier' && callee.name === 'URLSearchParams';
  }
  if (node.type === 'CallExpression') {
    const callee = unwrap(node.callee);
    return (
      callee.type === 'MemberExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'toString' &&
      isSearchParams(unwrap(callee.object), sourceCode, depth + 1)
    );
  }
  if (node.type === 'MemberExpression') {
    // url.searchParams, url.search
    return (
      !node.computed &&
      node.property.type === 'Identifier' &&
      (node.property.name === 'searchParams' || node.property.name === 'search')
    );
  }
  if (node.type === 'Identifier') {
    const def = variableOf(node, sourceCode)?.defs[0];
    return (
      def?.type === 'Variable' &&
      def.node.id === def.name &&
      !!def.node.init &&
      isSearchParams(unwrap(def.node.init), sourceCode, depth + 1)
    );
  }
  return false;
}

/** The name a value is known by: `x`, `a.b.x`, `a.x()`. */
function nameOf(node: TSESTree.Node): string | undefined {
  if (node.type === 'Identifier') return node.name;
  return node.type === 'MemberExpression' ? staticName(node) : undefined;
}

/** A call of a project encoder, or `parts.map(encodeURIComponent).join("/")`. */
function isEncoderCall(node: TSESTree.Node, sourceCode: SourceCode, depth: number): boolean {
  if (node.type !== 'CallExpression' || depth > MAX_DEPTH) return false;
  const callee = unwrap(node.callee);
  const name = nameOf(callee);
  if (name !== undefined && ENCODER_NAME.test(name) && name !== 'encodeURIComponent') return true;
  if (name === 'join' && callee.type === 'MemberExpression')
    return isEncoderCall(unwrap(callee.object), sourceCode, depth + 1);
  if (name === 'map') {
    const mapper = node.arguments[0] && unwrap(node.arguments[0]);
    if (mapper?.type === 'Identifier') return ENCODER_NAME.test(mapper.name);
    if (
      (mapper?.type === 'ArrowFunctionExpression' || mapper?.type === 'FunctionExpression') &&
      mapper.body.type !== 'BlockStatement'
    ) {
      const body = unwrap(mapper.body);
      return isGlobalCall(body, 'encodeURIComponent', sourceCode) || isEncoderCall(body, sourceCode, depth + 1);
    }
  }
  return false;
}

/** A binding typed as a string literal or a union of them (`kind: "doc" | "note"`), here or by a local alias. */
function isLiteralUnionBinding(identifier: TSESTree.Identifier, sourceCode: SourceCode): boolean {
  const def = variableOf(identifier, sourceCode)?.defs[0];
  const annotation = (def?.name as TSESTree.Identifier | undefined)?.typeAnnotation?.typeAnnotation;
  return !!annotation && isLiteralUnionType(annotation, sourceCode, 0);
}

function isLiteralUnionType(type: TSESTree.TypeNode, sourceCode: SourceCode, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (type.type === 'TSLiteralType') return type.literal.type === 'Literal';
  if (type.type === 'TSUnionType') return type.types.every((t) => isLiteralUnionType(t, sourceCode, depth + 1));
  if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier') {
    const alias = variableOf(type.typeName, sourceCode)?.defs.find((d) => d.node.type === 'TSTypeAliasDeclaration')
      ?.node as TSESTree.TSTypeAliasDeclaration | undefined;
    return !!alias && isLiteralUnionType(alias.typeAnnotation, sourceCode, depth + 1);
  }
  return false;
}

/** The initialiser of a `const` binding, to judge the value by. */
function constInit(identifier: TSESTree.Identifier, sourceCode: SourceCode): TSESTree.Node | undefined {
  const variable = variableOf(identifier, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'Variable' || def.parent?.kind !== 'const' || def.node.id !== def.name || !def.node.init)
    return undefined;
  return def.node.init;
}

/** How a value interpolated into a URI is encoded, as far as the syntax shows. */
export function encodingOf(node: TSESTree.Node, sourceCode: SourceCode, depth = 0): ValueEncoding {
  const value = unwrap(node);
  if (value.type === 'SequenceExpression')
    return encodingOf(value.expressions[value.expressions.length - 1]!, sourceCode, depth);
  if (value.type === 'Literal' || (value.type === 'TemplateLiteral' && value.expressions.length === 0))
    return 'constant';
  if (value.type === 'CallExpression' && ID_GENERATORS.has(nameOf(unwrap(value.callee)) ?? '')) return 'id';
  if (isGlobalCall(value, 'encodeURIComponent', sourceCode)) return 'encoded';
  if (isNumberish(value, sourceCode, 0)) return 'number';
  if (isSearchParams(value, sourceCode, 0)) return 'query-string';
  if (isEncoderCall(value, sourceCode, 0)) return 'encoder';
  // `c ? a : b`: as weak as its weakest branch.
  if (value.type === 'ConditionalExpression') {
    const order: ValueEncoding[] = [
      'raw',
      'validated',
      'id',
      'encoded',
      'encoder',
      'query-string',
      'number',
      'constant',
    ];
    const branches = [encodingOf(value.consequent, sourceCode, depth), encodingOf(value.alternate, sourceCode, depth)];
    return order.find((e) => branches.includes(e))!;
  }
  if (value.type === 'Identifier') {
    if (UPPER_CASE.test(value.name) && value.name.length > 1) return 'constant';
    if (isLiteralUnionBinding(value, sourceCode)) return 'constant';
    if (isValidatedValue(value, sourceCode)) return 'validated';
    const init = depth < MAX_DEPTH ? constInit(value, sourceCode) : undefined;
    if (init) {
      const held = encodingOf(init, sourceCode, depth + 1);
      if (held !== 'raw') return held;
    }
  }
  if (isToolName(value)) return 'id';
  if (isLoopOverLiterals(value, sourceCode)) return 'constant';
  // `String(x)`, `x.toString()` of a value whose text needs no encoding.
  const text = depth < MAX_DEPTH ? textOf(value, sourceCode) : undefined;
  if (text) {
    const held = encodingOf(text, sourceCode, depth + 1);
    if (held !== 'raw' && held !== 'query-string') return held;
  }
  // What the code states the value can be: its type, the zod schema it is parsed with, a guard.
  if (depth < MAX_DEPTH && (value.type === 'Identifier' || value.type === 'MemberExpression')) {
    const stated = statedDomain(value, sourceCode, (other) => encodingOf(other, sourceCode, depth + 1));
    if (stated) return stated;
  }
  return 'raw';
}

/** `x` of `String(x)` or `x.toString()`. */
function textOf(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = unwrap(node.callee);
  const [argument] = node.arguments;
  if (isGlobalNamed(callee, 'String', sourceCode))
    return node.arguments.length === 1 && argument?.type !== 'SpreadElement' ? argument : undefined;
  return callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'toString' &&
    node.arguments.length === 0
    ? callee.object
    : undefined;
}

/** The elements of an array literal, through spreads of array literals and of `c ? [...] : [...]`. */
function literalElements(node: TSESTree.Node, depth: number): TSESTree.Node[] | undefined {
  const inner = unwrap(node);
  if (depth > MAX_DEPTH) return undefined;
  if (inner.type === 'ConditionalExpression') {
    const [a, b] = [literalElements(inner.consequent, depth + 1), literalElements(inner.alternate, depth + 1)];
    return a && b ? [...a, ...b] : undefined;
  }
  if (inner.type !== 'ArrayExpression') return undefined;
  const elements: TSESTree.Node[] = [];
  for (const element of inner.elements) {
    if (!element) return undefined;
    if (element.type === 'SpreadElement') {
      const spread = literalElements(element.argument, depth + 1);
      if (!spread) return undefined;
      elements.push(...spread);
    } else {
      elements.push(element);
    }
  }
  return elements;
}

/**
 * `for (const w of WIDGETS) … w.id` (or `for (const name of ["a", "b"]) … name`) where the array
 * is written in the file and every element's value there is a string literal.
 */
function isLoopOverLiterals(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const property = node.type === 'MemberExpression' ? staticName(node) : undefined;
  const binding = property !== undefined ? unwrap((node as TSESTree.MemberExpression).object) : node;
  if (binding.type !== 'Identifier') return false;
  const def = variableOf(binding, sourceCode)?.defs[0];
  const loop = def?.type === 'Variable' ? def.parent?.parent : undefined;
  if (loop?.type !== 'ForOfStatement' || loop.left !== def!.parent || def!.node.id !== def!.name) return false;
  const iterated = unwrap(loop.right);
  const array = iterated.type === 'Identifier' ? constInit(iterated, sourceCode) : iterated;
  const elements = array && literalElements(array, 0);
  if (!elements || elements.length === 0) return false;
  const isString = (n: TSESTree.Node | undefined) => n?.type === 'Literal' && typeof n.value === 'string';
  if (property === undefined) return elements.every(isString);
  return elements.every(
    (element) =>
      element.type === 'ObjectExpression' &&
      element.properties.some(
        (p) =>
          p.type === 'Property' &&
          !p.computed &&
          p.key.type === 'Identifier' &&
          p.key.name === property &&
          isString(p.value),
      ),
  );
}

/** `toolName`, `config.toolName`, `tool.name`, `toolConfig.name`. */
function isToolName(node: TSESTree.Node): boolean {
  const name = nameOf(node);
  if (name === 'toolName') return true;
  if (name !== 'name' || node.type !== 'MemberExpression') return false;
  const owner = nameOf(unwrap(node.object));
  return owner !== undefined && /^tool(?:[A-Z]|$)/.test(owner);
}

/** The value without its `encodeURIComponent(…)`: an RFC 6570 library encodes it itself. */
export function withoutEncoding(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node {
  const value = unwrap(node);
  if (
    isGlobalCall(value, 'encodeURIComponent', sourceCode) &&
    value.arguments.length === 1 &&
    value.arguments[0]!.type !== 'SpreadElement'
  )
    return value.arguments[0]!;
  return node;
}
