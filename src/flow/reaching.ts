// Which reads of a variable one of its writes reaches: the value a `let` holds at each read.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

type Variable = TSESLint.Scope.Variable;
type Reference = TSESLint.Scope.Reference;

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);

/**
 * The reads of `variable` that the write at `write` (its declaration, a parameter, or the name on the
 * left of an assignment) may reach, in source order:
 * - a read after the write, unless another plain assignment certainly runs in between: one that is a
 *   statement of a block (or the program) that also holds the read, after the write and before the read;
 * - a read before the write inside a loop that holds both (the next iteration sees the write).
 * A variable written once reaches all its reads, as before. Reads in nested functions are reached by
 * every write that is not certainly replaced before them.
 */
export function readsReachedBy(variable: Variable, write: TSESTree.Identifier): TSESTree.Identifier[] {
  const reads = variable.references.filter((reference) => reference.isRead());
  const writes = variable.references.filter((reference) => reference.isWrite() && reference.identifier !== write);
  const declared = variable.identifiers.includes(write);
  // Written once, at the declaration (or a parameter never assigned): every read.
  if (writes.length === 0 && (declared || variable.identifiers.length === 0))
    return reads.map((reference) => reference.identifier as TSESTree.Identifier);
  const writeEnd = endOfWrite(write);
  const killers = writes.filter(isPlainAssignment).map((reference) => reference.identifier as TSESTree.Identifier);
  const reached: TSESTree.Identifier[] = [];
  for (const reference of reads) {
    const read = reference.identifier as TSESTree.Identifier;
    const at = read.range[0];
    if (at >= writeEnd) {
      if (!killers.some((killer) => replacesBefore(killer, writeEnd, read))) reached.push(read);
    } else if (at < write.range[0] && inSameLoop(write, read)) {
      reached.push(read);
    }
  }
  return reached;
}

function isPlainAssignment(reference: Reference): boolean {
  const parent = reference.identifier.parent;
  return parent?.type === 'AssignmentExpression' && parent.operator === '=' && parent.left === reference.identifier;
}

/** Where a write takes effect: after its right-hand side (`x = f(x)` reads the old `x`). */
function endOfWrite(write: TSESTree.Identifier): number {
  const parent = write.parent;
  if (parent?.type === 'AssignmentExpression' && parent.left === write) return parent.range[1];
  if (parent?.type === 'VariableDeclarator' && parent.id === write) return parent.range[1];
  return write.range[1];
}

/** `killer` is an assignment statement after `writeEnd`, in a statement list that also holds `read` after it. */
function replacesBefore(killer: TSESTree.Identifier, writeEnd: number, read: TSESTree.Node): boolean {
  const assignment = killer.parent as TSESTree.AssignmentExpression;
  if (assignment.range[0] < writeEnd || assignment.range[1] > read.range[0]) return false;
  const statement = assignment.parent;
  if (statement?.type !== 'ExpressionStatement') return false;
  const list = statement.parent;
  if (list?.type !== 'BlockStatement' && list?.type !== 'Program' && list?.type !== 'StaticBlock') return false;
  return list.range[0] <= read.range[0] && read.range[1] <= list.range[1];
}

function inSameLoop(write: TSESTree.Node, read: TSESTree.Node): boolean {
  for (let node = write.parent; node; node = node.parent) {
    if (
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression'
    )
      return false;
    if (LOOPS.has(node.type) && node.range[0] <= read.range[0] && read.range[1] <= node.range[1]) return true;
  }
  return false;
}

/** The scope reference of an identifier that is written. */
export function writeReferenceOf(identifier: TSESTree.Identifier, scope: TSESLint.Scope.Scope): Reference | undefined {
  for (let current: TSESLint.Scope.Scope | null = scope; current; current = current.upper) {
    const found = current.references.find((reference) => reference.identifier === identifier);
    if (found) return found;
  }
  return undefined;
}
