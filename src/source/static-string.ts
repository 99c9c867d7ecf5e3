import { getStaticValue } from '@eslint-community/eslint-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { OffsetRange } from '../template/index.js';
import { scopeOf, sourceOf, textOf } from '../project/index.js';
import { memberValue } from './class-members.js';
import { objectMemberValue } from './object-members.js';
import { localFunctionOf } from './local-functions.js';
import { singleAssignmentInit } from './bindings.js';
import { returnedExpressions } from './walk.js';
import { buildEscapeMap } from './escape-map.js';

/**
 * A string whose value is known statically, kept as the tree of source nodes that produced it,
 * so that any value range can be mapped back to the smallest source range that contains it.
 */
export interface StaticString {
  readonly value: string;
  /** The node that produced this part of the value. */
  readonly node: TSESTree.Node;
  /**
   * A literal body as written (`raw`, starting at file offset `base`), for exact per-character
   * positions: its escape map is read only when a range inside it is reported.
   */
  readonly escapes?: { readonly base: number; readonly raw: string };
  /** Sub-parts, with their offset inside `value`. */
  readonly children?: ReadonlyArray<{ readonly offset: number; readonly part: StaticString }>;
  /**
   * A piece whose value this file does not hold (an imported constant, `${item.id}`), stood in for by
   * `…` (a valid literal character of a URI template, and how messages show it), so that the rest
   * can still be parsed. Only `resolveUriString` makes such pieces.
   */
  readonly unknown?: true;
}

const MAX_DEPTH = 16;

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Resolves `node` to a static string: literals, template literals and `+` over them, `as`/`satisfies`
 * wrappers, identifiers bound once to such a value and class fields set once (followed to their
 * definition, so a template held in a constant is reported where it is written), and calls without
 * arguments of a function of this file that always returns the same such value. Anything else that `getStaticValue` can
 * evaluate becomes an opaque part. Returns `null` when the value is not statically known.
 */
export function resolveStaticString(node: TSESTree.Node, sourceCode: SourceCode): StaticString | null {
  return resolve(node, sourceCode, 0, new Set());
}

/**
 * As `resolveStaticString`, for a URI or template written around pieces this file cannot know
 * (`` `${PREFIX}/{name}` ``, `"ui://" + item.id + "{?theme}"`): each such piece of a template literal or
 * `+` becomes an `unknown` part, as long as some literal text is known. Its syntax and what the known
 * text says can be judged; what the unknown pieces hold cannot (see `hasUnknownPart`).
 */
export function resolveUriString(node: TSESTree.Node, sourceCode: SourceCode): StaticString | null {
  const known = resolveStaticString(node, sourceCode);
  if (known) return known;
  const unwrapped = node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' ? node.expression : node;
  if (unwrapped.type !== 'TemplateLiteral' && !(unwrapped.type === 'BinaryExpression' && unwrapped.operator === '+'))
    return null;
  const resolved = resolve(unwrapped, sourceCode, 0, new Set(), true);
  return resolved && resolved.value.length > 0 && !isUnknownOnly(resolved) ? resolved : null;
}

function isUnknownOnly(part: StaticString): boolean {
  if (part.unknown) return true;
  if (part.escapes) return part.value.length === 0;
  return part.children?.every((child) => isUnknownOnly(child.part)) ?? false;
}

const UNKNOWN = '…';

function unknownPart(node: TSESTree.Node): StaticString {
  return { value: UNKNOWN, node, unknown: true };
}

/** The source text of each unknown piece, in order: two strings whose known text is equal hold the same value only if these are equal too. */
export function unknownPieces(part: StaticString, sourceCode: SourceCode): string[] {
  if (part.unknown) return [textOf(part.node, sourceCode)];
  return part.children?.flatMap((child) => unknownPieces(child.part, sourceCode)) ?? [];
}

