import { Linter, type Rule } from 'eslint';

/**
 * Renders a rule message with data exactly as ESLint does, by reporting it from a throwaway
 * rule: the test then reads the same text a user would see.
 */
export function renderEslintMessage(message: string, data: Record<string, string>): string {
  const rule: Rule.RuleModule = {
    meta: { type: 'problem', messages: { finding: message } },
    create: (context) => ({ Program: (node) => context.report({ node, messageId: 'finding', data }) }),
  };
  const [result] = new Linter().verify('x', [
    { plugins: { render: { rules: { message: rule } } }, rules: { 'render/message': 'error' } },
  ]);
  if (!result) throw new Error('the throwaway rule reported nothing');
  return result.message;
}
