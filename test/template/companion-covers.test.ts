// The covers no-shadowed-template claims for the companion's templates, run: a router with the
// earlier route first never calls the later one, for every URI the later template matches (many
// generated URIs, bad "%" and invalid UTF-8 included), and the SDK tries the adapter's templates
// in registration order too. Pairs not claimed, and a URI that reaches the later one.
import {
  McpServer as McpServerV1,
  ResourceTemplate as ResourceTemplateV1,
} from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer as McpServerV2, ResourceTemplate as ResourceTemplateV2 } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { createResourceRouter, expand, match, typedResource } from '../../types/index.js';
import { CompanionCoverIndex, companionCovers, parseTemplate } from '../../src/template/index.js';
import { connect } from '../runtime/sdk-client.js';

const COVERED: [string, string][] = [
  ['docs://{id}', 'docs://{name}'],
  ['docs://{a}/x/{+b}', 'docs://{c}/x/{+d}'],
  ['search://{t}{?q,limit}', 'search://{u}{?q,limit}'],
  ['catalog://items/{+rest}', 'catalog://items/{id}/reviews'],
  ['files://{+path}', 'files://{tenant}/x{#frag}'],
  ['{+uri}', 'docs://{id}{/parts*}'],
  ['docs://{id}', 'docs://{name}.md'],
  ['docs://{id}', 'docs://v{major}{.minor};x{;y}'],
];

// Not claimed, and a URI the later one matches that the earlier one does not.
const NOT_COVERED: [string, string, string][] = [
  ['docs://{id}', 'docs://{id}/r', 'docs://a/r'],
  ['docs://{id}', 'docs://{+id}', 'docs://a?b'],
  ['docs://{+rest}', 'docs://{id}{?q}', 'docs://a?zz=%FF'],
  ['docs://{+rest}', 'docs://{a}%A9', 'docs://%C3%A8%A9'],
  ['docs://{name}', 'docs://{?name}', 'docs://?name=a'],
  ['docs://{id}.md', 'docs://{id}', 'docs://a'],
];

const parsed = (template: string) => parseTemplate(template);

/** A small seeded generator, so a failure is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const VALUES = ['', 'a', 'a/b', 'é', 'a b', '%', '?x', '#', 'a,b', 'x.md', '..', '😀', 'v=1;y', '%C3'];
const PIECES = ['a', '/', '?', '#', '%', '%C3', '%A9', '%2F', ',', '.', ';', '=', '&', 'é', 'md', 'x', 'reviews'];

/** URIs for `template`: expanded from values, and its leading literal followed by random pieces. */
function urisFor(template: string, count: number): string[] {
  const next = random(template.length);
  const names = parsed(template).variables.map((v) => v.name);
  const uris: string[] = [];
  for (let i = 0; i < count; i++) {
    const values = Object.fromEntries(names.map((n) => [n, VALUES[Math.floor(next() * VALUES.length)]!]));
    uris.push(expand(template as never, values as never));
    const lead = parsed(template).parts[0];
    let uri = lead?.type === 'literal' ? lead.value : '';
    const length = Math.floor(next() * 6);
    for (let j = 0; j < length; j++) uri += PIECES[Math.floor(next() * PIECES.length)]!;
    uris.push(uri);
  }
  return uris;
}

/** Which route of `[earlier, later]` the router calls for `uri` (undefined: none). */
async function answeredBy(earlier: string, later: string, uri: string): Promise<string | undefined> {
  const router = createResourceRouter(
    [earlier, later].map((template, index) => ({ template, read: () => ({ contents: [], by: index }) })),
    { security: false },
  );
  try {
    return ['earlier', 'later'][((await router({ params: { uri } }, {})) as { by: number }).by];
  } catch {
    return undefined;
  }
}

describe('companionCovers', () => {
  it.each(COVERED)('%s covers %s: the router never calls the later route', async (earlier, later) => {
    expect(companionCovers(parsed(earlier), parsed(later))).toBe(true);
    const matched = urisFor(later, 300).filter((uri) => match(later as never, uri) !== null);
    expect(matched.length).toBeGreaterThan(50);
    for (const uri of matched) expect(await answeredBy(earlier, later, uri), uri).toBe('earlier');
  });

  it.each(NOT_COVERED)('%s does not cover %s: %s reaches the later route', async (earlier, later, uri) => {
    expect(companionCovers(parsed(earlier), parsed(later))).toBe(false);
    expect(await answeredBy(earlier, later, uri)).toBe('later');
  });

  it('the index finds the first template that covers, by shape or by prefix', () => {
    const index = new CompanionCoverIndex<string>();
    for (const template of ['docs://{id}/r', 'catalog://{+rest}', 'catalog://items/{+rest}', 'docs://{x}/r'])
      index.add(parsed(template), template);
    expect(index.firstCovering(parsed('docs://{name}/r'))).toBe('docs://{id}/r');
    expect(index.firstCovering(parsed('catalog://items/{id}'))).toBe('catalog://{+rest}');
    expect(index.firstCovering(parsed('catalog://items/{id}{?q}'))).toBeUndefined();
    expect(index.firstCovering(parsed('docs://{name}'))).toBeUndefined();
  });
});

describe("the SDK tries the adapter's templates in registration order", () => {
  const SDKS = {
    v1: { McpServer: McpServerV1, ResourceTemplate: ResourceTemplateV1 },
    v2: { McpServer: McpServerV2, ResourceTemplate: ResourceTemplateV2 },
  } as const;
  it.each(['v1', 'v2'] as const)('%s: the earlier template answers what both match', async (generation) => {
    const { McpServer, ResourceTemplate } = SDKS[generation];
    const server = new McpServer({ name: 'shadow', version: '1.0.0' }) as McpServerV1;
    for (const [name, template] of [
      ['earlier', 'catalog://items/{+rest}'],
      ['later', 'catalog://items/{id}/reviews'],
    ] as const) {
      const typed = typedResource(ResourceTemplate as typeof ResourceTemplateV1, template as string, {
        list: undefined,
      });
      server.registerResource(
        name,
        typed.template,
        {},
        typed.read((uri) => ({ contents: [{ uri: uri.href, text: name }] })),
      );
    }
    const client = await connect(server as never, generation);
    try {
      const read = await client.readResource({ uri: 'catalog://items/42/reviews' });
      expect(read.contents).toEqual([{ uri: 'catalog://items/42/reviews', text: 'earlier' }]);
    } finally {
      await client.close();
    }
  });
});