function resolve(
  node: TSESTree.Node,
  sourceCode: SourceCode,
  depth: number,
  visiting: Set<TSESTree.Node>,
  allowUnknown = false,
): StaticString | null {
  if (depth > MAX_DEPTH || visiting.has(node)) return null;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string'
        ? literalPart(node, node.value, node.range[0] + 1, node.range[1] - 1, sourceCode)
        : null;
    case 'TemplateLiteral':
      return templateLiteral(node, sourceCode, depth, visiting, allowUnknown);
    case 'BinaryExpression': {
      if (node.operator !== '+') break;
      const piece = (side: TSESTree.Node) =>
        resolve(side, sourceCode, depth + 1, visiting, allowUnknown) ?? (allowUnknown ? unknownPart(side) : null);
      const left = piece(node.left);
      const right = left && piece(node.right);
      if (!left || !right) break;
      return {
        value: left.value + right.value,
        node,
        children: [
          { offset: 0, part: left },
          { offset: left.value.length, part: right },
        ],
      };
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'TSTypeAssertion': {
      const inner = resolve(node.expression, sourceCode, depth + 1, visiting);
      return inner && { value: inner.value, node, children: [{ offset: 0, part: inner }] };
    }
    case 'Identifier':
    case 'MemberExpression': {
      // A constant, a field of a class set once (`static readonly TEMPLATE = '…'`, `this.template`), a
      // property of a constant object (`URIS.doc`), here or in another module of the project.
      const init =
        node.type === 'Identifier'
          ? singleAssignmentInit(node, sourceCode)
          : (memberValue(node, sourceCode) ?? objectMemberValue(node, sourceCode));
      if (!init) break;
      const initSource = sourceOf(init, sourceCode);
      visiting.add(node);
      const inner = resolve(init, initSource, depth + 1, visiting);
      visiting.delete(node);
      if (!inner) break;
      // Written in another module: its characters cannot be pointed at here, so the name stands for them.
      if (initSource !== sourceCode) return { value: inner.value, node };
      return { value: inner.value, node, children: [{ offset: 0, part: inner }] };
    }
    case 'CallExpression': {
      // A helper of this file whose every return is the same static string (`policyTemplate()`).
      const fn = node.arguments.length === 0 ? localFunctionOf(node.callee, sourceCode) : undefined;
      if (!fn || visiting.has(fn)) break;
      const fnSource = sourceOf(fn, sourceCode);
      visiting.add(fn);
      const returned = returnedExpressions(fn, fnSource.visitorKeys).map((value) =>
        resolve(value, fnSource, depth + 1, visiting),
      );
      visiting.delete(fn);
      const first = returned[0];
      if (!first || !returned.every((part) => part?.value === first.value)) break;
      if (fnSource !== sourceCode) return { value: first.value, node };
      return { value: first.value, node, children: [{ offset: 0, part: first }] };
    }
    default:
      break;
  }
  const evaluated = getStaticValue(node as never, scopeOf(node, sourceCode) as never);
  return evaluated && typeof evaluated.value === 'string' ? { value: evaluated.value, node } : null;
}

function literalPart(
  node: TSESTree.Node,
  value: string,
  rawStart: number,
  rawEnd: number,
  sourceCode: SourceCode,
): StaticString {
  return { value, node, escapes: { base: rawStart, raw: sourceCode.text.slice(rawStart, rawEnd) } };
}

function templateLiteral(
  node: TSESTree.TemplateLiteral,
  sourceCode: SourceCode,
  depth: number,
  visiting: Set<TSESTree.Node>,
  allowUnknown: boolean,
): StaticString | null {
  const children: Array<{ offset: number; part: StaticString }> = [];
  let value = '';
  for (let index = 0; index < node.quasis.length; index++) {
    const quasi = node.quasis[index]!;
    const cooked = quasi.value.cooked;
    if (cooked == null) return null; // an invalid escape in a tagged template
    // A quasi's range includes its delimiters: "`" or "}" before, "`" or "${" after.
    const part = literalPart(quasi, cooked, quasi.range[0] + 1, quasi.range[1] - (quasi.tail ? 1 : 2), sourceCode);
    children.push({ offset: value.length, part });
    value += cooked;
    const expression = node.expressions[index];
    if (expression) {
      const inner =
        resolve(expression, sourceCode, depth + 1, visiting, allowUnknown) ??
        (allowUnknown ? unknownPart(expression) : null);
      if (!inner) return null;
      children.push({ offset: value.length, part: inner });
      value += inner.value;
    }
  }
  return { value, node, children };
}

/**
 * The absolute `[start, end)` source range of the value range, on the smallest node containing it.
 * An empty value range maps to an empty source range at its position.
 */
export function sourceRangeOf(part: StaticString, range: OffsetRange): [number, number] {
  if (part.escapes) {
    const { base, raw } = part.escapes;
    const map = buildEscapeMap(raw, part.value.length);
    const start = base + map.starts[Math.min(range.start, part.value.length)]!;
    const end = range.end > range.start ? base + map.ends[range.end - 1]! : start;
    return [start, end];
  }
  for (const child of part.children ?? []) {
    const childEnd = child.offset + child.part.value.length;
    const fits =
      range.end > range.start
        ? child.offset <= range.start && range.end <= childEnd
        : child.offset <= range.start && range.start < childEnd;
    if (fits) return sourceRangeOf(child.part, { start: range.start - child.offset, end: range.end - child.offset });
  }
  return [part.node.range[0], part.node.range[1]];
}
