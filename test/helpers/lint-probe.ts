import type { TSESLint } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** Parses `code` as a TypeScript module and runs `probe` with a rule context on it, once the file is traversed. */
export function withContext<T>(code: string, probe: (context: Context) => T): T {
  let result: { value: T } | undefined;
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
        plugins: {
          probe: {
            rules: {
              run: {
                create: (context) => ({
                  'Program:exit'() {
                    result = { value: probe(context as never) };
                  },
                }),
              },
            },
          },
        },
        rules: { 'probe/run': 'error' },
      },
    ],
    'file.ts',
  );
  const fatal = messages.find((m) => m.fatal || m.ruleId === 'probe/run');
  if (fatal) throw new Error(fatal.message);
  if (!result) throw new Error('probe did not run');
  return result.value;
}
