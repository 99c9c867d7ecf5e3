// One adapter per SDK or framework, each turning its calls into the registration model
// (../registrations.ts). The file is walked once; every adapter that the file's imports call for
// sees each call.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { FrameworkScan, ResourceRegistration, TemplateConstruction } from '../registrations.js';
import type { SdkGeneration } from '../mcp-modules.js';
import { decorators } from './decorators.js';
import { fastmcp } from './fastmcp.js';
import type { FrameworkDescriptor } from './framework.js';
import { mcpFramework } from './mcp-framework.js';
import { COMPANION, mcpResources } from './mcp-resources.js';
import { sdk } from './sdk.js';
import { tmcp } from './tmcp.js';
import { structure } from './structure.js';
import { sdkTypedHandlers } from './typed-handlers.js';
import { XMCP, xmcp, xmcpVariableSchemas } from './xmcp.js';
import { fileNodes } from '../../source/index.js';

export {
  CONTENTS,
  SDK,
  type Framework,
  type FrameworkAuthorization,
  type FrameworkDescriptor,
  type PrincipalSource,
} from './framework.js';
export { frameworkDecodedValues } from './decoded.js';
export { COMPANION };

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The schemas a framework parses a registration's variables with before its handler runs, by variable name. */
export function frameworkVariableSchemas(
  registration: ResourceRegistration,
  sourceCode: SourceCode,
): ReadonlyMap<string, TSESTree.Node> {
  return registration.framework === XMCP ? xmcpVariableSchemas(sourceCode.ast, sourceCode) : new Map();
}

/**
 * Every SDK and framework the plugin knows, in the order their scans see a file; the structural
 * scan last, so that what an import identifies is never taken for a structure.
 */
export const FRAMEWORKS = [
  sdk,
  sdkTypedHandlers,
  fastmcp,
  tmcp,
  mcpFramework,
  xmcp,
  decorators,
  mcpResources,
  structure,
] as const;

export type FrameworkId = (typeof FRAMEWORKS)[number]['frameworks'][number]['id'];

const SCANS = FRAMEWORKS.flatMap((descriptor: FrameworkDescriptor) => (descriptor.scan ? [descriptor.scan] : []));

/** Collects every template construction and resource registration of a file. */
export function findMcpCode(program: TSESTree.Program, sourceCode: SourceCode, filename: string) {
  const scans = SCANS.map((scan) => scan(program, sourceCode, filename)).filter(
    (scan): scan is FrameworkScan => scan !== undefined,
  );
  const callVisitors = scans.flatMap((scan) => (scan.visitCall ? [scan.visitCall] : []));
  const classVisitors = scans.flatMap((scan) => (scan.visitClass ? [scan.visitClass] : []));
  const objectVisitors = scans.flatMap((scan) => (scan.visitObject ? [scan.visitObject] : []));
  const registrations: ResourceRegistration[] = [];
  const first = <N>(visitors: readonly ((node: N) => ResourceRegistration | undefined)[], node: N) => {
    for (const visit of visitors) {
      const registration = visit(node);
      if (registration) return registrations.push(registration);
    }
    return undefined;
  };
  for (const node of fileNodes(sourceCode)) {
    if (node.type === 'CallExpression') first(callVisitors, node);
    else if (classVisitors.length > 0 && (node.type === 'ClassDeclaration' || node.type === 'ClassExpression'))
      first(classVisitors, node);
    else if (objectVisitors.length > 0 && node.type === 'ObjectExpression') first(objectVisitors, node);
  }
  // A typed handler registered in this very file is that registration's handler, not one more.
  const registered = new Set(registrations.map((r) => r.handler?.fn));
  for (const scan of scans)
    registrations.push(
      ...(scan.registrations?.(registrations) ?? []).filter(
        (r) => r.api !== 'handler' || !registered.has(r.handler?.fn),
      ),
    );
  // A handler the companion's adapter calls is one registration, the companion's (the SDK's merged into it).
  const companionFns = new Set(
    registrations.flatMap((r) => (r.framework === COMPANION && r.handler ? [r.handler.fn] : [])),
  );
  const companionCalls = new Set(registrations.flatMap((r) => (r.framework === COMPANION ? [r.call] : [])));
  const kept = registrations.filter(
    (r) => r.framework === COMPANION || (!companionCalls.has(r.call) && !(r.handler && companionFns.has(r.handler.fn))),
  );
  const constructions: TemplateConstruction[] = scans.flatMap((scan) => scan.constructions?.() ?? []);
  const fileSdk: SdkGeneration = scans.find((scan) => scan.fileSdk !== undefined)?.fileSdk ?? 'unknown';
  return { constructions, registrations: kept, fileSdk };
}
