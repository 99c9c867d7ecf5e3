// The per-file model of the MCP code, through the public entry every rule uses: a rule of a probe
// plugin asks `getMcpModel` for it. Each file is linted at its path on disk, so that the project
// layer reads the modules it imports. For scripts run with `node --import tsx` (the sources).
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { getMcpModel } from '../../src/mcp/index.ts';

/**
 * A function that lints `text` as the file at `file` (an absolute path under `cwd`) and gives its
 * model and source code, or the parse error.
 */
export function modelProbe(cwd) {
  const linter = new Linter({ configType: 'flat', cwd });
  let captured;
  const probe = {
    rules: {
      model: {
        meta: { type: 'suggestion', schema: [] },
        create(context) {
          captured = { model: getMcpModel(context), sourceCode: context.sourceCode };
          return {};
        },
      },
    },
  };
  const config = [
    {
      files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
      languageOptions: {
        parser: tsParser,
        parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
      },
      plugins: { probe },
      rules: { 'probe/model': 'error' },
    },
  ];
  return (text, file) => {
    captured = undefined;
    const fatal = linter.verify(text, config, { filename: file }).find((m) => m.fatal);
    if (fatal) return { error: `does not parse: ${fatal.message}` };
    return captured ?? { error: 'no model' };
  };
}

/** The lines at which a registration stands: its call's first line, the method's name, a declarator or class around it. */
export function registrationLines(registration) {
  const node = registration.call;
  const lines = new Set([node.loc.start.line]);
  const callee =
    node.type === 'CallExpression'
      ? node.callee.type === 'ChainExpression'
        ? node.callee.expression
        : node.callee
      : undefined;
  if (callee?.type === 'MemberExpression') lines.add(callee.property.loc.start.line);
  for (let parent = node.parent; parent && parent.type !== 'Program'; parent = parent.parent) {
    if (
      parent.type === 'VariableDeclarator' ||
      parent.type === 'ClassDeclaration' ||
      parent.type === 'ClassExpression' ||
      parent.type === 'ExportDefaultDeclaration'
    )
      lines.add(parent.loc.start.line);
  }
  return lines;
}
