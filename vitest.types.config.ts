import { defineConfig } from 'vitest/config';

// Type tests: `*.test-d.ts` checked by `tsc` (TypeScript 6.0.3). See docs/types.md.
export default defineConfig({
  test: {
    include: [],
    typecheck: { enabled: true, only: true, include: ['test/types/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
