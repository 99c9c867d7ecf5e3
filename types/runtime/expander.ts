// RFC 6570 level 4 expansion (§3.2 and Appendix A), compiled once per template.
import { TemplateLimitError, TemplateValueError } from './errors.js';
import { LONE_SURROGATE, codePointPrefix, pctEncode } from './encoding.js';
import type { Operator, ParsedTemplate } from './grammar.js';

/** The Appendix A table: what each operator writes first, between values, and for empty values. */
export interface OperatorSpec {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  /** `U+R`: reserved characters and pct-triplets are kept. */
  readonly reserved: boolean;
}

export const OPERATOR_SPECS: Readonly<Record<Operator, OperatorSpec>> = {
  '': { first: '', sep: ',', named: false, ifemp: '', reserved: false },
  '+': { first: '', sep: ',', named: false, ifemp: '', reserved: true },
  '.': { first: '.', sep: '.', named: false, ifemp: '', reserved: false },
  '/': { first: '/', sep: '/', named: false, ifemp: '', reserved: false },
  ';': { first: ';', sep: ';', named: true, ifemp: '', reserved: false },
  '?': { first: '?', sep: '&', named: true, ifemp: '=', reserved: false },
  '&': { first: '&', sep: '&', named: true, ifemp: '=', reserved: false },
  '#': { first: '#', sep: ',', named: false, ifemp: '', reserved: true },
};

interface ExpansionVariable {
  readonly name: string;
  readonly prefix: number | undefined;
  readonly explode: boolean;
}

interface ExpansionExpression {
  readonly op: OperatorSpec;
  readonly variables: readonly ExpansionVariable[];
}

/** Literals, already encoded, and expressions. */
export type ExpansionPlan = readonly (string | ExpansionExpression)[];

/**
 * Literals are copied, with characters that may not appear in a URI pct-encoded (§3.1: the
 * parser has already rejected those that may not appear in a template, so this leaves ucschar
 * and iprivate characters, which become UTF-8 pct-triplets).
 */
export function compileExpansion(parsed: ParsedTemplate): ExpansionPlan {
  return parsed.parts.map((part) =>
    part.type === 'literal'
      ? pctEncode(part.value, true)
      : {
          op: OPERATOR_SPECS[part.operator],
          variables: part.variables.map(({ name, prefix, explode }) => ({ name, prefix, explode })),
        },
  );
}

type Scalar = string | number | boolean | bigint;

const scalarText = (value: unknown): string | undefined => {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return undefined;
  }
};

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

function encodeFor(value: string, op: OperatorSpec, variable: string): string {
  try {
    return pctEncode(value, op.reserved);
  } catch (error) {
    if (error !== LONE_SURROGATE) throw error;
    throw new TemplateValueError(
      'lone-surrogate',
      variable,
      `the value of "${variable}" holds a lone surrogate, which has no UTF-8 encoding`,
    );
  }
}

const invalidValue = (variable: string, what: string) =>
  new TemplateValueError(
    'invalid-value',
    variable,
    `the value of "${variable}" is ${what}: give a string, number, boolean, list of them, or an object of them`,
  );

/** The defined members of a list (undefined and null members are skipped). */
function listMembers(list: readonly unknown[], variable: string): string[] {
  const members: string[] = [];
  for (const member of list) {
    if (member === undefined || member === null) continue;
    const text = scalarText(member);
    if (text === undefined) throw invalidValue(variable, 'a list holding a ' + describe(member));
    members.push(text);
  }
  return members;
}

/** The defined pairs of an associative array (§2.3: pairs with undefined values do not count). */
function mapPairs(map: object, variable: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of Object.keys(map)) {
    const member = (map as Record<string, unknown>)[key];
    if (member === undefined || member === null) continue;
    const text = scalarText(member);
    if (text === undefined) throw invalidValue(variable, 'an object holding a ' + describe(member));
    pairs.push([key, text]);
  }
  return pairs;
}

const describe = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);

/**
 * Expands a compiled template with `values`. A variable is undefined when it is missing,
 * `undefined` or `null`, an empty list, or an object with no defined member (§2.3); undefined
 * variables write nothing, not even their operator's separator.
 */
export function runExpansion(
  plan: ExpansionPlan,
  values: Readonly<Record<string, unknown>>,
  maxLength: number,
): string {
  let out = '';
  for (const step of plan) {
    if (typeof step === 'string') {
      out += step;
      continue;
    }
    const { op, variables } = step;
    let first = true;
    for (const variable of variables) {
      const { name } = variable;
      let value = values[name];
      // Only own properties: `{constructor}` must not find Object.prototype.constructor.
      if (value !== undefined && !Object.hasOwn(values, name)) value = undefined;
      if (value === undefined || value === null) continue;

      let text = scalarText(value);
      if (text !== undefined) {
        if (variable.prefix !== undefined) text = codePointPrefix(text, variable.prefix);
        // An encoding is never shorter than its text: stop before encoding a value that cannot fit.
        if (out.length + text.length > maxLength)
          throw new TemplateLimitError('uri-length', out.length + text.length, maxLength);
        out += first ? op.first : op.sep;
        first = false;
        if (op.named) out += name + (text === '' ? op.ifemp : '=');
        out += encodeFor(text, op, name);
        continue;
      }

      if (typeof value !== 'object' || (!Array.isArray(value) && !isPlainObject(value))) {
        throw invalidValue(
          name,
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a prototype without `constructor` has none
          'a ' + (typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value),
        );
      }
      const list = Array.isArray(value) ? listMembers(value, name) : undefined;
      const pairs = list ? undefined : mapPairs(value, name);
      if ((list ?? pairs!).length === 0) continue;
      if (variable.prefix !== undefined) {
        throw new TemplateValueError(
          'prefix-on-composite',
          name,
          `"${name}:${variable.prefix}" takes a string: RFC 6570 §2.4.1 does not apply a prefix to a ${list ? 'list' : 'map'}`,
        );
      }
      let size = 0;
      for (const member of list ?? pairs!.flat()) size += member.length + 1;
      if (out.length + size > maxLength) throw new TemplateLimitError('uri-length', out.length + size, maxLength);

      out += first ? op.first : op.sep;
      first = false;
      if (!variable.explode) {
        if (op.named) out += name + '=';
        out += list
          ? list.map((member) => encodeFor(member, op, name)).join(',')
          : pairs!.map(([key, member]) => encodeFor(key, op, name) + ',' + encodeFor(member, op, name)).join(',');
      } else if (list) {
        out += list
          .map((member) => (op.named ? name + (member === '' ? op.ifemp : '=') : '') + encodeFor(member, op, name))
          .join(op.sep);
      } else {
        out += pairs!
          .map(([key, member]) =>
            op.named && member === ''
              ? encodeFor(key, op, name) + op.ifemp
              : encodeFor(key, op, name) + '=' + encodeFor(member, op, name),
          )
          .join(op.sep);
      }
    }
    if (out.length > maxLength) throw new TemplateLimitError('uri-length', out.length, maxLength);
  }
  if (out.length > maxLength) throw new TemplateLimitError('uri-length', out.length, maxLength);
  return out;
}
