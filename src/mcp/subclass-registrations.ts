// Resource classes whose base class registers them: the base (here or in another module) registers
// `new ResourceTemplate(this.uri, …)` with a handler that runs `this.read(uri, variables, extra)`, and
// each subclass holds `uri` and `read()`. The subclass is then a registration of its own: its field is
// the template, its method the read handler.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { fileOf, importedDefinition, passesInProject, resolveImport, sourceOf } from '../project/index.js';
import {
  fileNodes,
  perFile,
  resolveStaticString,
  singleAssignmentInit,
  staticName,
  unwrap,
  variableOf,
  within,
} from '../source/index.js';
import { resolveHandler } from './handlers.js';
import { holdsResourceWord, registerMarks } from './resource-words.js';
import { registrationsOfModule } from './model.js';
import type { ResourceRegistration } from './registrations.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/** What a base class's registration takes from `this`: the template's field and the method the handler runs. */
interface BaseRegistration {
  readonly registration: ResourceRegistration;
  readonly templateField: string;
  readonly readMethod: string;
}

const basesCache = new WeakMap<ClassNode, readonly BaseRegistration[]>();

/** Whether a module names a resource API: asked once per module, however many base classes it holds. */
const namesResourceApi = perFile((source: SourceCode) => holdsResourceWord(source.text));

/** The registrations of the file's classes that a base class registers. */
export const subclassRegistrations = perFile((sourceCode: SourceCode): ResourceRegistration[] => {
  const found: ResourceRegistration[] = [];
  // The file's classes, from the listing every room shares rather than a walk of its own.
  for (const node of fileNodes(sourceCode)) {
    if ((node.type !== 'ClassDeclaration' && node.type !== 'ClassExpression') || !node.superClass) continue;
    const base = baseClassOf(node.superClass, sourceCode);
    if (!base) continue;
    for (const { registration, templateField, readMethod } of baseRegistrations(base, sourceCode)) {
      const field = memberOf(node, templateField);
      const read = memberOf(node, readMethod);
      const value = field?.type === 'PropertyDefinition' ? field.value : undefined;
      const fn =
        read?.type === 'MethodDefinition' ? read.value : read?.type === 'PropertyDefinition' ? read.value : undefined;
      const template = value ? resolveStaticString(value, sourceCode) : null;
      if (!value || !fn || !template || !registration.construction || !registration.handler) continue;
      const handler = resolveHandler(fn, sourceCode, 'template', registration.handler.layout);
      if (!handler) continue;
      found.push({
        ...registration,
        call: node,
        construction: { ...registration.construction, node: value, argument: value, template },
        handler,
        registeredIn: fileOf(sourceOf(base, sourceCode)) ?? '',
      });
    }
  }
  return found;
});

/** The class a subclass extends: a class of this file or one another module of the project exports. */
function baseClassOf(superClass: TSESTree.Node, sourceCode: SourceCode): ClassNode | undefined {
  if (superClass.type !== 'Identifier') return undefined;
  const variable = variableOf(superClass, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  let value: TSESTree.Node | null | undefined;
  if (def?.type === 'ClassName') value = def.node;
  else if (def?.type === 'ImportBinding') {
    // Most base classes are not resource classes: only a module that names an MCP API is read.
    const from = fileOf(sourceCode);
    const file = from && def.parent.type === 'ImportDeclaration' && resolveImport(from, def.parent.source.value);
    if (!file || !passesInProject(file, registerMarks)) return undefined;
    const imported = importedDefinition(superClass, sourceCode);
    value = imported?.kind === 'node' ? imported.node : undefined;
  } else value = singleAssignmentInit(superClass, sourceCode);
  return value?.type === 'ClassDeclaration' || value?.type === 'ClassExpression' ? value : undefined;
}

/** The registrations a base class makes of `this`: the template from a field, the handler running a method. */
function baseRegistrations(base: ClassNode, sourceCode: SourceCode): readonly BaseRegistration[] {
  const cached = basesCache.get(base);
  if (cached) return cached;
  const source = sourceOf(base, sourceCode);
  const found: BaseRegistration[] = [];
  // Most base classes register nothing: a module that names no resource API is not modelled.
  if (!namesResourceApi(source)) {
    basesCache.set(base, found);
    return found;
  }
  for (const registration of registrationsOfModule(source)) {
    if (!within(registration.call, base)) continue;
    const templateField = thisMember(registration.construction?.argument);
    const readMethod = forwardedMethod(registration.handler);
    if (templateField && readMethod) found.push({ registration, templateField, readMethod });
  }
  basesCache.set(base, found);
  return found;
}

/** `this.uri` (through casts): the field's name. */
function thisMember(node: TSESTree.Node | undefined): string | undefined {
  const inner = node && unwrap(node);
  return inner?.type === 'MemberExpression' && inner.object.type === 'ThisExpression' ? staticName(inner) : undefined;
}

/** The method a handler runs on `this` with its own parameters, in order: `(uri, v, extra) => this.read(uri, v, extra)`. */
function forwardedMethod(handler: ResourceRegistration['handler']): string | undefined {
  if (!handler) return undefined;
  const fn = handler.fn;
  const body = fn.body.type === 'BlockStatement' ? singleReturn(fn.body) : fn.body;
  const call = body && unwrap(body, { awaited: true });
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return undefined;
  const method = thisMember(call.callee);
  const forwarded = call.arguments.every((argument, index) => {
    const param = fn.params[index];
    return argument.type === 'Identifier' && param?.type === 'Identifier' && param.name === argument.name;
  });
  return forwarded ? method : undefined;
}

function singleReturn(block: TSESTree.BlockStatement): TSESTree.Expression | undefined {
  const [statement] = block.body;
  return block.body.length === 1 && statement?.type === 'ReturnStatement'
    ? (statement.argument ?? undefined)
    : undefined;
}

function memberOf(node: ClassNode, name: string): TSESTree.ClassElement | undefined {
  return node.body.body.find(
    (element) =>
      (element.type === 'PropertyDefinition' || element.type === 'MethodDefinition') &&
      !element.static &&
      staticName(element) === name &&
      (element.type !== 'MethodDefinition' || element.value.body !== null),
  );
}
