import type { SdkFindingCode } from './sdk-compat.js';

/** `@modelcontextprotocol/sdk` 1.32 and `@modelcontextprotocol/server` 2.4, short (the packages are on the rule page). */
const SDK_SHORT = 'the SDK (sdk 1.32, server 2.4)';

/**
 * ESLint messages of `no-sdk-unsupported-template`, one per SDK finding, with the data
 * placeholders `{{text}}` (the expression as written) and `{{name}}` (its variable names).
 * Each states what the SDK does and how to fix it, in at most 250 characters (the details are on
 * the rule page); `test/template/sdk-behaviour.test.ts` runs both SDK packages to show that every
 * statement and every suggested fix holds.
 */
export const sdkMessages: Record<SdkFindingCode, string> = {
  'semicolon-operator':
    `"{{text}}": ${SDK_SHORT} does not know ";": it reads ";{{name}}" as the variable name, so expand() drops the value of "{{name}}" ` +
    `and match() returns the whole segment under the key ";{{name}}". Write e.g. ";{{name}}={{{name}}}".`,
  'prefix-modifier':
    `"{{text}}": ${SDK_SHORT} keeps the prefix in the variable name ("{{name}}:N"), so expand() ignores the value of "{{name}}" ` +
    `and match() returns the full, untruncated value under that name. Remove the prefix; check the length in the handler.`,
  'multiple-variables':
    `"{{text}}" lists several variables ({{name}}) in one expression: with ${SDK_SHORT}, match() captures only the first one, ` +
    `and only when the URI has no "," there. Give each variable its own expression, e.g. "{a}/{b}".`,
  'exploded-variable':
    `"{{text}}" explodes "{{name}}", which ${SDK_SHORT} reads as a comma list, so RFC 6570 expansions of it do not match. ` +
    `Register the template with resource() of mcp-resources, or remove "*" and split the value in the handler.`,
  'exploded-list-shape':
    `"{{text}}" explodes "{{name}}": ${SDK_SHORT} passes it as a string when the URI holds one value ("a") and as an array when it ` +
    `holds several ("a,b"). Use resource() of mcp-resources (always a list), or [{{name}}].flat().`,
  'fragment-operator':
    `"{{text}}": ${SDK_SHORT} matches "#" like "+": match() does not require the "#" and returns it as part of the value of ` +
    `"{{name}}" ("#top" instead of "top"). Write "#" as a literal before a reserved expression: "#{+{{name}}}".`,
  'required-query':
    `"{{text}}": ${SDK_SHORT} matches a URI only with every parameter ({{name}}) present, non-empty, in this order. ` +
    `Move required ones into the path, or use resource() of mcp-resources (query optional; give defaults).`,
};
