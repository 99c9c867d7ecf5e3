// xmcp 1.x: a resource is a file. Under the resources folder (`src/resources` by default),
// `(users)/[userId]/profile.ts` serves `users://{userId}/profile`: its default export is the
// read handler, `handler(params, extra)`, registered on the SDK v2 McpServer with the SDK's own
// `ResourceTemplate` (so the SDK's matcher and its raw, still-encoded values apply).
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { staticName, type StaticString } from '../../source/index.js';
import { resolveHandler, type HandlerLayout } from '../handlers.js';
import type { FrameworkScan, TemplateConstruction } from '../registrations.js';
import { importsFrom, objectOf } from './definitions.js';
import { SDK, framework, type FrameworkDescriptor } from './framework.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** xmcp registers each file with the SDK v2 McpServer: the SDK's facts hold (test/frameworks/xmcp.behaviour.test.ts). */
// Its handlers' principal (xmcp's own auth, headers) is not modelled: the authorization rules stay quiet.
export const XMCP = framework({ ...SDK, id: 'xmcp', label: 'xmcp', authorization: undefined });

const LAYOUT: HandlerLayout = { variables: 0, context: 1 };

/** What xmcp composes from a file's path inside the resources folder, or `undefined` when it skips the file. */
export function xmcpTemplateOf(filename: string): string | undefined {
  const parts = filename.replace(/\\/g, '/').split('/');
  const root = parts.lastIndexOf('resources');
  if (root < 0) return undefined;
  const inside = parts.slice(root + 1).filter((part) => part !== '');
  const schemeAt = inside.findIndex((part) => /^\(.+\)$/.test(part));
  const last = inside[inside.length - 1];
  if (schemeAt < 0 || !last || /^\[.+\]\.[cm]?[jt]sx?$/.test(last)) return undefined;
  const scheme = inside[schemeAt]!.slice(1, -1);
  const path = inside.slice(schemeAt + 1);
  const file = path.pop();
  if (file === undefined) return undefined;
  const stem = file.split('.')[0]!;
  if (stem !== 'index') path.push(stem);
  return `${scheme}://${path.map((part) => (/^\[.+\]$/.test(part) ? `{${part.slice(1, -1)}}` : part)).join('/')}`;
}

export function scanXmcp(
  program: TSESTree.Program,
  sourceCode: SourceCode,
  filename: string,
): FrameworkScan | undefined {
  const template = xmcpTemplateOf(filename);
  if (template === undefined) return undefined;
  // A file of the resources folder is xmcp's when it says so: an import from xmcp, or the `metadata` export.
  if (
    !importsFrom(program, (specifier) => specifier === 'xmcp' || specifier.startsWith('xmcp/')) &&
    !exportsMetadata(program)
  )
    return undefined;
  const handlerExport = program.body.find(
    (s): s is TSESTree.ExportDefaultDeclaration => s.type === 'ExportDefaultDeclaration',
  );
  if (!handlerExport) return undefined;
  const declaration = handlerExport.declaration;
  const isTemplate = template.includes('{');
  // The template is written nowhere in the file: a report about it goes to the default export.
  const value: StaticString = { value: template, node: handlerExport };
  const construction: TemplateConstruction | undefined = isTemplate
    ? {
        node: handlerExport,
        framework: XMCP,
        className: 'definition',
        sdk: 'v2',
        argument: handlerExport,
        template: value,
      }
    : undefined;
  return {
    fileSdk: 'v2',
    registrations: () => [
      {
        api: 'class',
        framework: XMCP,
        shape: isTemplate ? 'template' : 'static',
        sdk: 'v2',
        call: handlerExport,
        server: { key: 'xmcp', node: handlerExport },
        name: undefined,
        construction,
        staticUri: isTemplate ? undefined : value,
        handler: resolveHandler(declaration, sourceCode, isTemplate ? 'template' : 'static', LAYOUT),
      },
    ],
    constructions: () => (construction ? [construction] : []),
  };
}

/**
 * The schemas xmcp parses each variable with before the handler runs: the properties of the file's
 * `export const schema = { name: z.string()… }` (test/frameworks/xmcp.behaviour.test.ts).
 */
export function xmcpVariableSchemas(program: TSESTree.Program, sourceCode: SourceCode): Map<string, TSESTree.Node> {
  const schemas = new Map<string, TSESTree.Node>();
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'schema') continue;
      const object = objectOf(declarator.init, sourceCode);
      for (const property of object?.properties ?? []) {
        const key = property.type === 'Property' ? staticName(property) : undefined;
        if (key !== undefined) schemas.set(key, (property as TSESTree.Property).value);
      }
    }
  }
  return schemas;
}

function exportsMetadata(program: TSESTree.Program): boolean {
  return program.body.some(
    (s) =>
      s.type === 'ExportNamedDeclaration' &&
      s.declaration?.type === 'VariableDeclaration' &&
      s.declaration.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === 'metadata'),
  );
}

export const xmcp = {
  name: 'xmcp',
  modules: ['xmcp(?:/.*)?'],
  // A resource of xmcp is a file under `resources/(scheme)/`: its path says so, not a word.
  words: [],
  resourcePath: /[\\/]resources[\\/](?:.*[\\/])?\([^\\/]+\)[\\/]/,
  frameworks: [XMCP],
  scan: scanXmcp,
} satisfies FrameworkDescriptor;
