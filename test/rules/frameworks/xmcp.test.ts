// xmcp 1.x resources are files: the template comes from the path. xmcp registers them with the SDK
// v2 McpServer and the SDK's ResourceTemplate (its runtime, utils/resources.ts), so the SDK's
// matching facts are the ones that apply (shown for the SDK in test/runtime/).
import { describe, expect, it } from 'vitest';
import noDoubleDecode from '../../../rules/no-double-decode.js';
import noPathTraversal from '../../../rules/no-path-traversal.js';
import noUnknownTemplateVariable from '../../../rules/no-unknown-template-variable.js';
import { xmcpTemplateOf } from '../../../src/mcp/frameworks/xmcp.js';
import { underline } from '../../helpers/underline.js';
import { ruleTester } from '../rule-tester.js';

const profile = 'src/resources/(users)/[userId]/profile.ts';
const header =
  'import { type ResourceMetadata } from "xmcp";\nimport { readFile } from "node:fs/promises";\nexport const metadata: ResourceMetadata = { name: "user-profile", description: "d" };\n';

describe('the template xmcp composes from a path', () => {
  it('follows its convention: (scheme) folder, [param] folders, index files, no [param].ts files', () => {
    expect(xmcpTemplateOf('src/resources/(users)/[userId]/profile.ts')).toBe('users://{userId}/profile');
    expect(xmcpTemplateOf('src/resources/(github)/repos/[owner]/[repo]/index.ts')).toBe(
      'github://repos/{owner}/{repo}',
    );
    expect(xmcpTemplateOf('src/resources/(config)/app.ts')).toBe('config://app');
    expect(xmcpTemplateOf('C:\\app\\src\\resources\\(config)\\app.ts')).toBe('config://app');
    expect(xmcpTemplateOf('src/resources/(users)/[id].ts')).toBeUndefined();
    expect(xmcpTemplateOf('src/resources/users/profile.ts')).toBeUndefined();
    expect(xmcpTemplateOf('src/tools/(users)/profile.ts')).toBeUndefined();
  });
});

const profileRead =
  header +
  'export default async function handler({ userId }: { userId: string }) {\n  return await readFile("/srv/users/" + userId, "utf8");\n}';

ruleTester.run('no-path-traversal (xmcp)', noPathTraversal, {
  valid: [
    // Not xmcp's: outside a resources/(scheme) folder, or no import from xmcp and no metadata export.
    {
      code:
        header +
        'export default async function handler({ userId }: { userId: string }) { return readFile("/srv/" + userId, "utf8"); }',
      filename: 'src/lib/profile.ts',
    },
    {
      code: 'import { readFile } from "node:fs/promises";\nexport default async function handler({ userId }: { userId: string }) { return readFile("/srv/" + userId, "utf8"); }',
      filename: profile,
    },
    {
      code:
        header +
        'export default async function handler({ userId }: { userId: string }) { return readFile(["a", "b"].includes(userId) ? userId : "a", "utf8"); }',
      filename: profile,
    },
  ],
  invalid: [
    {
      code: profileRead,
      filename: profile,
      errors: [
        {
          messageId: 'traversal',
          data: {
            value: '`{userId}` of "users://{userId}/profile"',
            sink: 'readFile',
            module: 'node:fs/promises',
            gap: '',
          },
        },
      ],
    },
  ],
});

ruleTester.run('no-double-decode (xmcp)', noDoubleDecode, {
  // The SDK hands xmcp's handler the value still encoded: one decode is right.
  valid: [
    {
      code:
        header +
        'export default function handler({ userId }: { userId: string }) { return decodeURIComponent(userId); }',
      filename: profile,
    },
  ],
  invalid: [],
});

const otherName = header + 'export default function handler({ id }: { id: string }) { return id; }';

ruleTester.run('no-unknown-template-variable (xmcp)', noUnknownTemplateVariable, {
  valid: [
    {
      code: header + 'export default function handler({ userId }: { userId: string }) { return userId; }',
      filename: profile,
    },
  ],
  invalid: [
    {
      code: otherName,
      filename: profile,
      errors: [
        {
          messageId: 'unknownVariable',
          suggestions: [
            {
              messageId: 'useDeclared',
              output: header + 'export default function handler({ userId: id }: { id: string }) { return id; }',
            },
          ],
        },
      ],
    },
  ],
});

// Where each finding is reported.
describe('xmcp underlines', () => {
  it('no-path-traversal: a path variable concatenated into the path', () => {
    expect(underline(profileRead, 'no-path-traversal', [], { filename: profile })).toMatchInlineSnapshot(`
      "traversal:
        5 |   return await readFile("/srv/users/" + userId, "utf8");
          |                         ^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-path-traversal: an arrow function as the default export, without an import from xmcp but with its metadata export', () => {
    expect(
      underline(
        'import { readFile } from "node:fs/promises";\nexport const metadata = { name: "repo" };\nexport default async ({ owner, repo }: { owner: string; repo: string }) => readFile(`/srv/${owner}/${repo}`, "utf8");',
        'no-path-traversal',
        [],
        { filename: 'src/resources/(github)/repos/[owner]/[repo]/index.ts' },
      ),
    ).toMatchInlineSnapshot(`
      "traversal:
        3 | export default async ({ owner, repo }: { owner: string; repo: string }) => readFile(\`/srv/\${owner}/\${repo}\`, "utf8");
          |                                                                                     ^^^^^^^^^^^^^^^^^^^^^^^
      traversal:
        3 | export default async ({ owner, repo }: { owner: string; repo: string }) => readFile(\`/srv/\${owner}/\${repo}\`, "utf8");
          |                                                                                     ^^^^^^^^^^^^^^^^^^^^^^^"
    `);
  });
  it('no-unknown-template-variable: a property the path does not declare', () => {
    expect(underline(otherName, 'no-unknown-template-variable', [], { filename: profile })).toMatchInlineSnapshot(`
      "unknownVariable:
        4 | export default function handler({ id }: { id: string }) { return id; }
          |                                   ^^"
    `);
  });
  it('require-anchored-validation: the schema export xmcp parses a variable with', () => {
    const withSchema = (regex: string) =>
      `import { z } from "zod";\nimport { type InferSchema } from "xmcp";\nexport const schema = {\n  userId: z.string().regex(${regex}),\n  other: z.string().regex(/[a-z]/),\n};\nexport default function handler({ userId }: InferSchema<typeof schema>) { return userId; }`;
    expect(underline(withSchema('/[a-z0-9]+/'), 'require-anchored-validation', [], { filename: profile }))
      .toMatchInlineSnapshot(`
      "unanchored:
        4 |   userId: z.string().regex(/[a-z0-9]+/),
          |                            ^^^^^^^^^^^"
    `);
    // Anchored, or outside the resources folder: nothing.
    expect(underline(withSchema('/^[a-z0-9]+$/'), 'require-anchored-validation', [], { filename: profile })).toBe('');
    expect(
      underline(withSchema('/[a-z0-9]+/'), 'require-anchored-validation', [], { filename: 'src/lib/profile.ts' }),
    ).toBe('');
  });
});
