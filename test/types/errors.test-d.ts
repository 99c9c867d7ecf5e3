// Every error class of the lint parser has a type-level twin with the same wording: ValidateTemplate<T>
// is the template when valid, else "URI template error: " + the lint message for the first error.
// (test/types/differential.test.ts compares the wording with the runtime parser itself.)
import { describe, expectTypeOf, it } from 'vitest';
import type { ValidateTemplate } from '../../types/index.js';

describe('ValidateTemplate', () => {
  it('is the template itself when valid', () => {
    expectTypeOf<ValidateTemplate<'reviews://{isbn}{?limit,sort}'>>().toEqualTypeOf<'reviews://{isbn}{?limit,sort}'>();
    expectTypeOf<ValidateTemplate<'a://{x:3}/{+y*}{?p}{&q}'>>().toEqualTypeOf<'a://{x:3}/{+y*}{?p}{&q}'>();
  });

  it('passes non-literal strings through unchecked', () => {
    expectTypeOf<ValidateTemplate<string>>().toEqualTypeOf<string>();
  });

  it('reports adjacent-variables', () => {
    expectTypeOf<
      ValidateTemplate<'a://{x}{y}'>
    >().toEqualTypeOf<'URI template error: "{x}" and "{y}" have no literal between them, so a URI cannot be split between them unambiguously, and matching it in the SDK is slow on long URIs: put a literal between them, or write "{.y}" or "{/y}"'>();
    expectTypeOf<
      ValidateTemplate<'a://{x}{+y,z:3}'>
    >().toEqualTypeOf<'URI template error: "{x}" and "{+y,z:3}" have no literal between them, so a URI cannot be split between them unambiguously, and matching it in the SDK is slow on long URIs: put a literal between them, or write "{.y,z:3}" or "{/y,z:3}"'>();
  });

  it('reports duplicate-variable', () => {
    expectTypeOf<
      ValidateTemplate<'a://{x,y,x}'>
    >().toEqualTypeOf<'URI template error: variable "x" is declared twice (again in "{x,y,x}"): give each variable its own name'>();
    expectTypeOf<
      ValidateTemplate<'a://{x}/{?x}'>
    >().toEqualTypeOf<'URI template error: variable "x" is declared twice (again in "{?x}"): give each variable its own name'>();
  });

  it('reports empty-expression', () => {
    expectTypeOf<
      ValidateTemplate<'a://{}'>
    >().toEqualTypeOf<'URI template error: expression "{}" is empty: name a variable inside the braces, e.g. "{id}"'>();
  });

  it('reports invalid-literal', () => {
    expectTypeOf<
      ValidateTemplate<'a://b c{x}'>
    >().toEqualTypeOf<'URI template error: character " " is not allowed outside an expression: write it as %20'>();
    expectTypeOf<
      ValidateTemplate<'a://b<{x}'>
    >().toEqualTypeOf<'URI template error: character "<" is not allowed outside an expression: write it as %3C'>();
  });

  it('reports invalid-percent-encoding', () => {
    expectTypeOf<
      ValidateTemplate<'a://b%2{x}'>
    >().toEqualTypeOf<'URI template error: "%2" is not a valid percent-encoding: write "%" as %25, or follow it with two hex digits'>();
    expectTypeOf<
      ValidateTemplate<'a://%zz'>
    >().toEqualTypeOf<'URI template error: "%zz" is not a valid percent-encoding: write "%" as %25, or follow it with two hex digits'>();
  });

  it('reports invalid-prefix', () => {
    expectTypeOf<
      ValidateTemplate<'a://{x:0}'>
    >().toEqualTypeOf<'URI template error: prefix ":0" in "{x:0}" is not valid: write ":N" with N from 1 to 9999, and do not combine it with "*"'>();
    expectTypeOf<
      ValidateTemplate<'a://{x:10000}'>
    >().toEqualTypeOf<'URI template error: prefix ":10000" in "{x:10000}" is not valid: write ":N" with N from 1 to 9999, and do not combine it with "*"'>();
    expectTypeOf<
      ValidateTemplate<'a://{x*:3}'>
    >().toEqualTypeOf<'URI template error: prefix "*:3" in "{x*:3}" is not valid: write ":N" with N from 1 to 9999, and do not combine it with "*"'>();
  });

  it('reports invalid-variable-name', () => {
    expectTypeOf<
      ValidateTemplate<'a://{x-y}'>
    >().toEqualTypeOf<'URI template error: variable name "x-y" in "{x-y}" is not valid: use letters, digits, "_" and percent-encoded bytes, with "." only between them'>();
    expectTypeOf<
      ValidateTemplate<'a://{x,}'>
    >().toEqualTypeOf<'URI template error: variable name "" in "{x,}" is not valid: use letters, digits, "_" and percent-encoded bytes, with "." only between them'>();
    expectTypeOf<
      ValidateTemplate<'a://{.x.}'>
    >().toEqualTypeOf<'URI template error: variable name "x." in "{.x.}" is not valid: use letters, digits, "_" and percent-encoded bytes, with "." only between them'>();
    expectTypeOf<
      ValidateTemplate<'a://{%4g}'>
    >().toEqualTypeOf<'URI template error: variable name "%4g" in "{%4g}" is not valid: use letters, digits, "_" and percent-encoded bytes, with "." only between them'>();
  });

  it('reports multiple-multi-segment', () => {
    expectTypeOf<
      ValidateTemplate<'a://{+x}/{/y*}'>
    >().toEqualTypeOf<'URI template error: "{/y*}" is a second multi-segment variable after "{+x}": a URI cannot be split between two variables that may both contain "/", keep only one'>();
    expectTypeOf<
      ValidateTemplate<'a://{#x,y}'>
    >().toEqualTypeOf<'URI template error: "y" is a second multi-segment variable after "x": a URI cannot be split between two variables that may both contain "/", keep only one'>();
    expectTypeOf<
      ValidateTemplate<'a://{/a,b*,c:2,d*}'>
    >().toEqualTypeOf<'URI template error: "d*" is a second multi-segment variable after "b*": a URI cannot be split between two variables that may both contain "/", keep only one'>();
  });

  it('reports multiple-query-groups', () => {
    expectTypeOf<
      ValidateTemplate<'a://{?x}{?y}'>
    >().toEqualTypeOf<'URI template error: "{?y}" starts a second query group after "{?x}": merge them into one "{?...}", or continue the query with "{&...}"'>();
  });

  it('reports reserved-operator', () => {
    expectTypeOf<
      ValidateTemplate<'a://{=x}'>
    >().toEqualTypeOf<'URI template error: operator "=" in "{=x}" is reserved by RFC 6570: use one of + # . / ; ? & or none'>();
    expectTypeOf<
      ValidateTemplate<'a://{|x}'>
    >().toEqualTypeOf<'URI template error: operator "|" in "{|x}" is reserved by RFC 6570: use one of + # . / ; ? & or none'>();
  });

  it('reports stray-close-brace', () => {
    expectTypeOf<
      ValidateTemplate<'a://x}'>
    >().toEqualTypeOf<'URI template error: "}" has no matching "{": remove it, or write it as %7D'>();
  });

  it('reports unclosed-expression', () => {
    expectTypeOf<
      ValidateTemplate<'a://{x'>
    >().toEqualTypeOf<'URI template error: expression "{x" is not closed: add "}" after it'>();
    expectTypeOf<
      ValidateTemplate<'a://{x{y}'>
    >().toEqualTypeOf<'URI template error: expression "{x" is not closed: add "}" after it'>();
  });
});
