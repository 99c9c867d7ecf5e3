import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  calleeOf,
  localFunctionOf,
  ownCodeOf,
  singleAssignmentInit,
  unwrap,
  variableOf,
  type FunctionLike,
} from '../source/index.js';
import { carriesIdentity, OriginAnalysis } from './identity.js';
import {
  booleanComparison,
  isDiscarded,
  isStatementCall,
  isTested,
  refusingSide,
  type RefusalContext,
} from './decisions.js';

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

// Objects whose methods write logs: handing them the principal and the URI checks nothing.
const LOGGERS = new Set(['console', 'logger', 'log']);

/** `console.info(extra)`, `logger.warn(…)`. */
export const isLogging = (call: TSESTree.CallExpression): boolean => {
  const callee = calleeOf(call);
  return callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && LOGGERS.has(callee.object.name);
};

/** How deep checks in helpers of the file are followed (a helper calling a helper that throws). */
const MAX_HELPER_DEPTH = 3;

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

/**
 * How a test's calls are read: only checks known by their name (`named`), or also calls given the
 * principal and the resource, as passing when they answer true (`positive`) or false (`negative`).
 */
type Sense = 'named' | 'positive' | 'negative';

/** What a call is given: the session's principal (or its context), and a value naming the requested resource. */
export interface CallInputs {
  readonly principal: boolean;
  readonly resource: boolean;
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
  private readonly branchGates = new Map<TSESTree.Node, Gate>();
  private readonly helperAnswers = new Map<TSESTree.CallExpression, boolean>();

  constructor(
    readonly vocabulary: AuthVocabulary,
    private readonly origins: OriginAnalysis,
    private readonly sourceCode: SourceCode,
    /** Where the function refuses a read (its `return` is the answer, or goes back to a caller). */
    readonly refusal: RefusalContext = { sourceCode, answerKeys: undefined },
    /** How many helpers deep this function is, from the read target. */
    private readonly helperDepth = 0,
  ) {}

  role(call: TSESTree.CallExpression): CallRole | undefined {
    return roleOf(call, this.vocabulary);
  }

  /** Whether an authorizer or predicate call receives the principal, only URI values, or neither. */
  identityOf(call: TSESTree.CallExpression): CheckIdentity {
    const { principal, resource } = this.inputsOf(call);
    return principal ? 'session' : resource ? 'uri-only' : 'none';
  }

  /** What a call is given, in its arguments or as the object of its method (`session.can('read', doc)`). */
  inputsOf(call: TSESTree.CallExpression, { receiverCalls = true } = {}): CallInputs {
    const callee = calleeOf(call);
    const inputs: TSESTree.Node[] = [...call.arguments];
    if (callee.type === 'MemberExpression') {
      const receiver = unwrapValue(callee.object);
      if (receiverCalls || (receiver.type !== 'CallExpression' && receiver.type !== 'NewExpression'))
        inputs.push(callee.object);
    }
    let principal = false;
    let resource = false;
    for (const input of inputs) {
      const origin = this.origins.of(input);
      principal ||= carriesIdentity(origin);
      resource ||= origin.uri;
    }
    return { principal, resource };
  }

  /**
   * A call that compares the principal with the requested resource, whatever its name: it is given
   * both (`isMember(ctx.http?.authInfo?.clientId, team)`, `belongsTo(user, await load(id))`). Loggers
   * aside, and a method of what another call returned (`authorize(…).catch(…)`): that call was given them.
   */
  private isStructuralCheck(call: TSESTree.CallExpression): boolean {
    if (isLogging(call)) return false;
    const { principal, resource } = this.inputsOf(call, { receiverCalls: false });
    return principal && resource;
  }

  /**
   * A call recognised as a check by what it is given (the principal and the resource), not by its
   * name: its answer is tested, or it throws on denial.
   */
  isCheckByStructure(call: TSESTree.CallExpression): boolean {
    return (
      !this.role(call) && this.isStructuralCheck(call) && (isTested(call, this.sourceCode) || this.isAssertion(call))
    );
  }

  /**
   * A call made for its effect that throws on denial: an authorizer given the principal
   * (`await authorize(extra.authInfo, uri)`), or any call given the principal and the resource whose
   * code throws when a check of its own fails (a helper of the file or of the project), or which is
   * declared as an assertion (`asserts …`). When its result is tested instead, the test is the gate.
   */
  isAssertion(call: TSESTree.CallExpression): boolean {
    if (isTested(call, this.sourceCode) || isDiscarded(call, this.sourceCode)) return false;
    const role = this.role(call);
    if (role === 'authorizer') return this.identityOf(call) !== 'none';
    if (role || !isStatementCall(call) || !this.isStructuralCheck(call)) return false;
    return this.failsOnDenial(call);
  }

  /**
   * A call given the principal and the resource for its effect, which is no check the rule can see:
   * its code is not in the project, or it never fails on a check. `undefined` for any other call.
   */
  unprovenAssertion(call: TSESTree.CallExpression): 'not-visible' | 'never-fails' | undefined {
    if (this.role(call) || !isStatementCall(call) || isDiscarded(call, this.sourceCode)) return undefined;
    if (!this.isStructuralCheck(call) || this.failsOnDenial(call)) return undefined;
    return localFunctionOf(calleeOf(call), this.sourceCode) ? 'never-fails' : 'not-visible';
  }

