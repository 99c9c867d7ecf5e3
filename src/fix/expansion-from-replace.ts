import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { type TemplateReplace, stringPartsOf, isGlobalCall, withoutEncoding } from '../client/index.js';
import { returnedExpressions, unwrap } from '../source/index.js';
import type { ParsedTemplate } from '../template/index.js';
import { valuesObject } from './expansion-library.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const SIMPLE_PLACEHOLDER = /^\{(\w+(?:\.\w+)*)\}$/;
const QUERY_PLACEHOLDER = /^\{([?&])(\w+(?:,\w+)*)\}$/;
/** Character classes that capture a `{name}` placeholder's name (RFC 6570 names: letters, digits, `_`, `.`). */
const NAME_CLASSES = new Set([
  '\\w',
  '[\\w]',
  '[^}]',
  '[^\\}]',
  '[^{}]',
  '[^\\{\\}]',
  '[\\w.]',
  '[\\w\\.]',
  '[a-zA-Z0-9_]',
  '[A-Za-z0-9_]',
  '[a-zA-Z0-9_.]',
  '[^}\\s]',
  '[^\\s}]',
]);

/** Whether a regex source matches `{name}` and captures exactly the name: `\{(\w+)\}`, `{([^}]+)}`. */
function capturesPlaceholderName(source: string): boolean {
  const match = /^(?:\\\{|\{)\((.+)\+\)(?:\\\}|\})$/.exec(source);
  return !!match && NAME_CLASSES.has(match[1]!);
}

function codeOf(node: TSESTree.Node, sourceCode: SourceCode): string {
  const text = sourceCode.getText(node);
  return node.type === 'SequenceExpression' ? `(${text})` : text;
}

/** `?q=${a}&limit=${b}` replacing `{?q,limit}`: the value of each name, in order. */
function queryValues(
  replacement: TSESTree.Node,
  operator: string,
  names: readonly string[],
  sourceCode: SourceCode,
): TSESTree.Node[] | undefined {
  const value = unwrap(replacement);
  if (value.type !== 'TemplateLiteral' && !(value.type === 'BinaryExpression' && value.operator === '+'))
    return undefined;
  const parts = stringPartsOf(value, sourceCode);
  if (!parts || parts.length !== names.length * 2) return undefined;
  const values: TSESTree.Node[] = [];
  for (const [i, name] of names.entries()) {
    const key = parts[2 * i]!;
    const part = parts[2 * i + 1]!;
    const separator = i === 0 ? operator : '&';
    if (key.kind !== 'text' || key.text !== `${separator}${name}=` || part.kind !== 'value') return undefined;
    values.push(part.node);
  }
  return values;
}

/** `(_, name) => encodeURIComponent(values[name] ?? "")`: the `values` object, when that is all it does. */
function valuesOfReplacer(replacement: TSESTree.Node | undefined, sourceCode: SourceCode): TSESTree.Node | undefined {
  const fn = replacement && unwrap(replacement);
  if (!fn || (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')) return undefined;
  const [, nameParam] = fn.params;
  const returned = returnedExpressions(fn, sourceCode.visitorKeys);
  if (nameParam?.type !== 'Identifier' || returned.length !== 1) return undefined;
  let body: TSESTree.Node = unwrap(returned[0]!);
  for (let hops = 0; hops < 4; hops++) {
    if (
      (isGlobalCall(body, 'encodeURIComponent', sourceCode) || isGlobalCall(body, 'String', sourceCode)) &&
      body.arguments.length === 1
    )
      body = unwrap(body.arguments[0]!);
    else if (
      body.type === 'LogicalExpression' &&
      body.operator !== '&&' &&
      body.right.type === 'Literal' &&
      body.right.value === ''
    )
      body = unwrap(body.left);
    else break;
  }
  if (
    body.type !== 'MemberExpression' ||
    !body.computed ||
    body.property.type !== 'Identifier' ||
    body.property.name !== nameParam.name
  )
    return undefined;
  // The object must not depend on the replacer's own parameters.
  const paramNames = new Set(fn.params.flatMap((p) => (p.type === 'Identifier' ? [p.name] : [])));
  const object = unwrap(body.object);
  const uses = sourceCode.getText(object).match(/[A-Z_$][\w$]*/gi) ?? [];
  return uses.some((u) => paramNames.has(u)) ? undefined : body.object;
}

/**
 * The values argument that expands the same template the replacements fill in, or `undefined` when
 * the replacements do not correspond one to one to the template's expressions (then a library call
 * would mean something else).
 */
export function valuesFromReplace(
  replace: TemplateReplace,
  parsed: ParsedTemplate | undefined,
  sourceCode: SourceCode,
): string | undefined {
  if (parsed && parsed.errors.length > 0) return undefined;
  const { steps } = replace;
  if (steps.length === 1 && steps[0]!.pattern.kind === 'regex') {
    const step = steps[0]!;
    if (!capturesPlaceholderName(step.pattern.kind === 'regex' ? step.pattern.source : '')) return undefined;
    if (step.pattern.kind === 'regex' && !step.pattern.global && step.method === 'replace') return undefined;
    // The regex fills in only `{name}` expressions: any other would be left as text.
    if (
      parsed?.expressions.some(
        (e) =>
          e.operator !== '' ||
          e.variables.length !== 1 ||
          e.variables[0]!.prefix !== undefined ||
          e.variables[0]!.explode,
      )
    )
      return undefined;
    const values = valuesOfReplacer(step.replacement, sourceCode);
    return values && codeOf(values, sourceCode);
  }
  const entries: Array<{ name: string; code: string }> = [];
  const replaced = new Set<string>();
  for (const step of steps) {
    const replacement = step.replacement;
    if (step.pattern.kind !== 'text' || !replacement || replacement.type === 'SpreadElement') return undefined;
    const replacementValue = unwrap(replacement);
    if (replacementValue.type === 'ArrowFunctionExpression' || replacementValue.type === 'FunctionExpression')
      return undefined;
    const text = step.pattern.text;
    if (replaced.has(text)) return undefined;
    replaced.add(text);
    const simple = SIMPLE_PLACEHOLDER.exec(text);
    const query = QUERY_PLACEHOLDER.exec(text);
    if (simple) {
      entries.push({ name: simple[1]!, code: codeOf(withoutEncoding(replacement, sourceCode), sourceCode) });
    } else if (query) {
      const names = query[2]!.split(',');
      const values = queryValues(replacement, query[1]!, names, sourceCode);
      if (!values) return undefined;
      names.forEach((name, i) =>
        entries.push({ name, code: codeOf(withoutEncoding(values[i]!, sourceCode), sourceCode) }),
      );
    } else {
      return undefined;
    }
  }
  if (new Set(entries.map((e) => e.name)).size !== entries.length) return undefined;
  if (parsed) {
    const expressions = new Set(parsed.expressions.map((e) => e.text));
    if (expressions.size !== replaced.size || [...replaced].some((t) => !expressions.has(t))) return undefined;
  }
  return valuesObject(entries);
}
