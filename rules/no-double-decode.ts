import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  decodeCallOf,
  requestValuesOf,
  flowOfRequestValue,
  type RequestValue,
  validationOf,
  chainOf,
  followValue,
  type FlowNode,
  type FlowStart,
} from '../src/flow/index.js';
import {
  calleeOf,
  fileNodes,
  importedFunction,
  importedLocals,
  outermost,
  isGlobalNamed,
  walkOwnBody,
  type FunctionLike,
} from '../src/source/index.js';
import { companionDecodedValues, frameworkDecodedValues, getMcpModel, mayHoldResources } from '../src/mcp/index.js';
import { hostAnchor, isForeign, lineLabel, relativeModule, sourceOf, textOf } from '../src/project/index.js';
import { createRule } from '../src/rule/index.js';

type MessageIds = 'doubleDecode' | 'checkBetweenDecodes';

export default createRule<[], MessageIds>({
  name: 'no-double-decode',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require template variables and query values to be percent-decoded exactly once',
      recommended: true,
    },
    schema: [],
    messages: {
      doubleDecode:
        '`{{second}}` decodes {{value}} a second time: {{first}} on line {{line}} already decoded it, so "..%252F" arrives as "../", past any check in between. Decode it exactly once.',
      checkBetweenDecodes:
        'This check on {{value}} runs between two decodes ({{first}}, line {{line}}; `{{second}}`, line {{secondLine}}): it misses what the second one makes of it. Decode once, then check.',
    },
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    const sourceCode = context.sourceCode;
    const queryStarts: TSESTree.Node[] = [];
    return {
      NewExpression(node) {
        if (isGlobalNamed(calleeOf(node), 'URLSearchParams', sourceCode)) queryStarts.push(node);
      },
      // The selector spares the listener the file's other member expressions (most of them).
      'MemberExpression[property.name="searchParams"]'(node: TSESTree.MemberExpression) {
        if (!node.computed && node.property.type === 'Identifier') queryStarts.push(node);
      },
      'Program:exit'() {
        // The decodes among the file's calls, listed once for every rule that asks.
        const decodeStarts = fileNodes(sourceCode).filter(
          (node): node is TSESTree.CallExpression =>
            node.type === 'CallExpression' && decodeCallOf(node, sourceCode) !== undefined,
        );
        // And the decodes inside the functions of other modules this file calls (`parseDocUri(uri)`
        // returning decoded parts): their flows come back out to the calls here.
        decodeStarts.push(...importedFunctionDecodes(sourceCode));
        if (decodeStarts.length === 0) return;
        // Which request value a node carries: only needed to word a report, so computed on the first one.
        let origins: Map<TSESTree.Node, RequestValue> | undefined;
        const reported = new Set<TSESTree.Node>();
        // What mcp-resources hands over is decoded already: a flow from it starts decoded, as from a decode call.
        // So is what a decoding framework passes to its read handlers.
        const companion = new Map(
          [...companionDecodedValues(sourceCode), ...frameworkDecodedValues(getMcpModel(context))].map((v) => [
            v.node,
            v,
          ]),
        );
        const starts: FlowStart[] = [
          ...decodeStarts.map((node) => ({ node, shape: 'value' as const })),
          ...queryStarts.map((node) => ({ node, shape: 'searchParams' as const })),
          ...[...companion.keys()].map((node) => ({ node, shape: 'value' as const })),
        ];
        for (const start of starts) {
          const flow = followValue([start], sourceCode);
          for (const second of flow) {
            if (second.step !== 'decode' || second.parent === null || reported.has(second.node)) continue;
            const first = firstDecodedPoint(second);
            if (!first) continue;
            // A decode in a helper of another module: reported at the call that hands the value over.
            const at = hostAnchor(second.node, sourceCode, second.calls);
            if (!at) continue;
            reported.add(second.node);
            const call = second.node as TSESTree.CallExpression;
            const secondName = decodeCallOf(call, sourceOf(call, sourceCode))?.name ?? 'decode';
            const decoded = companion.get(first.node);
            const data = {
              value: decoded
                ? `\`${textOf(first.node, sourceCode)}\``
                : describeValue(first, (origins ??= originsOf(requestValuesOf(context), sourceCode)), sourceCode),
              first: decoded?.decoder ?? describeDecoder(first, sourceCode),
              line: lineLabel(decoded?.site ?? first.node, sourceCode),
              second:
                at === call
                  ? secondName
                  : `${secondName}\` (in ${relativeModule(call, sourceCode)}, through \`${textOf(calleeOf(at as TSESTree.CallExpression), sourceCode)}`,
              secondLine: String(at.loc.start.line),
            };
            context.report({ node: at === call ? calleeOf(call) : at, messageId: 'doubleDecode', data });
            for (const check of checksBetween(first, second, flow, sourceCode)) {
              if (reported.has(check)) continue;
              reported.add(check);
              context.report({ node: check, messageId: 'checkBetweenDecodes', data });
            }
          }
        }
      },
    };
  },
});

