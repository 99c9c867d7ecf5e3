// What a read handler receives (TemplateVariables), what a client supplies (ExpansionValues) and
// each variable's kind (TemplateVariableKinds), for every operator and modifier.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ExpansionScalar,
  ExpansionValue,
  ExpansionValues,
  SdkVariables,
  TemplateVariableKinds,
  TemplateVariables,
  ValidateTemplate,
} from '../../types/index.js';
import { expand } from '../../types/index.js';

describe('TemplateVariables', () => {
  it('gives string for {x}, {+x}, {#x}, {.x}, {/x} and {;x}', () => {
    expectTypeOf<TemplateVariables<'a://{x}'>>().toEqualTypeOf<{ x: string }>();
    expectTypeOf<TemplateVariables<'a://{+x}'>>().toEqualTypeOf<{ x: string }>();
    expectTypeOf<TemplateVariables<'a://b{#x}'>>().toEqualTypeOf<{ x: string }>();
    expectTypeOf<TemplateVariables<'a://b{.x}'>>().toEqualTypeOf<{ x: string }>();
    expectTypeOf<TemplateVariables<'a://b{/x}'>>().toEqualTypeOf<{ x: string }>();
    expectTypeOf<TemplateVariables<'a://b{;x}'>>().toEqualTypeOf<{ x: string }>();
  });

  it('gives string for a :N prefix', () => {
    expectTypeOf<TemplateVariables<'a://{x:3}'>>().toEqualTypeOf<{ x: string }>();
    expectTypeOf<TemplateVariables<'a://b{/x:9999}'>>().toEqualTypeOf<{ x: string }>();
  });

  it('gives string[] for exploded variables', () => {
    expectTypeOf<TemplateVariables<'a://{x*}'>>().toEqualTypeOf<{ x: string[] }>();
    expectTypeOf<TemplateVariables<'a://b{/x*}'>>().toEqualTypeOf<{ x: string[] }>();
    expectTypeOf<TemplateVariables<'a://b{.x*}'>>().toEqualTypeOf<{ x: string[] }>();
    expectTypeOf<TemplateVariables<'a://b{;x*}'>>().toEqualTypeOf<{ x: string[] }>();
    expectTypeOf<TemplateVariables<'a://{+x*}'>>().toEqualTypeOf<{ x: string[] }>();
    expectTypeOf<TemplateVariables<'a://b{#x*}'>>().toEqualTypeOf<{ x: string[] }>();
  });

  it('gives optional string for {?…} and {&…}, optional string[] when exploded', () => {
    expectTypeOf<TemplateVariables<'a://b{?x,y}'>>().toEqualTypeOf<{ x?: string; y?: string }>();
    expectTypeOf<TemplateVariables<'a://b?c=1{&x}'>>().toEqualTypeOf<{ x?: string }>();
    expectTypeOf<TemplateVariables<'a://b{?x*}'>>().toEqualTypeOf<{ x?: string[] }>();
  });

  it('mixes required and query variables', () => {
    expectTypeOf<TemplateVariables<'reviews://{isbn}{?limit,sort}'>>().branded.toEqualTypeOf<{
      isbn: string;
      limit?: string;
      sort?: string;
    }>();
    expectTypeOf<TemplateVariables<'a://{x}/{y*}{?p,q*}'>>().branded.toEqualTypeOf<{
      x: string;
      y: string[];
      p?: string;
      q?: string[];
    }>();
  });

  it('has no variables for a template without expressions', () => {
    expectTypeOf<TemplateVariables<'a://b/c'>>().toEqualTypeOf<{}>();
  });

  it("falls back to the SDK's record for non-literal strings", () => {
    expectTypeOf<TemplateVariables<string>>().toEqualTypeOf<SdkVariables>();
    expectTypeOf<TemplateVariables<`users://${string}`>>().toEqualTypeOf<Record<string, string | string[]>>();
  });

  it('distributes over a union of templates', () => {
    expectTypeOf<TemplateVariables<'a://{x}' | 'b://{y*}'>>().toEqualTypeOf<{ x: string } | { y: string[] }>();
  });

  it('checks a literal with more percent-escapes than TypeScript takes in one evaluation (1,500)', () => {
    type Ten = '%20%20%20%20%20%20%20%20%20%20';
    type Hundred = `${Ten}${Ten}${Ten}${Ten}${Ten}${Ten}${Ten}${Ten}${Ten}${Ten}`;
    type Escapes =
      `${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}${Hundred}`;
    expectTypeOf<TemplateVariables<`a://${Escapes}/{id}`>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<
      ValidateTemplate<`a://${Escapes}%2/{id}`>
    >().toEqualTypeOf<'URI template error: "%2/" is not a valid percent-encoding: write "%" as %25, or follow it with two hex digits'>();
  });

  it('is permissive for an invalid template, so errors land on the template, not the handler', () => {
    expectTypeOf<TemplateVariables<'a://{x'>['anything']>().toBeAny();
  });
});

