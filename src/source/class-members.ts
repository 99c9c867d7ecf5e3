// Members of a class of this file, read as `this.x` inside it or `ClassName.x`: what a field is set to, which method a call runs.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { importedDefinition } from '../project/index.js';
import { staticName } from './static-name.js';
import { walk } from './walk.js';
import { variableOf } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

interface Member {
  /** The value the member is set to: a field's initializer, or its one `this.x = …` assignment. */
  readonly value?: TSESTree.Expression;
  /** How many places set it (the initializer, assignments, `++`, `delete`). */
  readonly writes: number;
}

interface ClassMembers {
  readonly instance: ReadonlyMap<string, Member>;
  readonly statics: ReadonlyMap<string, Member>;
}

const membersCache = new WeakMap<ClassNode, ClassMembers>();

/**
 * The class member a `this.x` (inside the class, not in a nested `function`) or `ClassName.x` reads,
 * when that class is written in this file.
 */
function memberRead(
  expression: TSESTree.MemberExpression,
  sourceCode: SourceCode,
): { owner: ClassNode; isStatic: boolean; name: string } | undefined {
  const name = staticName(expression, sourceCode);
  if (name === undefined) return undefined;
  const object = expression.object;
  if (object.type === 'ThisExpression') {
    const owner = thisOwner(object);
    return owner && { owner: owner.node, isStatic: owner.isStatic, name };
  }
  if (object.type === 'Identifier') {
    const variable = variableOf(object, sourceCode);
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (def?.type === 'ClassName') return { owner: def.node, isStatic: true, name };
    if (def?.type === 'ImportBinding') {
      // A class another module of the project exports: `Uris.DOC` for `export class Uris { static DOC = … }`.
      const imported = importedDefinition(object, sourceCode);
      const owner = imported?.kind === 'node' ? imported.node : undefined;
      if (owner?.type === 'ClassDeclaration' || owner?.type === 'ClassExpression')
        return { owner, isStatic: true, name };
    }
  }
  return undefined;
}

/**
 * The value a member read has on every path: a field never set after its initializer (or set only
 * once, in the constructor). `undefined` for a member set in several places, or not a class of this file.
 */
export function memberValue(
  expression: TSESTree.MemberExpression,
  sourceCode: SourceCode,
): TSESTree.Expression | undefined {
  const read = memberRead(expression, sourceCode);
  if (!read) return undefined;
  const members = membersOf(read.owner, sourceCode);
  const member = (read.isStatic ? members.statics : members.instance).get(read.name);
  return member?.writes === 1 ? member.value : undefined;
}

/** The method a `this.m` / `ClassName.m` callee runs: a method, or a field holding a function. */
export function memberFunction(
  expression: TSESTree.MemberExpression,
  sourceCode: SourceCode,
): TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression | undefined {
  const read = memberRead(expression, sourceCode);
  if (!read) return undefined;
  for (const element of read.owner.body.body) {
    if (element.type !== 'MethodDefinition' || element.kind !== 'method' || element.static !== read.isStatic) continue;
    // An overload signature has no body; the implementation follows it.
    if (staticName(element) === read.name && element.value.type === 'FunctionExpression') return element.value;
  }
  const value = memberValue(expression, sourceCode);
  return value?.type === 'ArrowFunctionExpression' || value?.type === 'FunctionExpression' ? value : undefined;
}

/** The class whose instance (or, in a static member, the class itself) `this` is at `node`. */
function thisOwner(node: TSESTree.ThisExpression): { node: ClassNode; isStatic: boolean } | undefined {
  let child: TSESTree.Node = node;
  for (let parent: TSESTree.Node | undefined = node.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'FunctionDeclaration':
        return undefined;
      case 'FunctionExpression': {
        // A method's own function: `this` is the instance (or the class, for a static method).
        const holder = parent.parent;
        if (holder?.type === 'MethodDefinition' && holder.value === parent)
          return { node: holder.parent.parent, isStatic: holder.static };
        if (holder?.type === 'PropertyDefinition' && holder.value === parent)
          return { node: holder.parent.parent, isStatic: holder.static };
        return undefined;
      }
      case 'PropertyDefinition':
        if (parent.value === child) return { node: parent.parent.parent, isStatic: parent.static };
        break;
      case 'StaticBlock':
        return { node: parent.parent.parent, isStatic: true };
      default:
        break;
    }
  }
  return undefined;
}

function membersOf(node: ClassNode, sourceCode: SourceCode): ClassMembers {
  let members = membersCache.get(node);
  if (!members) membersCache.set(node, (members = collectMembers(node, sourceCode)));
  return members;
}

function collectMembers(node: ClassNode, sourceCode: SourceCode): ClassMembers {
  const instance = new Map<string, Member>();
  const statics = new Map<string, Member>();
  const set = (map: Map<string, Member>, name: string, value: TSESTree.Expression | undefined) => {
    const previous = map.get(name);
    map.set(name, { value: previous ? undefined : value, writes: (previous?.writes ?? 0) + 1 });
  };
  for (const element of node.body.body) {
    if (element.type === 'PropertyDefinition' && element.value) {
      const name = staticName(element);
      if (name !== undefined) set(element.static ? statics : instance, name, element.value);
    }
  }
  // Every `this.x = …` (or `++`, compound assignment, `delete`) inside the class body is a write.
  const className = node.id?.name;
  walk(node.body, sourceCode.visitorKeys, (current) => {
    const target = writtenMember(current);
    if (target?.type !== 'MemberExpression') return;
    const name = staticName(target);
    if (name === undefined) return;
    const map =
      target.object.type === 'ThisExpression'
        ? instance
        : target.object.type === 'Identifier' && target.object.name === className
          ? statics
          : undefined;
    const value = current.type === 'AssignmentExpression' && current.operator === '=' ? current.right : undefined;
    if (map) set(map, name, value);
  });
  return { instance, statics };
}

function writtenMember(node: TSESTree.Node): TSESTree.Node | undefined {
  if (node.type === 'AssignmentExpression') return node.left;
  if (node.type === 'UpdateExpression') return node.argument;
  if (node.type === 'UnaryExpression' && node.operator === 'delete') return node.argument;
  return undefined;
}
