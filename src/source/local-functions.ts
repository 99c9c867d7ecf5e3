// The function a callee runs: a declaration, a constant bound to a function, a method of a class of
// this file, or a function another module of the project exports.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { importedDefinition } from '../project/index.js';
import { memberFunction } from './class-members.js';
import { objectMemberValue } from './object-members.js';
import { importedLocals, singleAssignmentInit } from './bindings.js';
import { isFunctionLike, type FunctionLike } from './syntax.js';
import { variableOf } from './bindings.js';
import { perFile } from './per-file.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The function in this file that a callee names: `f` (a declaration, or a constant bound to a
 * function) or `this.m` / `ClassName.m` (a method, or a field holding a function, of a class of this
 * file). Calls through it can be followed into its body.
 */
export function localFunctionOf(callee: TSESTree.Node, sourceCode: SourceCode): FunctionLike | undefined {
  if (callee.type === 'MemberExpression') {
    const member = memberFunction(callee, sourceCode) ?? objectMemberValue(callee, sourceCode);
    return isFunctionLike(member) ? member : undefined;
  }
  if (callee.type !== 'Identifier') return undefined;
  const variable = variableOf(callee, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type === 'FunctionName' && def.node.type === 'FunctionDeclaration') return def.node;
  if (def?.type === 'ImportBinding') {
    // A function exported by another module of the project: followed into its own module.
    const imported = importedDefinition(callee, sourceCode);
    return imported?.kind === 'node' && isFunctionLike(imported.node) ? imported.node : undefined;
  }
  const init = singleAssignmentInit(callee, sourceCode);
  return init && isFunctionLike(init) ? init : undefined;
}

const importedFunctionAnswers = perFile((_: SourceCode) => new Map<string, FunctionLike | null>());

/**
 * The function a value import of the file (`import { decodeId } from './uris.js'`) is bound to, if
 * any: resolved once per import and lint, however many calls name it.
 */
export function importedFunction(name: string, sourceCode: SourceCode): FunctionLike | undefined {
  const local = importedLocals(sourceCode).get(name);
  if (!local) return undefined;
  const answers = importedFunctionAnswers(sourceCode);
  let fn = answers.get(name);
  if (fn === undefined) answers.set(name, (fn = localFunctionOf(local, sourceCode) ?? null));
  return fn ?? undefined;
}
