import { ESLintUtils } from '@typescript-eslint/utils';

export interface PluginDocs {
  description: string;
  /** Which shared configs enable the rule. */
  recommended?: boolean;
  strict?: boolean;
  requiresTypeChecking?: boolean;
}

const REPO_DOCS = 'https://github.com/mcp-resources/eslint-plugin-mcp-resources/blob/main/docs/rules/';

export const createRule = ESLintUtils.RuleCreator<PluginDocs>((name) => `${REPO_DOCS}${name}.md`);
