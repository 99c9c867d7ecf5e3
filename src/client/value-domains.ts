// The values a variable can hold, as the code already states them: a zod schema the value was
// parsed with (or that the registration declares for it), its TypeScript type, an equality guard
// that rejects every other value, a `switch` case. A domain that cannot hold a reserved character
// makes the value safe to put into a URI as it is.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyzeRegex, resolveStaticRegex } from '../regex/index.js';
import { methodNameOf, singleAssignmentInit, staticName, unwrap, variableOf } from '../source/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What a stated domain proves about a value (the `ValueEncoding`s it can stand for). */
export type Domain = 'constant' | 'number' | 'id' | 'validated';

/** Judges another expression (the other side of an equality guard) the way `encodingOf` does. */
export type Judge = (node: TSESTree.Node) => string;

const MAX_DEPTH = 4;
/** Characters RFC 3986 reserves, `%`, and white space: a literal without them expands to itself. */
const RESERVED = /[:/?#[\]@!$&'()*+,;=%\s]/;
const SAFE_JUDGEMENTS = new Set<string>(['constant', 'number', 'id', 'validated']);
const WEAKEST_FIRST: Domain[] = ['validated', 'id', 'number', 'constant'];

const weakest = (domains: readonly (Domain | undefined)[]): Domain | undefined =>
  domains.length === 0 || domains.includes(undefined) ? undefined : WEAKEST_FIRST.find((d) => domains.includes(d));

const safeLiteral = (value: unknown): boolean =>
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint' ||
  (typeof value === 'string' && !RESERVED.test(value));

/**
 * The domain the code states for the value of `node` (an identifier or a member read), or
 * `undefined` when it states none that keeps reserved characters out.
 */
export function statedDomain(node: TSESTree.Node, sourceCode: SourceCode, judge: Judge): Domain | undefined {
  const value = unwrap(node);
  if (value.type !== 'Identifier' && value.type !== 'MemberExpression') return undefined;
  return (
    typeDomain(declaredType(value, sourceCode, 0), sourceCode, 0) ??
    zodDomainOfValue(value, sourceCode) ??
    guardDomain(value, sourceCode, judge)
  );
}

// ---------------------------------------------------------------- TypeScript types

/** The type the code declares for an identifier or a member chain on one, through local aliases and interfaces. */
function declaredType(node: TSESTree.Node, sourceCode: SourceCode, depth: number): TSESTree.TypeNode | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (node.type === 'MemberExpression') {
    const name = staticName(node);
    const owner = declaredType(unwrap(node.object), sourceCode, depth + 1);
    return name === undefined || !owner ? undefined : propertyType(owner, name, sourceCode, 0);
  }
  if (node.type !== 'Identifier') return undefined;
  const variable = variableOf(node, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!def || (def.type !== 'Variable' && def.type !== 'Parameter')) return undefined;
  const name = def.name as TSESTree.Identifier;
  if (name.typeAnnotation) return name.typeAnnotation.typeAnnotation;
  // `function f({ kind }: { kind: Kind })`, `const { kind }: Options = …`
  const property = name.parent;
  if (property?.type === 'Property' && property.value === name && property.parent.type === 'ObjectPattern') {
    const key = staticName(property);
    const pattern = property.parent.typeAnnotation?.typeAnnotation;
    return key === undefined || !pattern ? undefined : propertyType(pattern, key, sourceCode, 0);
  }
  return undefined;
}

/** The local declaration a type name refers to: an alias's type, or an interface's body. */
function resolveTypeName(type: TSESTree.TSTypeReference, sourceCode: SourceCode): TSESTree.Node | undefined {
  if (type.typeName.type !== 'Identifier') return undefined;
  const variable = variableOf(type.typeName, sourceCode);
  for (const def of variable?.defs ?? []) {
    if (def.node.type === 'TSTypeAliasDeclaration') return def.node.typeAnnotation;
    if (def.node.type === 'TSInterfaceDeclaration') return def.node.body;
  }
  return undefined;
}

