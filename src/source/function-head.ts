// Where a finding about a whole function is drawn: its head, not its body (which may be long).
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { FunctionLike } from './syntax.js';

/** From the start of a function to its body: `async (uri, { id }, extra) =>`, `async function read(uri)`. */
export function headOf(fn: FunctionLike, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.SourceLocation {
  // An arrow's body may be parenthesized: end at the arrow itself.
  const last =
    fn.type === 'ArrowFunctionExpression'
      ? sourceCode.getTokenBefore(fn.body, { filter: (t) => t.value === '=>', includeComments: false })
      : sourceCode.getTokenBefore(fn.body);
  return { start: fn.loc.start, end: last && last.range[0] >= fn.range[0] ? last.loc.end : fn.body.loc.start };
}
