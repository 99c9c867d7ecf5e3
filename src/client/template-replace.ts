import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  methodNameOf,
  outermost,
  resolveStaticString,
  singleAssignmentInit,
  staticName,
  unwrap,
  variableOf,
} from '../source/index.js';
import type { McpFileModel } from '../mcp/index.js';
import { stringPartsOf } from './uri-parts.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** How a `.replace` finds what it replaces. */
export type PlaceholderPattern =
  | { readonly kind: 'text'; readonly text: string } // '{id}', '{?q,limit}'
  | { readonly kind: 'regex'; readonly source: string; readonly global: boolean } // /\{(\w+)\}/g
  | { readonly kind: 'dynamic' }; // `{${key}}`, new RegExp(`\\{${key}\\}`)

export interface ReplaceStep {
  readonly call: TSESTree.CallExpression;
  readonly method: 'replace' | 'replaceAll';
  readonly pattern: PlaceholderPattern;
  readonly replacement: TSESTree.Node | undefined;
}

/** `template.replace(…).replace(…)`: a URI template filled in by text substitution. */
export interface TemplateReplace {
  /** The outermost call: the whole expression that yields the URI. */
  readonly node: TSESTree.CallExpression;
  /** The template as written (before any `.toString()`). */
  readonly template: TSESTree.Node;
  /** The template's value, when statically known. */
  readonly templateValue: string | undefined;
  /** Innermost first, in the order they run. */
  readonly steps: readonly ReplaceStep[];
}

const PLACEHOLDER_TEXT = /\{[^{}\s]+\}/;
const SCHEME_TEMPLATE = /^[a-z][a-z0-9+.-]*:\/\/.*\{[^{}\s]+\}/is;
/** Identifiers whose name says they hold a URI template: `uriTemplate`, `URI_TEMPLATE`, `resourceUriTemplate`. */
const TEMPLATE_NAME = /uri_?template/i;

function replaceCall(
  node: TSESTree.Node,
): { call: TSESTree.CallExpression; method: 'replace' | 'replaceAll'; object: TSESTree.Node } | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const { object, name: method } = methodNameOf(node) ?? {};
  if (!object || (method !== 'replace' && method !== 'replaceAll')) return undefined;
  return { call: node, method, object };
}