function propertyType(
  type: TSESTree.Node,
  name: string,
  sourceCode: SourceCode,
  depth: number,
): TSESTree.TypeNode | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (type.type === 'TSTypeReference') {
    const resolved = resolveTypeName(type, sourceCode);
    return resolved && propertyType(resolved, name, sourceCode, depth + 1);
  }
  const members =
    type.type === 'TSTypeLiteral' ? type.members : type.type === 'TSInterfaceBody' ? type.body : undefined;
  for (const member of members ?? []) {
    if (member.type !== 'TSPropertySignature' || member.computed) continue;
    const key =
      member.key.type === 'Identifier'
        ? member.key.name
        : member.key.type === 'Literal'
          ? String(member.key.value)
          : undefined;
    if (key === name) return member.typeAnnotation?.typeAnnotation;
  }
  return undefined;
}

const NUMBER_KEYWORDS = new Set(['TSNumberKeyword', 'TSBigIntKeyword', 'TSBooleanKeyword']);
const ABSENT_KEYWORDS = new Set(['TSUndefinedKeyword', 'TSNullKeyword']);

/** The domain of a declared type: literals without reserved characters, numbers, booleans, and unions of them. */
function typeDomain(type: TSESTree.TypeNode | undefined, sourceCode: SourceCode, depth: number): Domain | undefined {
  if (!type || depth > MAX_DEPTH) return undefined;
  if (NUMBER_KEYWORDS.has(type.type)) return 'number';
  if (type.type === 'TSLiteralType')
    return type.literal.type === 'Literal' && safeLiteral(type.literal.value) ? 'constant' : undefined;
  if (type.type === 'TSUnionType') {
    const present = type.types.filter((t) => !ABSENT_KEYWORDS.has(t.type));
    return weakest(present.map((t) => typeDomain(t, sourceCode, depth + 1)));
  }
  if (type.type === 'TSTypeReference') {
    const resolved = resolveTypeName(type, sourceCode);
    return resolved && resolved.type !== 'TSInterfaceBody'
      ? typeDomain(resolved as TSESTree.TypeNode, sourceCode, depth + 1)
      : undefined;
  }
  return undefined;
}

// ---------------------------------------------------------------- zod

/** Names along a zod chain that keep the value's domain as the base schema gives it. */
const ZOD_KEEPING = new Set([
  'optional',
  'nullable',
  'nullish',
  'default',
  'describe',
  'min',
  'max',
  'length',
  'nonempty',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'finite',
  'safe',
  'multipleOf',
  'step',
  'gt',
  'gte',
  'lt',
  'lte',
  'meta',
  'readonly',
  'brand',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'startsWith',
  'endsWith',
  'includes',
  'string',
]);
const ZOD_NUMBERS = new Set(['number', 'int', 'int32', 'uint32', 'bigint', 'boolean', 'float32', 'float64']);
const ZOD_IDS = new Set([
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'nanoid',
  'xid',
  'ksuid',
]);
const ZOD_OBJECTS = new Set(['object', 'strictObject', 'looseObject']);
const ZOD_PARSE = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);
/** Properties of a config object that hold a registration's input schema. */
const SCHEMA_PROPERTIES = new Set(['inputSchema', 'argsSchema', 'paramsSchema', 'schema', 'parameters', 'arguments']);

/** Whether the chain starts from an import of zod (`z`, `zod`, any name it is imported as). */
function isZodRoot(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  if (node.type !== 'Identifier') return false;
  const def = variableOf(node, sourceCode)?.defs[0];
  return (
    def?.type === 'ImportBinding' &&
    def.parent?.type === 'ImportDeclaration' &&
    /^zod(?:\/|$)/.test(def.parent.source.value)
  );
}

/** The calls of a zod schema's chain, outermost first, through consts; `undefined` when it is not zod's. */
function zodChain(schema: TSESTree.Node, sourceCode: SourceCode): { name: string; call: TSESTree.CallExpression }[] {
  const calls: { name: string; call: TSESTree.CallExpression }[] = [];
  let node: TSESTree.Node | null = unwrap(schema);
  for (let hops = 0; node && hops < 24; hops++) {
    if (node.type === 'Identifier') {
      if (isZodRoot(node, sourceCode)) return calls;
      node = singleAssignmentInit(node, sourceCode);
      continue;
    }
    if (node.type === 'MemberExpression') {
      node = unwrap(node.object); // `z.coerce.number()`
      continue;
    }
    if (node.type !== 'CallExpression') return [];
    const method = methodNameOf(node);
    if (!method) return [];
    calls.push({ name: method.name, call: node });
    node = unwrap(method.object);
  }
  return [];
}

