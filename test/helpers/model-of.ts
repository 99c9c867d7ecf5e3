import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { getMcpModel, type McpFileModel } from '../../src/mcp/index.js';

/** Parses `code` as a TypeScript module and returns the shared MCP model the rules see. */
export function modelOf(
  code: string,
  filename = 'file.ts',
): { model: McpFileModel; text: (node: { range: [number, number] }) => string } {
  let model: McpFileModel | undefined;
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
              model: {
                create(context) {
                  return {
                    Program() {
                      model = getMcpModel(context as never);
                    },
                  };
                },
              },
            },
          },
        },
        rules: { 'probe/model': 'error' },
      },
    ],
    filename,
  );
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return { model: model!, text: (node) => code.slice(node.range[0], node.range[1]) };
}
