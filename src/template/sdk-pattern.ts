import type { ParsedTemplate } from 'mcp-resources/grammar';

/**
 * The regular language the MCP SDK's `UriTemplate.match()` accepts for a template, as a small NFA.
 * It mirrors the SDK's own translation (1.32 / 2.4): literal text matched exactly; `{x}` as
 * `[^/,]+`; `{x*}` and `{/x*}` as `[^/,]+(,[^/,]+)*`; `{+x}`/`{#x}` as `.+` (no "#" is matched);
 * `{.x}` as `\.[^/,]+`; `{/x}` as `/[^/,]+`; unknown operators (`;`) as `[^/,]+`; `{?a,b}` as
 * `\?a=[^&]+&b=[^&]+` (`{&…}` starts with `&`); a multi-variable non-query expression uses its
 * first variable only.
 */

/** A character class over the alphabet, or one exact character. */
export type CharTest = { readonly char: string } | { readonly notIn: string } | { readonly any: true };

export interface Nfa {
  /** transitions[state] = [test, target][] */
  readonly transitions: Array<Array<readonly [CharTest, number]>>;
  readonly start: number;
  readonly accept: number;
  /** Every character the NFA tests for by identity. */
  readonly chars: Set<string>;
  /** The fixed texts between the variable parts, in order: every word holds each of them. */
  readonly fixedTexts: readonly string[];
}

const SEGMENT: CharTest = { notIn: '/,' };
const ANY: CharTest = { any: true };
const QUERY_VALUE: CharTest = { notIn: '&' };

export function sdkMatchNfa(template: ParsedTemplate): Nfa {
  const transitions: Array<Array<readonly [CharTest, number]>> = [[]];
  const chars = new Set<string>(['/', ',', '&']);
  let current = 0;
  const fixedTexts: string[] = [];
  let fixed = '';
  const state = () => transitions.push([]) - 1;
  const edge = (from: number, test: CharTest, to: number) => transitions[from]!.push([test, to]);
  const literal = (text: string) => {
    fixed += text;
    for (const char of text) {
      chars.add(char);
      const next = state();
      edge(current, { char }, next);
      current = next;
    }
  };
  /** test+ */
  const plus = (test: CharTest) => {
    fixedTexts.push(fixed);
    fixed = '';
    const next = state();
    edge(current, test, next);
    edge(next, test, next);
    current = next;
  };
  /** test+ ("," test+)* */
  const commaList = (test: CharTest) => {
    plus(test);
    const loop = current;
    const afterComma = state();
    edge(loop, { char: ',' }, afterComma);
    edge(afterComma, test, loop);
  };

  for (const part of template.parts) {
    if (part.type === 'literal') {
      literal(part.value);
      continue;
    }
    const [first] = part.variables;
    if (!first) continue;
    switch (part.operator) {
      case '?':
      case '&':
        part.variables.forEach((variable, index) => {
          literal(`${index === 0 ? part.operator : '&'}${variable.name}=`);
          plus(QUERY_VALUE);
        });
        break;
      case '+':
      case '#':
        plus(ANY);
        break;
      case '.':
        literal('.');
        plus(SEGMENT);
        break;
      case '/':
        literal('/');
        if (part.variables.some((v) => v.explode)) commaList(SEGMENT);
        else plus(SEGMENT);
        break;
      default:
        // '' and ';' (which the SDK does not know, so it reads ";x" as a name).
        if (part.variables.some((v) => v.explode)) commaList(SEGMENT);
        else plus(SEGMENT);
    }
  }
  fixedTexts.push(fixed);
  return { transitions, start: 0, accept: current, chars, fixedTexts };
}

export function testChar(test: CharTest, char: string): boolean {
  if ('char' in test) return test.char === char;
  if ('notIn' in test) return !test.notIn.includes(char);
  return true;
}
