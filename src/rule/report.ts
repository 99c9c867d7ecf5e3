import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { sourceRangeOf, type StaticString } from '../source/index.js';
import type { OffsetRange } from '../template/index.js';

/**
 * The source location of a range inside a statically known string: exact characters when they come
 * from one literal, otherwise the smallest node that produced them.
 */
export function locOfValueRange(
  sourceCode: Readonly<TSESLint.SourceCode>,
  value: StaticString,
  range: OffsetRange,
): TSESTree.SourceLocation {
  const [start, end] = sourceRangeOf(value, range);
  return { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(Math.max(end, start)) };
}

/** A key for "already reported here": the same constant can feed several registrations. */
export function reportKey(loc: TSESTree.SourceLocation, id: string): string {
  return `${loc.start.line}:${loc.start.column}-${loc.end.line}:${loc.end.column}:${id}`;
}
