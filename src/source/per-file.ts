// What the rules work out once per file and share. A host runs every rule of one file before the
// next, so the answer for the last file is the only one worth keeping.
import type { TSESLint } from '@typescript-eslint/utils';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A file's source code, or a rule context that holds it. */
export type FileInput = { readonly ast: object } | { readonly sourceCode: { readonly ast: object } };

/**
 * `compute` memoized for the last file, known by its Program (a host may give every file the same
 * `sourceCode` object): called again only for another Program.
 */
export function perFile<Input extends FileInput = SourceCode, Value = never>(
  compute: (input: Input) => Value,
): (input: Input) => Value {
  let lastProgram: object | undefined;
  let lastValue: Value;
  return (input) => {
    const program = 'sourceCode' in input ? input.sourceCode.ast : input.ast;
    if (program !== lastProgram) {
      // Set after compute, so that a compute that throws leaves no answer behind.
      lastValue = compute(input);
      lastProgram = program;
    }
    return lastValue!;
  };
}
