// What the rules work out once per file and share: kept for each tree while the tree lives, so the
// answers for the linted file and for the other modules of the project it reads are each kept once.
import type { TSESLint } from '@typescript-eslint/utils';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** A file's source code, or a rule context that holds it. */
export type FileInput = { readonly ast: object } | { readonly sourceCode: { readonly ast: object } };

/**
 * `compute` memoized per file, known by its Program (a host may give every file the same
 * `sourceCode` object): called again only for another Program.
 */
export function perFile<Input extends FileInput = SourceCode, Value = never>(
  compute: (input: Input) => Value,
): (input: Input) => Value {
  const answers = new WeakMap<object, { value: Value }>();
  return (input) => {
    const program = 'sourceCode' in input ? input.sourceCode.ast : input.ast;
    let answer = answers.get(program);
    // Set after compute, so that a compute that throws leaves no answer behind.
    if (!answer) answers.set(program, (answer = { value: compute(input) }));
    return answer.value;
  };
}
