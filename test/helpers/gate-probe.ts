import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { importsMcpModule, mayBuildUris, mayHoldResources } from '../../src/mcp/index.js';

/** The three text questions for `code`, asked as a rule would. */
export function ask(code: string, filename = 'file.ts') {
  let answers: { imports: boolean; resources: boolean; uris: boolean } | undefined;
  const linter = new Linter({ configType: 'flat' });
  linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: {
          probe: {
            rules: {
              gates: {
                create(context) {
                  answers = {
                    imports: importsMcpModule(context as never),
                    resources: mayHoldResources(context as never),
                    uris: mayBuildUris(context as never),
                  };
                  return {};
                },
              },
            },
          },
        },
        rules: { 'probe/gates': 'error' },
      },
    ],
    filename,
  );
  return answers!;
}
