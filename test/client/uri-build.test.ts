// uriBuildOf asks a cheap test (mayStartWithScheme) before it resolves a string's parts: the test may
// let through strings that are no build, never rule out one. Checked over generated strings of every
// shape the parts are read from, and over every string of the rule tests' code.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { exactUriBuildOf, mayStartWithScheme } from '../../src/client/uri-build.js';
import { walk } from '../../src/source/index.js';
import { expectAgreement, ruleTestCode } from '../helpers/agreement.js';
import { withContext } from '../helpers/lint-probe.js';
import { seededRandom } from '../helpers/prng.js';

type Built = TSESTree.TemplateLiteral | TSESTree.BinaryExpression;

/** The builds of a file the cheap test rules out, and how many builds there are. */
function missed({ sourceCode }: { sourceCode: Readonly<TSESLint.SourceCode> }): {
  mismatches: string[];
  compared: number;
} {
  const mismatches: string[] = [];
  let compared = 0;
  walk(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    if (node.type !== 'TemplateLiteral' && !(node.type === 'BinaryExpression' && node.operator === '+')) return;
    if (!exactUriBuildOf(node as Built, sourceCode)) return;
    compared++;
    if (!mayStartWithScheme(node, sourceCode)) mismatches.push(sourceCode.getText(node));
  });
  return { mismatches, compared };
}

const DECLARATIONS = `const SCHEME = 'docs'; const FULL = 'docs://host'; const SEP = '://'; const HALF = 'docs:'; const EMPTY = '';
const Schemes = { docs: 'docs' } as const; const N = 5;
declare const id: string, base: string, count: number, items: string[];
`;
const LITERALS = ['docs://', 'docs', 'docs:', 'docs:/', '//', '://', '', '/x/', '?q=', 'Resource ', ' items', 'a b'];
const NAMES = ['SCHEME', 'FULL', 'SEP', 'HALF', 'EMPTY', 'Schemes.docs', 'N', 'id', 'base', 'count'];
const EXPRESSIONS = [...NAMES, 'String(SCHEME)', "(id ?? '').length", 'items.length', 'true', '5'];

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

describe('mayStartWithScheme', () => {
  it('lets every generated build through: split literals, constants before, after and around the scheme, values', () => {
    expect(expectAgreement(20, generated, missed)).toBeGreaterThan(100);
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
    expect(withContext(code, missed)).toEqual({ mismatches: [], compared: edges.length });
  });

  it('lets every build of the rule tests through', () => {
    const snippets = ruleTestCode((text) => text.includes('://'));
    expect(snippets.length).toBeGreaterThan(100);
    expect(expectAgreement(snippets.length, (seed) => snippets[seed - 1]!, missed)).toBeGreaterThan(50);
  });
});