  /**
   * A call in the test of an `if` or `?:` one side of which refuses the read, given the principal but
   * nothing of the requested resource: a yes/no about the principal alone (`isActive(user)`), which
   * the `predicates` option can make a check.
   */
  principalOnlyTest(
    branch: TSESTree.IfStatement | TSESTree.ConditionalExpression,
  ): TSESTree.CallExpression | undefined {
    if (refusingSide(branch, this.refusal) === undefined) return undefined;
    return this.callsOfTest(branch.test, 0).find((call) => {
      if (this.role(call) || isLogging(call) || this.isNamedCheckCall(call)) return false;
      const { principal, resource } = this.inputsOf(call, { receiverCalls: false });
      return principal && !resource;
    });
  }

  /** The calls whose answers a test reads: through `!`, `&&`, `||`, comparisons and consts. */
  private callsOfTest(node: TSESTree.Node, depth: number): TSESTree.CallExpression[] {
    if (depth > 8) return [];
    const expression = unwrapValue(node);
    switch (expression.type) {
      case 'UnaryExpression':
        return expression.operator === '!' ? this.callsOfTest(expression.argument, depth + 1) : [];
      case 'LogicalExpression':
      case 'BinaryExpression':
        return [...this.callsOfTest(expression.left, depth + 1), ...this.callsOfTest(expression.right, depth + 1)];
      case 'CallExpression':
        return [expression];
      case 'Identifier': {
        const init = singleAssignmentInit(expression, this.sourceCode);
        return init ? this.callsOfTest(init, depth + 1) : [];
      }
      default:
        return [];
    }
  }

  /** Whether the callee's code fails when a check of its own fails (or is declared to assert). */
  private failsOnDenial(call: TSESTree.CallExpression): boolean {
    let answer = this.helperAnswers.get(call);
    if (answer === undefined) {
      this.helperAnswers.set(call, false); // a helper that calls itself
      const callee = calleeOf(call);
      const fn = localFunctionOf(callee, this.sourceCode);
      answer = fn ? declaredAssertion(fn) || this.helperChecks(fn, call) : declaredAssertionAt(callee, this.sourceCode);
      this.helperAnswers.set(call, answer);
    }
    return answer;
  }

  /**
   * A helper given the principal and the resource checks them when, with its parameters standing for
   * what the call hands it, one of its own tests is a check and one side of it throws, or it makes an
   * assertion call of its own.
   */
  private helperChecks(fn: FunctionLike, call: TSESTree.CallExpression): boolean {
    if (this.helperDepth >= MAX_HELPER_DEPTH || !fn.body) return false;
    const uriParams: TSESTree.Node[] = [];
    const principalParams: TSESTree.Node[] = [];
    let contextParam: TSESTree.Node | undefined;
    fn.params.forEach((param, index) => {
      const argument = call.arguments[index];
      if (!argument || argument.type === 'SpreadElement') return;
      const origin = this.origins.of(argument);
      if (origin.context && !contextParam) contextParam = param;
      else if (carriesIdentity(origin)) principalParams.push(param);
      else if (origin.uri) uriParams.push(param);
    });
    const origins = new OriginAnalysis({ uriParams, principalParams, contextParam }, this.sourceCode, fn);
    const refusal = { sourceCode: this.sourceCode, answerKeys: undefined };
    const checks = new AuthChecks(this.vocabulary, origins, this.sourceCode, refusal, this.helperDepth + 1);
    const own = ownCodeOf(fn, this.sourceCode);
    return (
      own.branches.some((branch) => {
        const gate = checks.gateOf(branch);
        return (gate.whenTrue || gate.whenFalse) && refusingSide(branch, refusal) !== undefined;
      }) || own.calls.some((inner) => checks.isAssertion(inner))
    );
  }

  /**
   * Which side of an `if` or `?:` proves that a check passed. A test of checks known by their name
   * or by a comparison with the principal reads as written (`gate`). A call given the principal and
   * the resource, whatever its name, proves something only where one side refuses the read (throws,
   * never returns, returns nothing): the other side passed, whichever way its answer reads
   * (`if (!(await isMember(user, team))) throw …`, `if (await isBlocked(user, doc)) throw …`).
   */
  gateOf(branch: TSESTree.IfStatement | TSESTree.ConditionalExpression): Gate {
    let gate = this.branchGates.get(branch);
    if (!gate) {
      const byTest = this.gate(branch.test);
      const side = refusingSide(branch, this.refusal);
      const passes = (sense: Sense) =>
        side === 'consequent'
          ? this.impliesWhenFalse(branch.test, 0, sense)
          : this.impliesWhenTrue(branch.test, 0, sense);
      const proven = side !== undefined && (passes('positive') || passes('negative'));
      gate = {
        whenTrue: byTest.whenTrue || (proven && side === 'alternate'),
        whenFalse: byTest.whenFalse || (proven && side === 'consequent'),
      };
      this.branchGates.set(branch, gate);
    }
    return gate;
  }

