import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { HOST_SCHEMES, type UriBuild, type StringPart, withoutEncoding } from '../client/index.js';
import { parseTemplate } from '../template/index.js';
import { templateValue, variableNameFor, type TemplatePiece } from './template-text.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What a suggestion expands: the template and the value of each of its variables. */
export interface ExpansionPlan {
  readonly pieces: readonly TemplatePiece[];
  readonly values: ReadonlyArray<{ readonly name: string; readonly node: TSESTree.Node }>;
}

type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'code'; node: TSESTree.Node; value: string | undefined }
  | { kind: 'value'; node: TSESTree.Node };

function codeOf(part: StringPart): Piece {
  return part.kind === 'text'
    ? { kind: 'code', node: part.node, value: part.text }
    : { kind: 'code', node: part.node, value: undefined };
}

/** `key=` then one value: a pair the template can express as a `{?key}` variable. */
function queryPairs(
  pieces: readonly Piece[],
): { literal: Piece[][]; variables: Array<{ key: string; node: TSESTree.Node }> } | undefined {
  const pairs: Piece[][] = [[]];
  for (const piece of pieces) {
    if (piece.kind !== 'text') {
      pairs[pairs.length - 1]!.push(piece);
      continue;
    }
    const chunks = piece.text.split('&');
    chunks.forEach((chunk, index) => {
      if (index > 0) pairs.push([]);
      if (chunk !== '') pairs[pairs.length - 1]!.push({ kind: 'text', text: chunk });
    });
  }
  const literal: Piece[][] = [];
  const variables: Array<{ key: string; node: TSESTree.Node }> = [];
  for (const pair of pairs) {
    if (pair.length === 0) return undefined; // `?&a=1`, `a=1&`: not worth guessing
    const hasValue = pair.some((p) => p.kind === 'value');
    if (!hasValue) {
      if (variables.length > 0) return undefined; // a fixed pair after optional ones would change order
      literal.push(pair);
      continue;
    }
    const [key, value] = pair;
    if (pair.length !== 2 || key?.kind !== 'text' || !key.text.endsWith('=') || value?.kind !== 'value')
      return undefined;
    variables.push({ key: key.text.slice(0, -1), node: value.node });
  }
  return { literal, variables };
}

/**
 * The RFC 6570 template and values that a URI build means: values become `{name}` variables named
 * after the code, a hand-built query string becomes `{?a,b}` (or `{&a,b}` after fixed pairs), and
 * constants stay as `${CONSTANT}`. `undefined` when the build cannot be expressed without changing
 * what it names, or the result would not be a valid template.
 */
export function planFromBuild(build: UriBuild, sourceCode: SourceCode): ExpansionPlan | undefined {
  const hostAuthority = build.scheme === undefined || HOST_SCHEMES.has(build.scheme);
  const beforeQuery: Piece[] = [];
  const query: Piece[] = [];
  const afterQuery: Piece[] = [];
  let section: 'before' | 'query' | 'after' = 'before';
  let sawQuery = false;
  const target = () => (section === 'before' ? beforeQuery : section === 'query' ? query : afterQuery);
  build.parts.forEach((part, index) => {
    const component = build.components[index]!;
    if (part.kind === 'value') {
      const keep = component === 'scheme' || (component === 'authority' && hostAuthority);
      target().push(keep ? codeOf(part) : { kind: 'value', node: part.node });
      return;
    }
    if (part.constant) {
      target().push(codeOf(part));
      // A constant that opens the query or fragment: the rest is literal as far as the template goes.
      if (section === 'before' && /[?#]/.test(part.text)) section = 'after';
      return;
    }
    let text = part.text;
    while (text !== '') {
      const stop = section === 'before' ? text.search(/[?#]/) : section === 'query' ? text.indexOf('#') : -1;
      if (stop < 0) {
        target().push({ kind: 'text', text });
        break;
      }
      if (stop > 0) target().push({ kind: 'text', text: text.slice(0, stop) });
      if (section === 'before' && text[stop] === '?') {
        section = 'query';
        sawQuery = true;
      } else {
        afterQuery.push({ kind: 'text', text: '#' });
        section = 'after';
      }
      text = text.slice(stop + 1);
    }
  });

  const taken = new Set<string>();
  const pairs = query.length > 0 ? queryPairs(query) : { literal: [], variables: [] };
  if (!pairs) return undefined;
  for (const { key } of pairs.variables) {
    if (taken.has(key)) return undefined;
    taken.add(key);
  }
  const values: Array<{ name: string; node: TSESTree.Node }> = [];
  const pieces: TemplatePiece[] = [];
  const emit = (list: readonly Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'text') pieces.push({ kind: 'literal', text: piece.text });
      else if (piece.kind === 'code') pieces.push(piece);
      else {
        const name = variableNameFor(piece.node, taken);
        values.push({ name, node: withoutEncoding(piece.node, sourceCode) });
        pieces.push({ kind: 'expression', text: `{${name}}` });
      }
    }
  };
  emit(beforeQuery);
  if (pairs.literal.length > 0) {
    pieces.push({ kind: 'literal', text: '?' });
    pairs.literal.forEach((pair, index) => {
      if (index > 0) pieces.push({ kind: 'literal', text: '&' });
      emit(pair);
    });
  } else if (sawQuery && pairs.variables.length === 0) {
    pieces.push({ kind: 'literal', text: '?' });
  }
  if (pairs.variables.length > 0) {
    const operator = pairs.literal.length > 0 ? '&' : '?';
    pieces.push({ kind: 'expression', text: `{${operator}${pairs.variables.map((v) => v.key).join(',')}}` });
    for (const { key, node } of pairs.variables) values.push({ name: key, node: withoutEncoding(node, sourceCode) });
  }
  emit(afterQuery);

  // Offer only what parses as the template it is meant to be: same variables, no errors.
  const parsed = parseTemplate(templateValue(pieces));
  const names = values.map((v) => v.name);
  if (
    parsed.errors.length > 0 ||
    parsed.variables.length !== names.length ||
    parsed.variables.some((v) => !names.includes(v.name))
  )
    return undefined;
  if (values.some((v) => v.node.type === 'SpreadElement')) return undefined;
  return { pieces, values };
}