/** A regex source that matches a literal `{`: `\{`, or `{` where it cannot be a quantifier. */
function regexMatchesBrace(source: string): boolean {
  return source.includes('\\{') || /^\{|[(|]\{/.test(source);
}

function placeholderPattern(node: TSESTree.Node | undefined, sourceCode: SourceCode): PlaceholderPattern | undefined {
  if (!node || node.type === 'SpreadElement') return undefined;
  const pattern = unwrap(node);
  if (pattern.type === 'Literal' && 'regex' in pattern && pattern.regex) {
    return regexMatchesBrace(pattern.regex.pattern)
      ? { kind: 'regex', source: pattern.regex.pattern, global: pattern.regex.flags.includes('g') }
      : undefined;
  }
  if (pattern.type === 'NewExpression' || pattern.type === 'CallExpression') {
    const callee = unwrap(pattern.callee);
    const argument = pattern.arguments[0];
    if (callee.type !== 'Identifier' || callee.name !== 'RegExp' || !argument) return undefined;
    const known = resolveStaticString(argument, sourceCode);
    const flags = pattern.arguments[1] ? resolveStaticString(pattern.arguments[1], sourceCode)?.value : '';
    if (known)
      return regexMatchesBrace(known.value)
        ? { kind: 'regex', source: known.value, global: !!flags?.includes('g') }
        : undefined;
    return skeleton(argument, sourceCode).includes('\\{') ? { kind: 'dynamic' } : undefined;
  }
  const known = resolveStaticString(pattern, sourceCode);
  if (known) return PLACEHOLDER_TEXT.test(known.value) ? { kind: 'text', text: known.value } : undefined;
  // `{${key}}` / '{' + key + '}'
  const text = skeleton(pattern, sourceCode);
  return /^\{\0+\}$/.test(text) ? { kind: 'dynamic' } : undefined;
}

/** The known text of a template literal or `+` chain, with `\0` for each run-time value. */
function skeleton(node: TSESTree.Node, sourceCode: SourceCode): string {
  if (node.type !== 'TemplateLiteral' && !(node.type === 'BinaryExpression' && node.operator === '+')) return '';
  const parts = stringPartsOf(node, sourceCode);
  return parts ? parts.map((p) => (p.kind === 'text' ? p.text : '\0')).join('') : '';
}

function stripToString(node: TSESTree.Node): TSESTree.Node {
  let current = unwrap(node);
  for (let hops = 0; hops < 3; hops++) {
    if (current.type !== 'CallExpression') break;
    const callee = unwrap(current.callee);
    if (
      callee.type === 'MemberExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'toString' &&
      current.arguments.length === 0
    ) {
      current = unwrap(callee.object);
    } else if (callee.type === 'Identifier' && callee.name === 'String' && current.arguments.length === 1) {
      current = unwrap(current.arguments[0]!);
    } else {
      break;
    }
  }
  return current;
}

function isUriTemplateMember(node: TSESTree.Node): boolean {
  if (node.type !== 'MemberExpression') return false;
  return (
    (!node.computed && node.property.type === 'Identifier' && node.property.name === 'uriTemplate') ||
    (node.property.type === 'Literal' && node.property.value === 'uriTemplate')
  );
}

/** `{ uriTemplate }` / `{ uriTemplate: t }` destructured from a template description. */
function isDestructuredUriTemplate(identifier: TSESTree.Identifier): boolean {
  let node: TSESTree.Node = identifier;
  if (node.parent?.type === 'AssignmentPattern' && node.parent.left === node) node = node.parent;
  const property = node.parent;
  return (
    property?.type === 'Property' &&
    property.value === node &&
    property.parent.type === 'ObjectPattern' &&
    staticName(property) === 'uriTemplate'
  );
}

/**
 * Whether the value `.replace` works on is a URI template: statically `scheme://…{name}…` (also
 * with the scheme interpolated), a `uriTemplate` property (what `resources/templates/list` returns,
 * and what a `ResourceTemplate` holds), a variable named for one, or a template this file registers.
 */
function isUriTemplate(node: TSESTree.Node, model: () => McpFileModel, sourceCode: SourceCode, depth = 0): boolean {
  if (depth > 4) return false;
  const value = stripToString(node);
  if (isUriTemplateMember(value)) return true;
  if (value.type === 'Identifier') {
    if (TEMPLATE_NAME.test(value.name)) return true;
    const variable = variableOf(value, sourceCode);
    const definition = variable?.defs[0]?.name;
    if (definition?.type === 'Identifier' && isDestructuredUriTemplate(definition)) return true;
    if (variable && isRegisteredTemplate(variable, model, sourceCode)) return true;
  }
  const known = resolveStaticString(value, sourceCode);
  if (known) return SCHEME_TEMPLATE.test(known.value);
  if (value.type === 'TemplateLiteral' || (value.type === 'BinaryExpression' && value.operator === '+')) {
    const text = skeleton(value, sourceCode);
    return /^(?:[a-z][a-z0-9+.-]*|\0):\/\//i.test(text) && PLACEHOLDER_TEXT.test(text.replace(/\0/g, ''));
  }
  if (value.type !== 'Identifier') return false;
  const init = singleAssignmentInit(value, sourceCode) ?? filledLetInit(value, sourceCode);
  return !!init && isUriTemplate(init, model, sourceCode, depth + 1);
}

/**
 * `let uri = template; for (…) uri = uri.replace(…)`: a `let` filled in step by step. Its
 * initializer, when every later write replaces a placeholder in the `let` itself.
 */
function filledLetInit(identifier: TSESTree.Identifier, sourceCode: SourceCode): TSESTree.Node | undefined {
  const variable = variableOf(identifier, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'Variable' || def.node.id.type !== 'Identifier' || !def.node.init) return undefined;
  const declared = def.node.id;
  const fills = variable!.references.every((reference) => {
    const target = reference.identifier as TSESTree.Node;
    if (!reference.isWrite() || target === declared) return true;
    const assignment = target.parent;
    if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=' || assignment.left !== target)
      return false;
    let inner: TSESTree.Node = unwrap(assignment.right);
    for (let call = replaceCall(inner); call; call = replaceCall(inner)) inner = unwrap(call.object);
    return inner !== unwrap(assignment.right) && inner.type === 'Identifier' && inner.name === identifier.name;
  });
  return fills ? def.node.init : undefined;
}

function isRegisteredTemplate(
  variable: TSESLint.Scope.Variable,
  model: () => McpFileModel,
  sourceCode: SourceCode,
): boolean {
  return model().constructions.some((construction) => {
    const argument = unwrap(construction.argument);
    return (
      argument.type === 'Identifier' && argument.name === variable.name && variableOf(argument, sourceCode) === variable
    );
  });
}

/** The chain of placeholder replacements ending at `call`, if `call` is its outermost link. */
/** `model` is only called when needed: most files have no `.replace` on a URI template. */
export function templateReplaceAt(
  call: TSESTree.CallExpression,
  model: () => McpFileModel,
  sourceCode: SourceCode,
): TemplateReplace | undefined {
  const outer = replaceCall(call);
  if (!outer) return undefined;
  const pattern = placeholderPattern(call.arguments[0], sourceCode);
  if (!pattern) return undefined;
  // Only the outermost link of a chain reports.
  const above = outermost(call);
  const member = above.parent;
  if (member?.type === 'MemberExpression' && member.object === above && member.parent?.type === 'CallExpression') {
    const next = replaceCall(member.parent);
    if (next && next.call.callee === member && placeholderPattern(next.call.arguments[0], sourceCode)) return undefined;
  }
  const steps: ReplaceStep[] = [{ call, method: outer.method, pattern, replacement: call.arguments[1] }];
  let object = outer.object;
  for (let hops = 0; hops < 64; hops++) {
    const inner = replaceCall(unwrap(object));
    const innerPattern = inner && placeholderPattern(inner.call.arguments[0], sourceCode);
    if (!inner || !innerPattern) break;
    steps.unshift({
      call: inner.call,
      method: inner.method,
      pattern: innerPattern,
      replacement: inner.call.arguments[1],
    });
    object = inner.object;
  }
  if (!isUriTemplate(object, model, sourceCode)) return undefined;
  const value = resolveStaticString(stripToString(object), sourceCode)?.value;
  return { node: call, template: object, templateValue: value, steps };
}