/** The values of an array of literals, written here or in a const. */
function literalValues(node: TSESTree.Node | undefined, sourceCode: SourceCode): unknown[] | undefined {
  let array = node && unwrap(node);
  if (array?.type === 'Identifier') array = singleAssignmentInit(array, sourceCode) ?? undefined;
  array = array && unwrap(array);
  if (array?.type !== 'ArrayExpression') return undefined;
  const values: unknown[] = [];
  for (const element of array.elements) {
    if (element?.type !== 'Literal') return undefined;
    values.push(element.value);
  }
  return values;
}

/** The domain a zod schema gives what it parses. */
function zodDomain(schema: TSESTree.Node, sourceCode: SourceCode): Domain | undefined {
  const chain = zodChain(schema, sourceCode);
  if (chain.length === 0) return undefined;
  let domain: Domain | undefined;
  for (const { name, call } of chain) {
    if (name === 'enum') {
      const values = literalValues(call.arguments[0], sourceCode);
      if (!values || values.length === 0 || !values.every(safeLiteral)) return undefined;
      domain ??= 'constant';
    } else if (name === 'literal') {
      const literal = call.arguments[0] && unwrap(call.arguments[0]);
      if (literal?.type !== 'Literal' || !safeLiteral(literal.value)) return undefined;
      domain ??= 'constant';
    } else if (ZOD_NUMBERS.has(name)) domain ??= 'number';
    else if (ZOD_IDS.has(name)) domain ??= 'id';
    else if (name === 'regex') {
      const regex = call.arguments[0] && resolveStaticRegex(call.arguments[0], sourceCode);
      const anatomy = regex && analyzeRegex(regex.pattern, regex.flags);
      if (!anatomy || anatomy.anchoring !== 'whole' || anatomy.mayMatchUriDelimiters) continue;
      domain ??= 'validated';
    } else if (!ZOD_KEEPING.has(name)) return undefined; // a transform, a union, another type
  }
  return domain;
}

/** The property schemas of `z.object({…})` or of a raw shape `{ a: z.string() }`. */
function zodShape(schema: TSESTree.Node, sourceCode: SourceCode): Map<string, TSESTree.Node> | undefined {
  let node = unwrap(schema);
  if (node.type === 'Identifier') node = singleAssignmentInit(node, sourceCode) ?? node;
  node = unwrap(node);
  let shape: TSESTree.Node | undefined = node.type === 'ObjectExpression' ? node : undefined;
  if (!shape) {
    const object = zodChain(node, sourceCode).find((c) => ZOD_OBJECTS.has(c.name));
    shape = object?.call.arguments[0];
  }
  if (shape?.type !== 'ObjectExpression') return undefined;
  const properties = new Map<string, TSESTree.Node>();
  for (const property of shape.properties) {
    const key = property.type === 'Property' ? staticName(property) : undefined;
    if (key !== undefined) properties.set(key, (property as TSESTree.Property).value);
  }
  return properties;
}

/**
 * The schema that states the value of `node`: `Schema.parse(x).kind`, `const { kind } = Schema.parse(x)`,
 * `z.enum([…]).parse(x)`, or the input schema of the registration whose handler receives it
 * (`registerTool(name, { inputSchema: { kind: z.enum([…]) } }, async ({ kind }) => …)`).
 */
function zodDomainOfValue(
  node: TSESTree.Identifier | TSESTree.MemberExpression,
  sourceCode: SourceCode,
): Domain | undefined {
  // `<parsed>.kind`
  if (node.type === 'MemberExpression') {
    const name = staticName(node);
    const object = parsedObject(unwrap(node.object), sourceCode);
    const schema = name !== undefined && object ? object.get(name) : undefined;
    return schema && zodDomain(schema, sourceCode);
  }
  const variable = variableOf(node, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!def || variable!.references.some((r) => r.isWrite() && r.identifier !== def.name)) return undefined;
  const name = def.name as TSESTree.Identifier;
  // `const kind = z.enum([…]).parse(x)`
  if (def.type === 'Variable' && def.node.id === name && def.node.init) {
    const init = unwrap(def.node.init, { awaited: true });
    const schema = init.type === 'CallExpression' ? parsingSchema(init) : undefined;
    return schema && zodDomain(schema, sourceCode);
  }
  // `const { kind } = Schema.parse(x)`, `async ({ kind }) => …` of a registration with a schema
  const property = name.parent;
  if (property?.type !== 'Property' || property.value !== name || property.parent.type !== 'ObjectPattern')
    return undefined;
  const key = staticName(property);
  const pattern = property.parent;
  if (key === undefined) return undefined;
  let shape: Map<string, TSESTree.Node> | undefined;
  if (pattern.parent?.type === 'VariableDeclarator' && pattern.parent.id === pattern && pattern.parent.init)
    shape = parsedObject(unwrap(pattern.parent.init, { awaited: true }), sourceCode);
  else if (def.type === 'Parameter') shape = registrationShape(def.node, pattern, sourceCode);
  const schema = shape?.get(key);
  return schema && zodDomain(schema, sourceCode);
}

