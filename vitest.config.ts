import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run the companion package from its sources, as the typecheck does (tsconfig.json paths).
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^mcp-resources\/grammar$/, replacement: source('./types/grammar/index.ts') },
      { find: /^mcp-resources\/fs$/, replacement: source('./types/fs/index.ts') },
      { find: /^mcp-resources\/check$/, replacement: source('./types/check/index.ts') },
      { find: /^mcp-resources$/, replacement: source('./types/index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    // test/setup.ts lints every rule case of a file again on both hosts, once the file's tests have run.
    hookTimeout: 120_000,
  },
});
