import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { handlesRejection, outermost, singleAssignmentInit, unwrap, variableOf } from '../source/index.js';
import { carriesIdentity, type OriginAnalysis } from './identity.js';
import { declaredVariablesOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The names that make a call an authorization check. */
export interface AuthVocabulary {
  /** Calls that throw when access is denied (or whose result is tested). */
  readonly authorizers: readonly string[];
  readonly authorizerPatterns: readonly RegExp[];
  /** Calls that answer yes/no and must gate the return. */
  readonly predicates: readonly string[];
  readonly predicatePatterns: readonly RegExp[];
}

export const DEFAULT_AUTHORIZERS = ['authorize', 'authorise'];
export const DEFAULT_AUTHORIZER_PATTERNS = [
  '^authori[sz]e[A-Z_]',
  '^assert\\w*(Access|Permissions?|Authori[sz]ed|Allowed|Owner|Member|Scopes?|Roles?)$',
  '^check\\w*(Access|Permissions?|Authori[sz]ation)$',
  '^require\\w*(Scopes?|Access|Permissions?|Roles?)$',
  '^ensure\\w*(Authori[sz]ed|Access|Permissions?|Allowed)$',
  '^enforce\\w*(Access|Polic(y|ies)|Permissions?)$',
];
export const DEFAULT_PREDICATES: string[] = [];
export const DEFAULT_PREDICATE_PATTERNS = [
  '^can[A-Z_]',
  '^may[A-Z_]',
  '^is\\w*(Allowed|Authori[sz]ed|Permitted)$',
  '^has\\w*(Access|Permissions?|Scopes?|Roles?)$',
];

// Collection methods whose answer about the principal is an authorization decision:
// `authInfo.scopes.includes('docs:read')`, `team.members.has(userId)`.
const MEMBERSHIP_METHODS = new Set(['includes', 'has', 'some', 'every']);

export function calleeName(call: TSESTree.CallExpression | TSESTree.NewExpression): string | null {
  const callee = call.callee.type === 'ChainExpression' ? call.callee.expression : call.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier')
    return callee.property.name;
  return null;
}

export type CallRole = 'authorizer' | 'predicate';

// Every call of a handler is asked its role: each name is tested against the patterns once.
const rolesByVocabulary = new WeakMap<AuthVocabulary, Map<string, CallRole | undefined>>();

export function roleOf(call: TSESTree.CallExpression, vocabulary: AuthVocabulary): CallRole | undefined {
  const name = calleeName(call);
  if (!name) return undefined;
  let roles = rolesByVocabulary.get(vocabulary);
  if (!roles) rolesByVocabulary.set(vocabulary, (roles = new Map<string, CallRole | undefined>()));
  if (!roles.has(name)) roles.set(name, roleOfName(name, vocabulary));
  return roles.get(name);
}

function roleOfName(name: string, vocabulary: AuthVocabulary): CallRole | undefined {
  if (vocabulary.authorizers.includes(name) || vocabulary.authorizerPatterns.some((p) => p.test(name)))
    return 'authorizer';
  if (vocabulary.predicates.includes(name) || vocabulary.predicatePatterns.some((p) => p.test(name)))
    return 'predicate';
  return undefined;
}

/** What an authorizer or predicate call receives: the session's principal, or only URI values. */
export type CheckIdentity = 'session' | 'uri-only' | 'none';

/** Which branches of a test prove that a check passed. */
export interface Gate {
  /** The test being true proves it (`if (await canRead(user, doc)) …`). */
  readonly whenTrue: boolean;
  /** The test being false proves it (`if (!(await canRead(user, doc))) throw …`). */
  readonly whenFalse: boolean;
}

const unwrapValue = (node: TSESTree.Node): TSESTree.Node => unwrap(node, { awaited: true });

const isNullish = (node: TSESTree.Node): boolean =>
  (node.type === 'Literal' && node.value === null) || (node.type === 'Identifier' && node.name === 'undefined');

/**
 * Decides which calls and tests of one handler are authorization checks, from the vocabulary and
 * from where values come from (a check must involve the session's principal).
 */
export class AuthChecks {
  private readonly gates = new Map<TSESTree.Node, Gate>();

  constructor(
    readonly vocabulary: AuthVocabulary,
    private readonly origins: OriginAnalysis,
    private readonly sourceCode: SourceCode,
  ) {}

  role(call: TSESTree.CallExpression): CallRole | undefined {
    return roleOf(call, this.vocabulary);
  }

  /** Whether an authorizer or predicate call receives the principal, only URI values, or neither. */
  identityOf(call: TSESTree.CallExpression): CheckIdentity {
    const callee = call.callee.type === 'ChainExpression' ? call.callee.expression : call.callee;
    const inputs: TSESTree.Node[] = [...call.arguments];
    if (callee.type === 'MemberExpression') inputs.push(callee.object);
    let uri = false;
    for (const input of inputs) {
      const origin = this.origins.of(input);
      if (carriesIdentity(origin)) return 'session';
      uri ||= origin.uri;
    }
    return uri ? 'uri-only' : 'none';
  }

  /**
   * An authorizer called for its effect (it throws on denial): `await authorize(extra.authInfo, uri)`.
   * When its result is tested instead, the test is the gate.
   */
  isAssertion(call: TSESTree.CallExpression): boolean {
    return (
      this.role(call) === 'authorizer' &&
      this.identityOf(call) !== 'none' &&
      !isTested(call, this.sourceCode) &&
      !isDiscarded(call, this.sourceCode)
    );
  }

  gate(test: TSESTree.Node): Gate {
    let gate = this.gates.get(test);
    if (!gate) {
      gate = { whenTrue: this.impliesWhenTrue(test, 0), whenFalse: this.impliesWhenFalse(test, 0) };
      this.gates.set(test, gate);
    }
    return gate;
  }

  /** The test is true only if the check passed. */
  private impliesWhenTrue(node: TSESTree.Node, depth: number): boolean {
    if (depth > 8) return false;
    const expression = unwrapValue(node);
    switch (expression.type) {
      case 'UnaryExpression':
        return expression.operator === '!' && this.impliesWhenFalse(expression.argument, depth + 1);
      case 'LogicalExpression':
        if (expression.operator === '&&')
          return this.impliesWhenTrue(expression.left, depth + 1) || this.impliesWhenTrue(expression.right, depth + 1);
        if (expression.operator === '||')
          return this.impliesWhenTrue(expression.left, depth + 1) && this.impliesWhenTrue(expression.right, depth + 1);
        return false;
      case 'BinaryExpression':
        return (expression.operator === '===' || expression.operator === '==') && this.isIdentityComparison(expression);
      case 'CallExpression':
        return this.isCheckCall(expression);
      case 'Identifier':
        return this.followConst(expression, (init) => this.impliesWhenTrue(init, depth + 1));
      default:
        return false;
    }
  }

  /** The test is false only if the check passed. */
  private impliesWhenFalse(node: TSESTree.Node, depth: number): boolean {
    if (depth > 8) return false;
    const expression = unwrapValue(node);
    switch (expression.type) {
      case 'UnaryExpression':
        return expression.operator === '!' && this.impliesWhenTrue(expression.argument, depth + 1);
      case 'LogicalExpression':
        if (expression.operator === '||')
          return (
            this.impliesWhenFalse(expression.left, depth + 1) || this.impliesWhenFalse(expression.right, depth + 1)
          );
        if (expression.operator === '&&')
          return (
            this.impliesWhenFalse(expression.left, depth + 1) && this.impliesWhenFalse(expression.right, depth + 1)
          );
        return false;
      case 'BinaryExpression':
        return (expression.operator === '!==' || expression.operator === '!=') && this.isIdentityComparison(expression);
      case 'Identifier':
        return this.followConst(expression, (init) => this.impliesWhenFalse(init, depth + 1));
      default:
        return false;
    }
  }

  private followConst(identifier: TSESTree.Identifier, then: (init: TSESTree.Node) => boolean): boolean {
    const init = singleAssignmentInit(identifier, this.sourceCode);
    return !!init && then(init);
  }

  /** An authorizer or predicate tested for its answer, or a membership test on principal data. */
  private isCheckCall(call: TSESTree.CallExpression): boolean {
    if (this.role(call)) return this.identityOf(call) !== 'none';
    const name = calleeName(call);
    if (!name || !MEMBERSHIP_METHODS.has(name)) return false;
    return this.identityOf(call) === 'session' && this.involvesPrincipal(call);
  }

  private involvesPrincipal(call: TSESTree.CallExpression): boolean {
    const callee = call.callee.type === 'ChainExpression' ? call.callee.expression : call.callee;
    const inputs: TSESTree.Node[] = [...call.arguments];
    if (callee.type === 'MemberExpression') inputs.push(callee.object);
    return inputs.some((input) => this.origins.of(input).identity);
  }

  /**
   * `doc.ownerId === extra.authInfo?.clientId`: principal data compared with something else. A
   * comparison with null/undefined only asks whether someone is signed in: authentication, not
   * authorization to read this resource.
   */
  private isIdentityComparison(expression: TSESTree.BinaryExpression): boolean {
    const left = expression.left as TSESTree.Node;
    const right = expression.right;
    if (isNullish(left) || isNullish(right)) return false;
    if (left.type === 'UnaryExpression' && left.operator === 'typeof') return false;
    return this.origins.of(left).identity || this.origins.of(right).identity;
  }

  /** `!extra.authInfo`, `authInfo === undefined`: tests that only ask whether a principal exists. */
  isPresenceTest(test: TSESTree.Node): boolean {
    const expression = unwrapValue(test);
    if (expression.type === 'UnaryExpression' && expression.operator === '!')
      return this.isPrincipalValue(expression.argument);
    if (expression.type === 'LogicalExpression')
      return this.isPresenceTest(expression.left) || this.isPresenceTest(expression.right);
    if (expression.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(expression.operator)) {
      const left = expression.left as TSESTree.Node;
      if (isNullish(expression.right)) return this.isPrincipalValue(left);
      if (isNullish(left)) return this.isPrincipalValue(expression.right);
    }
    return false;
  }

  /** A value that holds the principal itself (not the answer of a call given it). */
  private isPrincipalValue(node: TSESTree.Node): boolean {
    const value = unwrapValue(node);
    return (
      (value.type === 'Identifier' || value.type === 'MemberExpression') &&
      carriesIdentity(this.origins.of(value)) &&
      !this.isAnswerOfMethodCall(value)
    );
  }

  /** `result.success` where `result = await client.listTags(id)`: what a session's client answered, not the session. */
  private isAnswerOfMethodCall(value: TSESTree.Identifier | TSESTree.MemberExpression): boolean {
    let root: TSESTree.Node = value;
    while (root.type === 'MemberExpression') root = unwrap(root.object);
    const init = root.type === 'Identifier' ? singleAssignmentInit(root, this.sourceCode) : null;
    const call = init && unwrap(init, { awaited: true });
    return (
      call?.type === 'CallExpression' &&
      unwrap(call.callee).type === 'MemberExpression' &&
      !call.arguments.some((argument) => this.origins.of(argument).context)
    );
  }
}

/**
 * Whether a denial from the call can never stop the handler: its rejection is swallowed
 * (`.catch(…)`, `void`), or it is an async function of this file that is not awaited.
 */
export function isDiscarded(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  const node = outermost(call);
  const parent = node.parent;
  if (parent?.type === 'UnaryExpression' && parent.operator === 'void') return true;
  if (handlesRejection(node)) return true;
  const awaited =
    parent?.type === 'AwaitExpression' || parent?.type === 'ReturnStatement' || parent?.type === 'YieldExpression';
  return !awaited && parent?.type === 'ExpressionStatement' && isAsyncInFile(call, sourceCode);
}

/** A callee declared in this file as `async`, or declared to return a Promise. */
function isAsyncInFile(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  if (call.callee.type !== 'Identifier') return false;
  const variable = variableOf(call.callee, sourceCode);
  if (variable) {
    return variable.defs.some((def) => {
      const node = def.node as TSESTree.Node;
      const fn = node.type === 'VariableDeclarator' ? node.init : node;
      if (!fn) return false;
      if (
        (fn.type === 'FunctionDeclaration' ||
          fn.type === 'ArrowFunctionExpression' ||
          fn.type === 'FunctionExpression') &&
        fn.async
      )
        return true;
      const returnType = 'returnType' in fn ? fn.returnType : undefined;
      const annotation = returnType?.typeAnnotation;
      return (
        annotation?.type === 'TSTypeReference' &&
        annotation.typeName.type === 'Identifier' &&
        annotation.typeName.name === 'Promise'
      );
    });
  }
  return false;
}

/** Whether a call's value decides a branch (`if (await can(…))`, `ok ? … : …`). */
export function isTested(call: TSESTree.Node, sourceCode: SourceCode, depth = 0): boolean {
  let node: TSESTree.Node = call;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'AwaitExpression':
      case 'ChainExpression':
      case 'TSNonNullExpression':
      case 'TSAsExpression':
      case 'LogicalExpression':
        continue;
      case 'UnaryExpression':
        if (parent.operator === '!') continue;
        return false;
      case 'IfStatement':
      case 'ConditionalExpression':
      case 'WhileStatement':
      case 'DoWhileStatement':
        return parent.test === node;
      case 'VariableDeclarator':
        // `const allowed = await authorize(…); if (!allowed) …`: the variable is what gets tested.
        if (parent.init !== node || parent.id.type !== 'Identifier' || depth > 0) return false;
        return declaredVariablesOf(parent, sourceCode).some((v) =>
          v.references.some((r) => r.isRead() && isTested(r.identifier, sourceCode, depth + 1)),
        );
      default:
        return false;
    }
  }
  return false;
}
