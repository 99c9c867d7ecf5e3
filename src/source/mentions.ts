// A text check asked before an analysis: whether the file's text names any of some words at all.
import type { TSESLint } from '@typescript-eslint/utils';

/**
 * Whether the file's text holds one of `words`. An analysis that can find something only where its
 * words are written (an import of a module, a call of a built-in) asks this first and skips the
 * file otherwise; test/rules/text-checks.test.ts shows the findings are those of the analysis alone.
 */
export const mentions = (sourceCode: Readonly<TSESLint.SourceCode>, ...words: readonly string[]): boolean =>
  words.some((word) => sourceCode.text.includes(word));
