// For tests that tie a fast pre-check to the exact analysis it stands in front of: the code they run
// both over (generated files, and the code of the rule tests), and the loop that compares them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseForESLint } from '@typescript-eslint/parser';
import type { TSESLint } from '@typescript-eslint/utils';
import { expect } from 'vitest';
import { walk } from '../../src/source/index.js';
import { withContext } from './lint-probe.js';

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** Runs `mismatches` on the file each seed generates and expects none; returns their count of cases compared. */
export function expectAgreement(
  seeds: number,
  generate: (seed: number) => string,
  mismatches: (context: Context) => { mismatches: string[]; compared: number },
): number {
  let compared = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const code = generate(seed);
    const result = withContext(code, mismatches);
    expect(result.mismatches, code).toEqual([]);
    compared += result.compared;
  }
  return compared;
}

/** Every string or template literal (its text pieces joined) of the rule tests' sources that parses as a module. */
export function ruleTestCode(keep: (code: string) => boolean = () => true): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files = ['rules', 'rules/frameworks', 'routes'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(root, dir, name)),
  );
  const snippets = new Set<string>();
  for (const file of files) {
    const { ast, visitorKeys } = parseForESLint(readFileSync(file, 'utf8'), { range: true });
    walk(ast, visitorKeys as never, (node) => {
      const text =
        node.type === 'Literal' && typeof node.value === 'string'
          ? node.value
          : node.type === 'TemplateLiteral'
            ? node.quasis.map((quasi) => quasi.value.cooked ?? '').join('')
            : undefined;
      if (text && keep(text)) snippets.add(text);
    });
  }
  return [...snippets].filter((code) => {
    try {
      parseForESLint(code, { sourceType: 'module' });
      return true;
    } catch {
      return false;
    }
  });
}