describe('ExpansionValues', () => {
  it('requires non-query variables and accepts strings, lists and maps', () => {
    expectTypeOf<ExpansionValues<'a://{x}/{+y}/{z*}'>>().toEqualTypeOf<{
      x: ExpansionValue;
      y: ExpansionValue;
      z: ExpansionValue;
    }>();
  });

  it('makes query variables optional', () => {
    expectTypeOf<ExpansionValues<'a://{x}{?p}'>>().branded.toEqualTypeOf<{ x: ExpansionValue; p?: ExpansionValue }>();
  });

  it('takes a string only for a :N prefix', () => {
    expectTypeOf<ExpansionValues<'a://{x:3}/{y}{?p:2}'>>().branded.toEqualTypeOf<{
      x: ExpansionScalar;
      y: ExpansionValue;
      p?: ExpansionScalar;
    }>();
    expectTypeOf<{ x: ['a'] }>().not.toExtend<ExpansionValues<'a://{x:3}'>>();
  });

  it('accepts what RFC 6570 expands, and rejects a missing required variable', () => {
    expectTypeOf<{ x: 'a'; y: ['b', 'c']; z: { k: 'v' } }>().toExtend<ExpansionValues<'a://{x}/{y}/{z*}'>>();
    expectTypeOf<{ y: 'b' }>().not.toExtend<ExpansionValues<'a://{x}/{y}'>>();
  });
});

describe('TemplateVariableKinds', () => {
  it('names the kind of every variable, as the lint parser does', () => {
    expectTypeOf<TemplateVariableKinds<'a://{a}/{+b}/c{#d}'>>().toEqualTypeOf<never>();
    expectTypeOf<TemplateVariableKinds<'a://{a}/{+b}{.c}{/d}{;e}{?f}{&g}'>>().toEqualTypeOf<{
      a: 'segment';
      b: 'multi-segment';
      c: 'segment';
      d: 'segment';
      e: 'segment';
      f: 'query';
      g: 'query';
    }>();
    expectTypeOf<TemplateVariableKinds<'a://{a*}/{.b*}{/c*}{;d*}{?e*}'>>().toEqualTypeOf<{
      a: 'list';
      b: 'list';
      c: 'multi-segment';
      d: 'list';
      e: 'query';
    }>();
  });
});

declare const dynamic: string;

describe('expand on a literal template (issue #47, item 7)', () => {
  it('makes a syntax error a compile error on the template, and takes what RFC 6570 defines', () => {
    expand('books://{isbn}', { isbn: '1' });
    // @ts-expect-error Argument of type '"books://{isbn"' is not assignable to parameter of type '"URI template error: expression \"{isbn\" is not closed: add \"}\" after it" | CompiledTemplate<"books://{isbn">'.
    expand('books://{isbn', { isbn: '1' });
    // @ts-expect-error operator "=" is reserved
    expand('books://{=isbn}', {});
    // Valid RFC 6570, only ambiguous to match: expansion defines it.
    expand('pairs://{a}{b}', { a: '1', b: '2' });
    expand('dup://{a}/{a}', { a: '1' });
    expand('multi://{+a}/{+b}', { a: '1', b: '2' });
    expand(dynamic, {});
  });
});
