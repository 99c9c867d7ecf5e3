// The eslint-utils entry alone: the package's main entry loads typescript-estree (and TypeScript),
// half a second of start-up that no rule needs.
import { RuleCreator } from '@typescript-eslint/utils/eslint-utils';

export interface PluginDocs {
  description: string;
  /** Which shared configs enable the rule. */
  recommended?: boolean;
  strict?: boolean;
  requiresTypeChecking?: boolean;
}

const REPO_DOCS = 'https://github.com/mcp-resources/eslint-plugin-mcp-resources/blob/main/docs/rules/';

export const createRule = RuleCreator<PluginDocs>((name) => `${REPO_DOCS}${name}.md`);
