/**
 * Templates and values whose expansion must fail. The copied uritemplate-test files
 * (test/fixtures/rfc6570/) hold no `false` case, so these are our own, each justified by the
 * RFC 6570 text it breaks. Most are the kinds of mistake the uritemplate-test project's
 * negative-tests.json collects (written here from the RFC, not copied).
 *
 * `syntax`: the template breaks the grammar of §2, and expand throws TemplateSyntaxError.
 * `value`: the template is valid but a value cannot be expanded, and expand throws
 * TemplateValueError (§2.4.1: "Prefix modifiers are not applicable to variables that have
 * composite values").
 */
export interface NegativeCase {
  readonly template: string;
  readonly kind: 'syntax' | 'value';
  readonly rfc: string;
}

/** The variables every case expands with (from the RFC's own examples, §3.2). */
export const NEGATIVE_VARIABLES: Record<string, unknown> = {
  id: 'thing',
  var: 'value',
  hello: 'Hello World!',
  empty: '',
  path: '/foo/bar',
  x: '1024',
  y: '768',
  list: ['red', 'green', 'blue'],
  keys: { semi: ';', dot: '.', comma: ',' },
  searchTerms: 'uri templates',
  example: 'red',
};

export const NEGATIVE_CASES: readonly NegativeCase[] = [
  // §2.2 expression = "{" [ operator ] variable-list "}"
  { template: '{/id*', kind: 'syntax', rfc: '§2.2: an expression ends with "}"' },
  { template: '/id*}', kind: 'syntax', rfc: '§2.1: "}" is not a literal character' },
  { template: '{id', kind: 'syntax', rfc: '§2.2: an expression ends with "}"' },
  { template: '{a{b}', kind: 'syntax', rfc: '§2.2: no "{" inside an expression' },
  { template: '{}', kind: 'syntax', rfc: '§2.2: variable-list has at least one varspec' },
  { template: '{/?id}', kind: 'syntax', rfc: '§2.2: one operator; "?" is not a varchar (§2.3)' },
  { template: '{??hello}', kind: 'syntax', rfc: '§2.2: one operator' },
  { template: '{!hello}', kind: 'syntax', rfc: '§2.2: "!" is op-reserve' },
  { template: '{=path}', kind: 'syntax', rfc: '§2.2: "=" is op-reserve' },
  { template: '{,var}', kind: 'syntax', rfc: '§2.2: "," is op-reserve' },
  { template: '{@var}', kind: 'syntax', rfc: '§2.2: "@" is op-reserve' },
  { template: '{|var*}', kind: 'syntax', rfc: '§2.2: "|" is op-reserve' },
  { template: '{$var}', kind: 'syntax', rfc: '§2.3: "$" is not a varchar' },
  // §2.3 varname = varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded
  { template: '{with space}', kind: 'syntax', rfc: '§2.3: space is not a varchar' },
  { template: '{ leading_space}', kind: 'syntax', rfc: '§2.3: space is not a varchar' },
  { template: '{trailing_space }', kind: 'syntax', rfc: '§2.3: space is not a varchar' },
  { template: '/people/{~thing}', kind: 'syntax', rfc: '§2.3: "~" is not a varchar' },
  { template: '/{default-graph-uri}', kind: 'syntax', rfc: '§2.3: "-" is not a varchar' },
  { template: '{.var}{.va..r}', kind: 'syntax', rfc: '§2.3: "." only between varchars' },
  { template: '{var.}', kind: 'syntax', rfc: '§2.3: a name does not end with "."' },
  { template: '{.var,}', kind: 'syntax', rfc: '§2.2: variable-list has no empty varspec' },
  { template: '{%4}', kind: 'syntax', rfc: '§2.3: pct-encoded is "%" HEXDIG HEXDIG' },
  { template: '{%zzvar}', kind: 'syntax', rfc: '§2.3: pct-encoded is "%" HEXDIG HEXDIG' },
  { template: '/resolution{?x, y}', kind: 'syntax', rfc: '§2.3: space is not a varchar' },
  {
    template: '/sparql{?query){&default-graph-uri*}',
    kind: 'syntax',
    rfc: '§2.3: ")" is not a varchar, and "{" opens inside',
  },
  // §2.4 modifier-level4 = prefix / explode; prefix = ":" max-length; max-length = %x31-39 0*3DIGIT
  { template: '{var:prefix}', kind: 'syntax', rfc: '§2.4.1: max-length is digits' },
  { template: '{var:0}', kind: 'syntax', rfc: '§2.4.1: max-length starts with 1-9' },
  { template: '{var:01}', kind: 'syntax', rfc: '§2.4.1: max-length starts with 1-9' },
  { template: '{var:10000}', kind: 'syntax', rfc: '§2.4.1: max-length is less than 10000' },
  { template: '{var:}', kind: 'syntax', rfc: '§2.4.1: ":" needs a max-length' },
  { template: '{hello:2*}', kind: 'syntax', rfc: '§2.4: one modifier, not both' },
  { template: '{;keys:1*}', kind: 'syntax', rfc: '§2.4: one modifier, not both' },
  { template: '{list**}', kind: 'syntax', rfc: '§2.4.2: explode is one "*"' },
  { template: '{*keys?}', kind: 'syntax', rfc: '§2.2/§2.4: "*" is no operator, "?" no varchar' },
  { template: '{?empty=default,var}', kind: 'syntax', rfc: '§2.3: "=" is not a varchar (no defaults in RFC 6570)' },
  { template: 'x{?empty|foo=none}', kind: 'syntax', rfc: '§2.3: "|" and "=" are not varchars' },
  { template: '/h{#hello+}', kind: 'syntax', rfc: '§2.3: "+" is not a varchar' },
  { template: '/h#{hello+}', kind: 'syntax', rfc: '§2.3: "+" is not a varchar' },
  { template: '{var}{-prefix|/-/|var}', kind: 'syntax', rfc: '§2.2: "-" is not an operator, "|" not a varchar' },
  { template: '?{-join|&|var,list}', kind: 'syntax', rfc: '§2.2: "-" is not an operator' },
  { template: '?q={searchTerms}&amp;c={example:color?}', kind: 'syntax', rfc: '§2.4.1: max-length is digits' },
  // §2.1 literals: any Unicode character except CTL, SP, DQUOTE, "'", "%" (aside from
  // pct-encoded), "<", ">", "\", "^", "`", "{", "|", "}" (erratum 6937 allows "'")
  { template: '/a b/{var}', kind: 'syntax', rfc: '§2.1: SP is not a literal' },
  { template: '/a"b', kind: 'syntax', rfc: '§2.1: DQUOTE is not a literal' },
  { template: '/<{var}>', kind: 'syntax', rfc: '§2.1: "<" and ">" are not literals' },
  { template: '/a\\b', kind: 'syntax', rfc: '§2.1: "\\" is not a literal' },
  { template: '/a^b', kind: 'syntax', rfc: '§2.1: "^" is not a literal' },
  { template: '/a`b', kind: 'syntax', rfc: '§2.1: "`" is not a literal' },
  { template: '/a|b', kind: 'syntax', rfc: '§2.1: "|" is not a literal' },
  { template: '/a\tb', kind: 'syntax', rfc: '§2.1: CTL is not a literal' },
  { template: '/100%/{var}', kind: 'syntax', rfc: '§2.1: "%" only as pct-encoded' },
  { template: '/%zz', kind: 'syntax', rfc: '§2.1: pct-encoded is "%" HEXDIG HEXDIG' },
  { template: '/\ufdd0', kind: 'syntax', rfc: '§2.1: a noncharacter is not ucschar' },
  { template: '/\ud800', kind: 'syntax', rfc: '§2.1: a lone surrogate is no Unicode character' },
  // §2.4.1: prefixes do not apply to composite values
  { template: '{keys:1}', kind: 'value', rfc: '§2.4.1: prefix on an associative array' },
  { template: '{+keys:1}', kind: 'value', rfc: '§2.4.1: prefix on an associative array' },
  { template: '{list:1}', kind: 'value', rfc: '§2.4.1: prefix on a list' },
  { template: '{/list:3}', kind: 'value', rfc: '§2.4.1: prefix on a list' },
  { template: 'x{?var,list:2}', kind: 'value', rfc: '§2.4.1: prefix on a list' },
  { template: '{#path:6,keys:2}', kind: 'value', rfc: '§2.4.1: prefix on an associative array' },
];
