// The check is the only part of mcp-resources that talks MCP, and only through the SDK's client,
// loaded on demand: the package keeps no dependency, both client packages are optional peers, and
// no source file but check/client-sdk.ts names them (a static import would load them for every user).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const types = fileURLToPath(new URL('../../types/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(types, 'package.json'), 'utf8')) as Record<string, unknown>;
const sources = (readdirSync(types, { recursive: true }) as string[]).filter(
  (file) => file.endsWith('.ts') && !file.startsWith('dist') && !file.startsWith('node_modules'),
);

describe('mcp-resources and the SDK client', () => {
  it('has no dependency; the clients of both generations are optional peers', () => {
    expect(manifest['dependencies']).toBeUndefined();
    expect(Object.keys(manifest['peerDependencies'] as object).sort()).toEqual([
      '@modelcontextprotocol/client',
      '@modelcontextprotocol/sdk',
    ]);
    expect(manifest['peerDependenciesMeta']).toEqual({
      '@modelcontextprotocol/client': { optional: true },
      '@modelcontextprotocol/sdk': { optional: true },
    });
    expect(manifest['bin']).toEqual({ 'mcp-resources': './dist/check/bin.js' });
    expect((manifest['exports'] as Record<string, unknown>)['./check']).toEqual({
      types: './dist/check/index.d.ts',
      default: './dist/check/index.js',
    });
  });

  it('loads them in check/client-sdk.ts alone, and never with a static import', () => {
    const text = (file: string) => readFileSync(path.join(types, file), 'utf8');
    const importing = sources.filter((file) =>
      /^\s*(?:import|export)\b[^;]+?\bfrom\s*['"]@modelcontextprotocol\/|\b(?:import|require)\(\s*['"]@modelcontextprotocol\//m.test(
        text(file),
      ),
    );
    expect(importing).toEqual([]);
    // The one dynamic import of the package, with the specifiers of client-sdk.ts's table.
    expect(sources.filter((file) => /\bimport\((?!['"]\.)/.test(text(file)))).toEqual([
      path.join('check', 'client-sdk.ts'),
    ]);
  });
});
