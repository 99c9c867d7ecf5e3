import { defineConfig } from 'vitest/config';

// Type tests: `test/types/*.test-d.ts`, checked by three compilers in one run: TypeScript 6.0.3,
// 7.0.2 (the native `tsc` of the `typescript-7` alias) and 5.9.3. One alone:
// `npx vitest run --config vitest.types.config.ts --project types-ts5.9`. See types/docs/guide.md.
const checkers = {
  // An explicit path: node_modules/.bin/tsc belongs to the typescript-5.9 alias.
  'types-ts6': 'node_modules/typescript/bin/tsc',
  'types-ts7': 'node_modules/typescript-7/bin/tsc',
  'types-ts5.9': 'node_modules/typescript-5.9/bin/tsc',
} as const;

const project = (name: keyof typeof checkers) => ({
  test: {
    name,
    include: [],
    typecheck: {
      enabled: true,
      only: true,
      include: ['test/types/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
      checker: checkers[name],
    },
  },
});

export default defineConfig({
  test: {
    projects: [project('types-ts6'), project('types-ts7'), project('types-ts5.9')],
  },
});
