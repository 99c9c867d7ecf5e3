import type { SdkFindingCode } from './sdk-compat.js';

const SDK = 'the UriTemplate of @modelcontextprotocol/sdk 1.32 and @modelcontextprotocol/server 2.4';
/** The same, short: for messages that name two fixes (the packages are on the rule page). */
const SDK_SHORT = "the SDK's UriTemplate (sdk 1.32, server 2.4)";

/**
 * ESLint messages of `no-sdk-unsupported-template`, one per SDK finding, with the data
 * placeholders `{{text}}` (the expression as written) and `{{name}}` (its variable names).
 * Each states what the SDK does and how to fix it; `test/template/sdk-behaviour.test.ts`
 * runs both SDK packages to show that every statement and every suggested fix holds.
 */
export const sdkMessages: Record<SdkFindingCode, string> = {
  'semicolon-operator':
    `"{{text}}" uses the ";" operator, which ${SDK} does not know: it reads ";{{name}}" as the variable name, ` +
    `so expand() drops the value of "{{name}}" and match() returns the whole segment under the key ";{{name}}". ` +
    `Write the parameter as a literal followed by a simple expression, e.g. ";{{name}}={{{name}}}".`,
  'prefix-modifier':
    `"{{text}}" puts a prefix modifier on "{{name}}", which ${SDK} does not support: it keeps the prefix in the ` +
    `variable name ("{{name}}:N"), so expand() ignores the value of "{{name}}" and match() returns the full, ` +
    `untruncated value under that name instead of "{{name}}". Remove the prefix and check the length in the handler.`,
  'multiple-variables':
    `"{{text}}" lists several variables ({{name}}) in one expression, which ${SDK} mishandles: match() captures ` +
    `only the first one, and only when the URI has no "," there, so no URI with all of them matches; expand() ` +
    `joins the values with "," without percent-encoding them and ignores the operator. ` +
    `Give each variable its own expression with a literal between them, e.g. "{a}/{b}".`,
  'exploded-variable':
    `"{{text}}" explodes "{{name}}", but ${SDK} reads every exploded value as a comma-separated list: ` +
    `with "/" match() rejects the "/a/b" that expand() produces, with "." match() returns "a.b" as one string, ` +
    `and with "?" or "&" expand() writes "{{name}}=a,b" and match() rejects the RFC 6570 form "{{name}}=a&{{name}}=b". ` +
    `Register the template with typedResourceTemplate from mcp-resources, whose matcher gives "{{name}}" as the RFC 6570 list, ` +
    `or remove "*" and split the value in the handler.`,
  'exploded-list-shape':
    `"{{text}}" explodes "{{name}}", and ${SDK} passes it as a string when the URI holds one value ("a") and as an array ` +
    `when it holds several ("a,b"), so a handler that treats "{{name}}" as a list fails on a single value. ` +
    `Register the template with typedResourceTemplate from mcp-resources, which always passes a list, or normalise with [{{name}}].flat().`,
  'fragment-operator':
    `"{{text}}" uses the "#" operator, which ${SDK} matches like "+": match() does not require the "#" and ` +
    `returns it as part of the value of "{{name}}" ("#top" instead of "top"). ` +
    `Write "#" as a literal before a reserved expression: "#{+{{name}}}".`,
  'required-query':
    `"{{text}}": ${SDK_SHORT} matches a URI only with every parameter ({{name}}) present, non-empty, in this order. ` +
    `Move required ones into the path, or use typedResource of mcp-resources (query optional; give defaults).`,
};