function parsingSchema(call: TSESTree.CallExpression): TSESTree.Node | undefined {
  const method = methodNameOf(call);
  return method && ZOD_PARSE.has(method.name) && call.arguments.length > 0 ? method.object : undefined;
}

/** The property schemas of what `node` holds when it is the result of parsing with an object schema. */
function parsedObject(node: TSESTree.Node, sourceCode: SourceCode): Map<string, TSESTree.Node> | undefined {
  let value = node;
  if (value.type === 'Identifier') value = unwrap(singleAssignmentInit(value, sourceCode) ?? value, { awaited: true });
  const schema = value.type === 'CallExpression' ? parsingSchema(value) : undefined;
  return schema && zodShape(schema, sourceCode);
}

/** The input schema given beside a handler whose first parameter is `pattern`, in the call that registers it. */
function registrationShape(
  fn: TSESTree.Node,
  pattern: TSESTree.ObjectPattern,
  sourceCode: SourceCode,
): Map<string, TSESTree.Node> | undefined {
  if (!('params' in fn) || (fn as { params: TSESTree.Node[] }).params[0] !== pattern) return undefined;
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(fn as TSESTree.CallExpressionArgument))
    return undefined;
  for (const argument of call.arguments) {
    if (argument === fn || argument.type === 'SpreadElement') continue;
    const value = unwrap(argument);
    const direct = value.type === 'ObjectExpression' ? undefined : zodShape(value, sourceCode);
    if (direct) return direct;
    if (value.type !== 'ObjectExpression') continue;
    for (const property of value.properties) {
      if (property.type === 'Property' && SCHEMA_PROPERTIES.has(staticName(property) ?? '')) {
        const shape = zodShape(property.value, sourceCode);
        if (shape) return shape;
      }
    }
    // `server.tool(name, { kind: z.enum([…]) }, handler)`: a raw shape whose values are zod schemas.
    const raw = zodShape(value, sourceCode);
    if (raw && [...raw.values()].some((schema) => zodChain(schema, sourceCode).length > 0)) return raw;
  }
  return undefined;
}

// ---------------------------------------------------------------- guards

const EXITS = new Set(['ThrowStatement', 'ReturnStatement', 'ContinueStatement', 'BreakStatement']);

/** `if (test) throw …;` (or return, continue, break), with no else: after it, `test` is false. */
function exits(statement: TSESTree.Statement): boolean {
  const last = statement.type === 'BlockStatement' ? statement.body.at(-1) : statement;
  return !!last && EXITS.has(last.type);
}

const sameName = (a: TSESTree.Node, b: TSESTree.Identifier) => {
  const inner = unwrap(a);
  return inner.type === 'Identifier' && inner.name === b.name;
};

