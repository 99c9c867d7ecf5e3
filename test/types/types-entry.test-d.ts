// eslint-plugin-mcp-resources/types on TypeScript 5.9, 6.0 and 7.0: its types resolve as
// mcp-resources' do, and a value imported from it is a compile error (its message, which names
// where to import from, is read in test/types-entry.test.ts).
import { describe, expectTypeOf, it } from 'vitest';
import {
  expand,
  resource,
  TemplateSyntaxError,
  type CompiledTemplate,
  type TemplateVariables,
} from '../../src/types-entry.js';
import type * as McpResources from '../../types/index.js';

describe('eslint-plugin-mcp-resources/types', () => {
  it('gives the types of mcp-resources', () => {
    expectTypeOf<TemplateVariables<'x://{a}{?b}'>>().toEqualTypeOf<McpResources.TemplateVariables<'x://{a}{?b}'>>();
    expectTypeOf<CompiledTemplate<'x://{a}'>>().toEqualTypeOf<McpResources.CompiledTemplate<'x://{a}'>>();
    expectTypeOf<TemplateSyntaxError>().toEqualTypeOf<McpResources.TemplateSyntaxError>();
  });

  it('has no values', () => {
    // @ts-expect-error expand is a value of mcp-resources
    expand('x://{a}', { a: '1' });
    // @ts-expect-error resource is a value of mcp-resources
    resource({}, 'x://{a}', () => '');
    // @ts-expect-error TemplateSyntaxError is a class of mcp-resources
    new TemplateSyntaxError();
  });
});
