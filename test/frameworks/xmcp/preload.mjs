// What xmcp's compiler injects into its runtime (dist/runtime/stdio.js): the resource files by their
// path in the resources folder, and the server info. Each handler answers with what it received.
import { z } from 'zod';

globalThis.INJECTED_TOOLS = {};
globalThis.INJECTED_PROMPTS = {};
globalThis.INJECTED_CLIENT_BUNDLES = {};
globalThis.SERVER_INFO = { name: 'xmcp-behaviour', version: '1.0.0' };
globalThis.STDIO_CONFIG = { debug: false };
const echo = (params, extra) => JSON.stringify({ params, extraKeys: Object.keys(extra ?? {}).sort() });
globalThis.INJECTED_RESOURCES = {
  '(users)/[userId]/profile.ts': async () => ({ metadata: { name: 'user-profile', description: 'd' }, default: echo }),
  '(github)/repos/[owner]/[repo]/index.ts': async () => ({
    metadata: { name: 'repo', description: 'd' },
    default: echo,
  }),
  '(docs)/[slug]/index.ts': async () => ({
    metadata: { name: 'doc', description: 'd' },
    schema: { slug: z.string().regex(/^[a-z]+$/) },
    default: echo,
  }),
  '(config)/app.ts': async () => ({ metadata: { name: 'app', description: 'd' }, default: () => 'app config' }),
};