/** The values `test` lets `name` have when it is false (`positive`: when it is true). */
function valuesAllowed(
  test: TSESTree.Node,
  name: TSESTree.Identifier,
  positive: boolean,
  judge: Judge,
  depth: number,
): Domain | undefined {
  const node = unwrap(test);
  if (depth > MAX_DEPTH) return undefined;
  if (node.type === 'UnaryExpression' && node.operator === '!')
    return valuesAllowed(node.argument, name, !positive, judge, depth + 1);
  if (node.type === 'LogicalExpression') {
    // false of `a !== x && a !== y` (true of `a === x || a === y`): a is one of them.
    if ((node.operator === '&&' && !positive) || (node.operator === '||' && positive))
      return weakest([
        valuesAllowed(node.left, name, positive, judge, depth + 1),
        valuesAllowed(node.right, name, positive, judge, depth + 1),
      ]);
    // false of `a !== x || other` (true of `a === x && other`): both hold.
    if ((node.operator === '||' && !positive) || (node.operator === '&&' && positive))
      return (
        valuesAllowed(node.left, name, positive, judge, depth + 1) ??
        valuesAllowed(node.right, name, positive, judge, depth + 1)
      );
    return undefined;
  }
  if (node.type === 'BinaryExpression') {
    const equal = node.operator === '===' || node.operator === '==';
    const unequal = node.operator === '!==' || node.operator === '!=';
    if ((!equal || !positive) && (!unequal || positive)) return undefined;
    // `typeof a !== "number"`
    const typeOf = (side: TSESTree.Node) =>
      side.type === 'UnaryExpression' && side.operator === 'typeof' && sameName(side.argument, name);
    const [mine, other] =
      sameName(node.left, name) || typeOf(node.left) ? [node.left, node.right] : [node.right, node.left];
    if (typeOf(mine)) {
      const type = unwrap(other);
      return type.type === 'Literal' && (type.value === 'number' || type.value === 'boolean' || type.value === 'bigint')
        ? 'number'
        : undefined;
    }
    if (!sameName(mine, name) || sameName(other, name)) return undefined;
    const judged = judge(other);
    return SAFE_JUDGEMENTS.has(judged) ? (judged as Domain) : undefined;
  }
  return undefined;
}

/** The tests of the `case`s that run into the one holding `node` (the `switch` on `name`'s variable). */
function switchDomain(node: TSESTree.Node, name: TSESTree.Identifier, judge: Judge): Domain | undefined {
  for (let current: TSESTree.Node | undefined = node; current?.parent; current = current.parent) {
    const switchCase = current.parent;
    if (switchCase.type !== 'SwitchCase' || !switchCase.consequent.includes(current as TSESTree.Statement)) continue;
    const statement = switchCase.parent;
    if (!sameName(statement.discriminant, name)) return undefined;
    const index = statement.cases.indexOf(switchCase);
    const tests: TSESTree.Node[] = [];
    for (let i = index; i >= 0; i--) {
      const entered = statement.cases[i]!;
      if (!entered.test) return undefined; // `default:` lets any value in
      tests.push(entered.test);
      const before = statement.cases[i - 1];
      if (!before || (before.consequent.length > 0 && exits(before.consequent.at(-1)!))) break;
    }
    return weakest(
      tests.map((test) => {
        const judged = judge(test);
        return SAFE_JUDGEMENTS.has(judged) ? (judged as Domain) : undefined;
      }),
    );
  }
  return undefined;
}

/**
 * The domain guards give the variable `node` reads, when it is never written after its declaration:
 * an earlier `if (test) throw …` in an enclosing block whose `test` is false only for values of the
 * domain (`if (a !== b) throw`, `if (kind !== "x" && kind !== "y") return`, `typeof n !== "number"`),
 * an enclosing `if (a === b)` whose branch holds the read, or the `case`s of a `switch (a)`.
 */
function guardDomain(node: TSESTree.Node, sourceCode: SourceCode, judge: Judge): Domain | undefined {
  if (node.type !== 'Identifier') return undefined;
  const variable = variableOf(node, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!def || variable!.references.some((r) => r.isWrite() && r.identifier !== def.name)) return undefined;
  const viaSwitch = switchDomain(node, node, judge);
  if (viaSwitch) return viaSwitch;
  for (let current: TSESTree.Node = node; current.parent; current = current.parent) {
    const parent: TSESTree.Node = current.parent;
    if (parent.type === 'IfStatement' && parent.consequent === current) {
      const domain = valuesAllowed(parent.test, node, true, judge, 0);
      if (domain) return domain;
    }
    if (parent.type === 'BlockStatement' || parent.type === 'Program' || parent.type === 'SwitchCase') {
      const body: readonly TSESTree.Node[] = parent.type === 'SwitchCase' ? parent.consequent : parent.body;
      for (const statement of body) {
        if (statement === current) break;
        if (statement.type !== 'IfStatement' || statement.alternate || !exits(statement.consequent)) continue;
        const domain = valuesAllowed(statement.test, node, false, judge, 0);
        if (domain) return domain;
      }
    }
    // The guard must run before the read in the same function.
    if (
      parent.type === 'ArrowFunctionExpression' ||
      parent.type === 'FunctionExpression' ||
      parent.type === 'FunctionDeclaration'
    )
      break;
  }
  return undefined;
}
