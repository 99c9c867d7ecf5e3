// uriBuildOf asks a cheap test (mayStartWithScheme) before it resolves a string's parts: the test may
// let through strings that are no build, never rule out one. Checked over generated strings of every
// shape the parts are read from, and over every string of the rule tests' code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSESTree } from '@typescript-eslint/utils';
import { parseForESLint } from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import { exactUriBuildOf, mayStartWithScheme } from '../../src/client/uri-build.js';
import { walk } from '../../src/source/index.js';
import { withContext } from '../helpers/lint-probe.js';
import { seededRandom } from '../helpers/prng.js';

type Built = TSESTree.TemplateLiteral | TSESTree.BinaryExpression;

/** The builds of `code` the cheap test rules out, and how many builds there are. */
function missed(code: string): { missed: string[]; builds: number } {
  return withContext(code, ({ sourceCode }) => {
    const found: string[] = [];
    let builds = 0;
    walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
      if (node.type !== 'TemplateLiteral' && !(node.type === 'BinaryExpression' && node.operator === '+')) return;
      if (!exactUriBuildOf(node as Built, sourceCode)) return;
      builds++;
      if (!mayStartWithScheme(node, sourceCode)) found.push(sourceCode.getText(node));
    });
    return { missed: found, builds };
  });
}

const DECLARATIONS = `const SCHEME = 'docs'; const FULL = 'docs://host'; const SEP = '://'; const HALF = 'docs:'; const EMPTY = '';
const Schemes = { docs: 'docs' } as const; const N = 5;
declare const id: string, base: string, count: number, items: string[];
`;
const LITERALS = ['docs://', 'docs', 'docs:', 'docs:/', '//', '://', '', '/x/', '?q=', 'Resource ', ' items', 'a b'];
const EXPRESSIONS = [
  'SCHEME',
  'FULL',
  'SEP',
  'HALF',
  'Schemes.docs',
  'N',
  'id',
  'base',
  'count',
  'String(SCHEME)',
  "(id ?? '').length",
  'items.length',
  'true',
  '5',
];

function generated(seed: number): string {
  const random = seededRandom(seed);
  const literal = () => `'${random.pick(LITERALS)}'`;
  const piece = () => (random.chance(0.5) ? literal() : random.pick(EXPRESSIONS));
  const lines = [DECLARATIONS];
  for (let n = 0; n < 150; n++) {
    if (random.chance(0.5)) {
      lines.push(`export const c${n} = ${Array.from({ length: 2 + random.below(3) }, piece).join(' + ')};`);
    } else {
      const count = 1 + random.below(3);
      let text = '`' + random.pick(LITERALS);
      for (let i = 0; i < count; i++) text += `\${${random.pick(EXPRESSIONS)}}${random.pick(LITERALS)}`;
      lines.push(`export const t${n} = ${text}\`;`);
    }
  }
  return lines.join('\n');
}

/** The code of the rule tests: every string or template literal of their sources that parses as a module and writes `://`. */
function ruleTestCode(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files = ['rules', 'routes', 'rules/frameworks'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(root, dir, name)),
  );
  const snippets: string[] = [];
  for (const file of files) {
    const { ast, visitorKeys } = parseForESLint(readFileSync(file, 'utf8'), { range: true });
    walk(ast, visitorKeys as never, (node) => {
      const text =
        node.type === 'Literal' && typeof node.value === 'string'
          ? node.value
          : node.type === 'TemplateLiteral'
            ? node.quasis.map((quasi) => quasi.value.cooked ?? '').join('')
            : undefined;
      if (text?.includes('://')) snippets.push(text);
    });
  }
  return snippets.filter((code) => {
    try {
      parseForESLint(code, { sourceType: 'module' });
      return true;
    } catch {
      return false;
    }
  });
}

describe('mayStartWithScheme', () => {
  it('lets every generated build through: split literals, constants before, after and around the scheme, values', () => {
    let builds = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const result = missed(generated(seed));
      expect(result.missed).toEqual([]);
      builds += result.builds;
    }
    expect(builds).toBeGreaterThan(100);
  });

  it('lets through the builds after an empty piece, and those a constant completes or begins', () => {
    const edges = [
      "'' + FULL + base",
      "EMPTY + 'docs://' + id",
      '`${EMPTY}docs://${id}`',
      '`docs${SEP}${id}`',
      'base + SEP + id',
      "String(SCHEME) + '://x/' + id",
      "true + '://x/' + id",
      "Schemes.docs + '://x/' + id",
    ];
    const code = DECLARATIONS + edges.map((edge, n) => `export const e${n} = ${edge};`).join('\n');
    expect(missed(code)).toEqual({ missed: [], builds: edges.length });
  });

  it('lets every build of the rule tests through', () => {
    const snippets = ruleTestCode();
    let builds = 0;
    for (const code of snippets) {
      const result = missed(code);
      expect(result.missed, code).toEqual([]);
      builds += result.builds;
    }
    expect(snippets.length).toBeGreaterThan(100);
    expect(builds).toBeGreaterThan(50);
  });
});