  /** Which branches of a test prove that a check known by its name or by a comparison passed. */
  gate(test: TSESTree.Node): Gate {
    let gate = this.gates.get(test);
    if (!gate) {
      gate = { whenTrue: this.impliesWhenTrue(test, 0, 'named'), whenFalse: this.impliesWhenFalse(test, 0, 'named') };
      this.gates.set(test, gate);
    }
    return gate;
  }

  /** The test is true only if the check passed. */
  private impliesWhenTrue(node: TSESTree.Node, depth: number, sense: Sense): boolean {
    if (depth > 8) return false;
    const expression = unwrapValue(node);
    switch (expression.type) {
      case 'UnaryExpression':
        return expression.operator === '!' && this.impliesWhenFalse(expression.argument, depth + 1, sense);
      case 'LogicalExpression':
        if (expression.operator === '&&')
          return (
            this.impliesWhenTrue(expression.left, depth + 1, sense) ||
            this.impliesWhenTrue(expression.right, depth + 1, sense)
          );
        if (expression.operator === '||')
          return (
            this.impliesWhenTrue(expression.left, depth + 1, sense) &&
            this.impliesWhenTrue(expression.right, depth + 1, sense)
          );
        return false;
      case 'BinaryExpression': {
        const compared = booleanComparison(expression);
        if (compared)
          return compared.same
            ? this.impliesWhenTrue(compared.operand, depth + 1, sense)
            : this.impliesWhenFalse(compared.operand, depth + 1, sense);
        return (expression.operator === '===' || expression.operator === '==') && this.isIdentityComparison(expression);
      }
      case 'CallExpression':
        return this.isNamedCheckCall(expression) || (sense === 'positive' && this.isStructuralCheck(expression));
      case 'Identifier':
        return this.followConst(expression, (init) => this.impliesWhenTrue(init, depth + 1, sense));
      default:
        return false;
    }
  }

  /** The test is false only if the check passed. */
  private impliesWhenFalse(node: TSESTree.Node, depth: number, sense: Sense): boolean {
    if (depth > 8) return false;
    const expression = unwrapValue(node);
    switch (expression.type) {
      case 'UnaryExpression':
        return expression.operator === '!' && this.impliesWhenTrue(expression.argument, depth + 1, sense);
      case 'LogicalExpression':
        if (expression.operator === '||')
          return (
            this.impliesWhenFalse(expression.left, depth + 1, sense) ||
            this.impliesWhenFalse(expression.right, depth + 1, sense)
          );
        if (expression.operator === '&&')
          return (
            this.impliesWhenFalse(expression.left, depth + 1, sense) &&
            this.impliesWhenFalse(expression.right, depth + 1, sense)
          );
        return false;
      case 'BinaryExpression': {
        const compared = booleanComparison(expression);
        if (compared)
          return compared.same
            ? this.impliesWhenFalse(compared.operand, depth + 1, sense)
            : this.impliesWhenTrue(compared.operand, depth + 1, sense);
        return (expression.operator === '!==' || expression.operator === '!=') && this.isIdentityComparison(expression);
      }
      case 'CallExpression':
        return sense === 'negative' && this.isStructuralCheck(expression);
      case 'Identifier':
        return this.followConst(expression, (init) => this.impliesWhenFalse(init, depth + 1, sense));
      default:
        return false;
    }
  }

  private followConst(identifier: TSESTree.Identifier, then: (init: TSESTree.Node) => boolean): boolean {
    const init = singleAssignmentInit(identifier, this.sourceCode);
    return !!init && then(init);
  }

  /** An authorizer or predicate tested for its answer, or a membership test on principal data. */
  private isNamedCheckCall(call: TSESTree.CallExpression): boolean {
    if (this.role(call)) return this.identityOf(call) !== 'none';
    const name = calleeName(call);
    if (!name || !MEMBERSHIP_METHODS.has(name)) return false;
    return this.identityOf(call) === 'session' && this.involvesPrincipal(call);
  }

  private involvesPrincipal(call: TSESTree.CallExpression): boolean {
    const callee = calleeOf(call);
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

/** A TypeScript assertion function: `function assertMember(…): asserts user is Member`. */
const declaredAssertion = (fn: { returnType?: TSESTree.TSTypeAnnotation | undefined }): boolean =>
  fn.returnType?.typeAnnotation.type === 'TSTypePredicate' && fn.returnType.typeAnnotation.asserts;

/** The same, declared without a body (`declare function …: asserts …`), or as the type of a const. */
function declaredAssertionAt(callee: TSESTree.Node, sourceCode: SourceCode): boolean {
  if (callee.type !== 'Identifier') return false;
  const def = variableOf(callee, sourceCode)?.defs[0];
  const node = def?.node as TSESTree.Node | undefined;
  if (node?.type === 'TSDeclareFunction') return declaredAssertion(node);
  const annotation =
    node?.type === 'VariableDeclarator' && node.id.type === 'Identifier' ? node.id.typeAnnotation : undefined;
  const type = annotation?.typeAnnotation;
  return type?.type === 'TSFunctionType' && declaredAssertion(type);
}
