import { describe, expect, it } from 'vitest';
import { analyzeMatching, parseTemplate } from '../../src/template/index.js';
import {
  CompiledTemplate,
  DEFAULT_LIMITS,
  expand,
  match,
  parse,
  TemplateLimitError,
  TemplateSyntaxError,
} from '../../types/runtime/index.js';
import { TEMPLATE_CACHE_SIZE, templateCache } from '../../types/runtime/template-cache.js';
import { seededRandom } from '../helpers/prng.js';
import { generateTemplate } from '../template/support/template-generator.js';

const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe("parse: errors are the parser's own", () => {
  it('throws the first syntax error, else the first matching error, with its code, message and range (20,000 generated templates)', () => {
    const random = seededRandom(2024);
    const counts = { syntax: 0, matching: 0, valid: 0 };
    for (let i = 0; i < 20_000; i++) {
      const template = generateTemplate(random);
      const parsed = parseTemplate(template);
      // What the valid-template rule reports first (src/mcp/model.ts).
      const first = parsed.errors[0] ?? analyzeMatching(parsed)[0];
      const error = thrown(() => parse(template as string));
      if (first === undefined) {
        expect(error, template).toBeUndefined();
        counts.valid++;
        continue;
      }
      expect(error, template).toBeInstanceOf(TemplateSyntaxError);
      const e = error as TemplateSyntaxError;
      expect({ code: e.code, category: e.category, message: e.message, range: e.range }, template).toEqual({
        code: first.code,
        category: first.category,
        message: first.message,
        range: first.range,
      });
      expect(e.template).toBe(template);
      counts[first.category]++;
      // expand throws only for syntax errors; match like parse.
      const fromExpand = thrown(() => expand(template as string, {}));
      if (first.category === 'syntax') expect((fromExpand as TemplateSyntaxError).message).toBe(first.message);
      else expect(fromExpand).toBeUndefined();
      expect((thrown(() => match(template as string, '')) as TemplateSyntaxError).message).toBe(first.message);
    }
    for (const [kind, count] of Object.entries(counts)) expect(count, kind).toBeGreaterThan(500);
  });

  it('is an Error with a name, and the range is a copy', () => {
    const e = thrown(() => parse('x{a}{b}' as string)) as TemplateSyntaxError;
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('TemplateSyntaxError');
    expect([e.code, e.category, e.range]).toEqual(['adjacent-variables', 'matching', { start: 1, end: 7 }]);
  });
});

describe('parse: the compiled template', () => {
  it('lists its variables and keeps its template', () => {
    const compiled = parse('a://{x:3}/{+y*}{?p}{&q*}');
    expect(compiled).toBeInstanceOf(CompiledTemplate);
    expect(compiled.template).toBe('a://{x:3}/{+y*}{?p}{&q*}');
    expect(String(compiled)).toBe(compiled.template);
    expect(compiled.variables).toEqual([
      { name: 'x', operator: '', kind: 'segment', explode: false, prefix: 3 },
      { name: 'y', operator: '+', kind: 'multi-segment', explode: true, prefix: undefined },
      { name: 'p', operator: '?', kind: 'query', explode: false, prefix: undefined },
      { name: 'q', operator: '&', kind: 'query', explode: true, prefix: undefined },
    ]);
    expect(compiled.limits).toEqual(DEFAULT_LIMITS);
  });

  it('keeps at most 256 templates in its cache, the newest, and still parses the ones it dropped', () => {
    expect(TEMPLATE_CACHE_SIZE).toBe(256);
    for (let i = 0; i < 1000; i++) parse(`cache://${i}/{x}` as string);
    expect(templateCache.size).toBe(256);
    expect([templateCache.has('cache://999/{x}'), templateCache.has('cache://744/{x}')]).toEqual([true, true]);
    expect([templateCache.has('cache://743/{x}'), templateCache.has('cache://0/{x}')]).toEqual([false, false]);
    expect(parse('cache://0/{x}' as string).match('cache://0/y')).toEqual({ x: 'y' });
  });
});

describe('parse: limits', () => {
  it('has documented defaults', () => {
    expect(DEFAULT_LIMITS).toEqual({ maxTemplateLength: 8192, maxVariables: 64, maxUriLength: 65536 });
  });

  it('rejects a template longer than maxTemplateLength before parsing it', () => {
    const e = thrown(() => parse('/'.repeat(8193) as string)) as TemplateLimitError;
    expect(e).toBeInstanceOf(TemplateLimitError);
    expect([e.code, e.option, e.limit, e.actual]).toEqual(['template-length', 'maxTemplateLength', 8192, 8193]);
    expect(e.message).toBe(
      'the template is 8193 characters long, more than the limit of 8192 (raise it with the maxTemplateLength option)',
    );
    expect(parse('/'.repeat(8193) as string, { maxTemplateLength: 10_000 }).template).toHaveLength(8193);
  });

  it('rejects more than maxVariables variables', () => {
    const template = Array.from({ length: 65 }, (_, i) => `/{v${i}}`).join('');
    expect((thrown(() => parse(template as string)) as TemplateLimitError).code).toBe('variable-count');
    expect(parse(template as string, { maxVariables: 65 }).variables).toHaveLength(65);
    expect(() => parse('{a}/{b}' as string, { maxVariables: 1 })).toThrow(TemplateLimitError);
  });

  it('rejects a non-string template or URI with a TypeError', () => {
    expect(() => parse(42 as never)).toThrow(TypeError);
    expect(() => match('{x}' as string, undefined as never)).toThrow(TypeError);
    expect(() => expand('{x}' as string, null as never)).toThrow(TypeError);
  });
});
