import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { VariableSpec } from '../template/index.js';
import { getMcpModel, type ResourceRegistration } from '../mcp/index.js';
import { followValue, type FlowNode, type FlowStart } from './value-flow.js';
import { outermost, perFile } from '../source/index.js';
import { declaredVariablesOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A value that comes from the client: one template variable of a handler, or the URI a handler is given. */
export interface RequestValue {
  readonly registration: ResourceRegistration;
  readonly kind: 'template-variable' | 'request-uri';
  /** The variable's name (template variables). */
  readonly name?: string;
  /** The template's value, when statically known. */
  readonly template?: string;
  /** The variable as declared in the template, when known. */
  readonly spec?: VariableSpec;
  /** `{+x}` / `{#x}` / `{/x*}`: the value may contain `/`. */
  readonly multiSegment: boolean;
  /** `{+x}` / `{#x}`: reserved expansion, which keeps `/`, `?`, `#` and percent-triplets as they are. */
  readonly reserved: boolean;
  /** The variable as written in its template: `{+path}`. */
  readonly written?: string;
  /** How messages name it: `` `{+path}` of "files://{+path}" ``. */
  readonly label: string;
  readonly starts: readonly FlowStart[];
}

/**
 * Every request value of the file's read handlers. For template registrations: the handler's reads
 * of its variables (`variableReads`), and the URL it is given (its parameter). For low-level `resources/read` handlers: `request.params.uri`,
 * read as a member chain of the handler's first parameter or destructured from it (the flow then
 * follows it through `new URL(…)`, its string parts, `searchParams.get`, slicing and `split`).
 */
export const requestValuesOf = perFile(
  (context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): readonly RequestValue[] =>
    collectRequestValues(context),
);

// Every rule that follows a request value shares its flow.
const flowCache = new WeakMap<RequestValue, FlowNode[]>();

/** The value flow of a request value (computed once per value). */
export function flowOfRequestValue(value: RequestValue, sourceCode: SourceCode): readonly FlowNode[] {
  let flow = flowCache.get(value);
  if (!flow) flowCache.set(value, (flow = followValue(value.starts, sourceCode)));
  return flow;
}

function collectRequestValues(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): RequestValue[] {
  const model = getMcpModel(context);
  const sourceCode = context.sourceCode;
  const values: RequestValue[] = [];
  for (const registration of model.registrations) {
    const handler = registration.handler;
    if (!handler) continue;
    if (registration.shape === 'template') {
      const site = model.siteOf(registration);
      const byName = new Map<string, FlowStart[]>();
      for (const read of handler.variableReads) {
        if (read.name === null) continue;
        const node = read.form === 'destructure' ? read.binding : read.member;
        if (!node) continue;
        const starts = byName.get(read.name) ?? [];
        starts.push({ node, shape: 'value', key: `${registration.call.range[0]}:${read.name}` });
        byName.set(read.name, starts);
      }
      for (const [name, starts] of byName) {
        const spec = site?.analysis.parsed.variables.find((v) => v.name === name);
        const template = site?.template.value;
        values.push({
          registration,
          kind: 'template-variable',
          name,
          template,
          spec,
          multiSegment: spec?.kind === 'multi-segment',
          reserved: spec?.expression.operator === '+' || spec?.expression.operator === '#',
          written: writtenVariable(name, spec),
          label: variableLabel(name, spec, template),
          starts,
        });
      }
      // The URL the handler is given holds the variables too: a handler may parse them out of it itself.
      const uri = handler.uriParam;
      if (uri?.type === 'Identifier' && site?.analysis.parsed.variables.length) {
        values.push({
          registration,
          kind: 'request-uri',
          multiSegment: site.analysis.parsed.variables.some((v) => v.kind === 'multi-segment'),
          reserved: false,
          label: `the URI given to the handler of "${site.template.value}"`,
          starts: [{ node: uri, shape: 'url', key: `${registration.call.range[0]}:uri` }],
        });
      }
    } else if (registration.shape === 'low-level') {
      const request = handler.fn.params[0];
      if (!request) continue;
      const key = `${registration.call.range[0]}:uri`;
      const starts = follow(request, ['params', 'uri'], sourceCode, 0).map((node) => ({
        node,
        shape: 'value' as const,
        key,
      }));
      if (starts.length === 0) continue;
      values.push({
        registration,
        kind: 'request-uri',
        multiSegment: true,
        reserved: false,
        label: '`request.params.uri` of a low-level resources/read handler',
        starts,
      });
    }
  }
  return values;
}

/** `` `{+path}` of "files://{+path}" ``, or `` template variable `path` `` when the template is not known. */
export function variableLabel(name: string, spec: VariableSpec | undefined, template: string | undefined): string {
  const written = writtenVariable(name, spec);
  return template === undefined ? `template variable \`${written}\`` : `\`${written}\` of "${template}"`;
}

/** `{+path}`: the variable with its operator and explode modifier, as the template declares it. */
export function writtenVariable(name: string, spec: VariableSpec | undefined): string {
  return spec ? `{${spec.expression.operator}${name}${spec.explode ? '*' : ''}}` : `{${name}}`;
}

/** The nodes a property path reaches from a parameter or value: member reads and destructured names. */
function follow(node: TSESTree.Node, path: readonly string[], sourceCode: SourceCode, depth: number): TSESTree.Node[] {
  if (depth > 8) return [];
  const target = node.type === 'AssignmentPattern' ? node.left : node;
  if (path.length === 0) return [target];
  if (target.type === 'ObjectPattern') {
    for (const property of target.properties) {
      if (
        property.type === 'Property' &&
        !property.computed &&
        property.key.type === 'Identifier' &&
        property.key.name === path[0]
      ) {
        return follow(property.value, path.slice(1), sourceCode, depth + 1);
      }
    }
    return [];
  }
  if (target.type === 'Identifier' && isDeclared(target)) {
    const variable = declaredVariablesOf(declarationNode(target), sourceCode).find((v) =>
      v.identifiers.includes(target as never),
    );
    if (!variable || variable.references.some((r) => r.isWrite() && r.identifier !== target)) return [];
    return variable.references
      .filter((r) => r.isRead())
      .flatMap((r) => follow(r.identifier as TSESTree.Node, path, sourceCode, depth + 1));
  }
  // An expression: climb the wrappers, then take the member or destructure it.
  const expression = outermost(target);
  const parent = expression.parent;
  if (
    parent?.type === 'MemberExpression' &&
    parent.object === expression &&
    !parent.computed &&
    parent.property.type === 'Identifier' &&
    parent.property.name === path[0]
  ) {
    return follow(parent, path.slice(1), sourceCode, depth + 1);
  }
  if (parent?.type === 'VariableDeclarator' && parent.init === expression)
    return follow(parent.id, path, sourceCode, depth + 1);
  return [];
}

function isDeclared(identifier: TSESTree.Identifier): boolean {
  const parent = identifier.parent;
  return (
    (parent?.type === 'VariableDeclarator' && parent.id === identifier) ||
    (parent?.type === 'Property' && parent.value === identifier) ||
    (parent?.type === 'AssignmentPattern' && parent.left === identifier) ||
    ((parent?.type === 'ArrowFunctionExpression' ||
      parent?.type === 'FunctionExpression' ||
      parent?.type === 'FunctionDeclaration') &&
      parent.params.includes(identifier))
  );
}

function declarationNode(identifier: TSESTree.Identifier): TSESTree.Node {
  let node: TSESTree.Node = identifier;
  for (;;) {
    const parent: TSESTree.Node | undefined = node.parent;
    if (!parent) return node;
    if (parent.type === 'VariableDeclarator') return parent;
    if (
      parent.type === 'ArrowFunctionExpression' ||
      parent.type === 'FunctionExpression' ||
      parent.type === 'FunctionDeclaration'
    )
      return parent;
    node = parent;
  }
}
