// A function's own code, sorted by the kinds of node the rules ask about. Several rules read the same
// handler (its branches, its returns, its calls), so it is listed once and kept for the file: on
// ESLint by the file's one pass (file-nodes.ts), elsewhere by a walk of each function asked about.
import type { TSESLint } from '@typescript-eslint/utils';
import { emptyOwnCode, listedOwnCode, sortOwnCode, type OwnCode, type OwnCodeLists } from './file-nodes.js';
import { perFile } from './per-file.js';
import type { FunctionLike } from './syntax.js';
import { walkOwnBody } from './walk.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export type { OwnCode };

const walkedFunctions = perFile((_sourceCode: SourceCode) => new Map<FunctionLike, OwnCodeLists>());

export function ownCodeOf(fn: FunctionLike, sourceCode: SourceCode): OwnCode {
  const listed = listedOwnCode(sourceCode);
  if (listed) return listed.get(fn) ?? emptyOwnCode();
  const walked = walkedFunctions(sourceCode);
  let lists = walked.get(fn);
  if (!lists) {
    const collected = emptyOwnCode();
    walkOwnBody(fn, sourceCode.visitorKeys, (node) => {
      sortOwnCode(node, collected);
    });
    walked.set(fn, (lists = collected));
  }
  return lists;
}
