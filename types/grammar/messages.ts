/**
 * The wording of every template error. The type-level checker (`types/type-level/`) spells the same
 * sentences as string literal types, and a test holds the two together, so change both at once.
 * Each builder takes only text that appears in the template itself.
 */
export const templateMessages = {
  unclosedExpression: (text: string) => `expression "${text}" is not closed: add "}" after it`,
  strayCloseBrace: () => `"}" has no matching "{": remove it, or write it as %7D`,
  emptyExpression: () => `expression "{}" is empty: name a variable inside the braces, e.g. "{id}"`,
  reservedOperator: (operator: string, text: string) =>
    `operator "${operator}" in "${text}" is reserved by RFC 6570: use one of + # . / ; ? & or none`,
  invalidVariableName: (name: string, text: string) =>
    `variable name "${name}" in "${text}" is not valid: use letters, digits, "_" and percent-encoded bytes, with "." only between them`,
  invalidPrefix: (modifier: string, text: string) =>
    `prefix "${modifier}" in "${text}" is not valid: write ":N" with N from 1 to 9999, and do not combine it with "*"`,
  invalidLiteral: (char: string, encoded: string) =>
    `character "${char}" is not allowed outside an expression: write it as ${encoded}`,
  invalidPercentEncoding: (text: string) =>
    `"${text}" is not a valid percent-encoding: write "%" as %25, or follow it with two hex digits`,
  adjacentVariables: (first: string, second: string, suggestion: string) =>
    `"${first}" and "${second}" have no literal between them, so a URI cannot be split between them unambiguously, and matching it in the SDK is slow on long URIs: put a literal between them, or write ${suggestion}`,
  multipleMultiSegment: (first: string, second: string) =>
    `"${second}" is a second multi-segment variable after "${first}": a URI cannot be split between two variables that may both contain "/", keep only one`,
  duplicateVariable: (name: string, text: string) =>
    `variable "${name}" is declared twice (again in "${text}"): give each variable its own name`,
  multipleQueryGroups: (first: string, second: string) =>
    `"${second}" starts a second query group after "${first}": merge them into one "{?...}", or continue the query with "{&...}"`,
} as const;