/**
 * Where the value reaching a decode step was first decoded: the nearest earlier decode or
 * `searchParams.get()` on its chain, with no `URL` re-parse in between (the URL parser
 * re-encodes, so decoding its parts is no evidence of a double decode).
 */
function firstDecodedPoint(second: FlowNode): FlowNode | undefined {
  for (let current = second.parent; current; current = current.parent) {
    if (current.step === 'decode' || current.step === 'query-get') return current;
    if (current.step === 'url') return undefined;
    // A decode call the flow started from.
    if (current.parent === null && current.shape === 'value') return current;
  }
  return undefined;
}

function checksBetween(
  first: FlowNode,
  second: FlowNode,
  flow: readonly FlowNode[],
  sourceCode: Parameters<typeof validationOf>[1],
): TSESTree.Node[] {
  const keys = new Set(chainOf(second.parent!).map((f) => f.key));
  const checks: TSESTree.Node[] = [];
  for (const node of flow) {
    if (!keys.has(node.key) || !isBetween(node, first)) continue;
    const check = validationOf(node.node, sourceCode);
    if (check && !checks.includes(check)) checks.push(check);
  }
  return checks;
}

/** On the chain below `first`, with no other decode in between. */
function isBetween(node: FlowNode, first: FlowNode): boolean {
  for (let current: FlowNode | null = node; current; current = current.parent) {
    if (current === first) return true;
    if (current.step === 'decode' || current.step === 'query-get' || current.step === 'url') return false;
  }
  return false;
}

function originsOf(
  values: readonly RequestValue[],
  sourceCode: Parameters<typeof followValue>[1],
): Map<TSESTree.Node, RequestValue> {
  const origins = new Map<TSESTree.Node, RequestValue>();
  for (const value of values) {
    for (const flow of flowOfRequestValue(value, sourceCode))
      if (!origins.has(flow.node)) origins.set(flow.node, value);
  }
  return origins;
}

function describeValue(
  first: FlowNode,
  origins: ReadonlyMap<TSESTree.Node, RequestValue>,
  sourceCode: Parameters<typeof followValue>[1],
): string {
  const origin = origins.get(first.node);
  if (origin?.kind === 'template-variable') return origin.label;
  // A query parameter read from a URI is named by its key, more precisely than by the URI.
  if (first.step === 'query-get') {
    const key = (first.node as TSESTree.CallExpression).arguments[0];
    return key && key.type === 'Literal' && typeof key.value === 'string'
      ? `query parameter "${key.value}"`
      : `a query parameter (${sourceCode.getText(first.node)})`;
  }
  return origin ? `a part of ${origin.label}` : 'this value';
}

function describeDecoder(first: FlowNode, sourceCode: Parameters<typeof followValue>[1]): string {
  if (first.step === 'query-get') return '`searchParams.get()` (which returns decoded values)';
  const decode = decodeCallOf(first.node, sourceCode);
  if (decode?.helper) return `\`${decode.name}\` (which returns its argument decoded)`;
  return `\`${decode?.name ?? 'a decode'}\``;
}

/** The decode calls in the own code of the functions of other modules that the file calls by an imported name. */
function importedFunctionDecodes(sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const functions = new Set<FunctionLike>();
  for (const [name, local] of importedLocals(sourceCode)) {
    if (!isCalled(local, sourceCode)) continue;
    const fn = importedFunction(name, sourceCode);
    if (fn && isForeign(fn, sourceCode)) functions.add(fn);
  }
  return [...functions].flatMap((fn) => decodesIn(fn, sourceOf(fn, sourceCode)));
}

/** Whether the file calls what an import binds: `decodeId(x)`, `(decodeId as Decoder)(x)`. */
function isCalled(local: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const variable = sourceCode.getDeclaredVariables(local.parent).find((v) => v.name === local.name);
  return (variable?.references ?? []).some((reference) => {
    const value = outermost(reference.identifier);
    return value.parent?.type === 'CallExpression' && value.parent.callee === value;
  });
}

/** The decode calls of a function of another module: read once while that module's tree lives. */
const decodesOf = new WeakMap<FunctionLike, readonly TSESTree.CallExpression[]>();
function decodesIn(fn: FunctionLike, source: Readonly<TSESLint.SourceCode>): readonly TSESTree.CallExpression[] {
  let decodes = decodesOf.get(fn);
  if (!decodes) {
    const found: TSESTree.CallExpression[] = [];
    walkOwnBody(fn, source.visitorKeys, (node) => {
      if (node.type === 'CallExpression' && decodeCallOf(node, source)) found.push(node);
    });
    decodesOf.set(fn, (decodes = found));
  }
  return decodes;
}
