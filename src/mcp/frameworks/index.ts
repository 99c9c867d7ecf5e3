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
import { notPassedBy, sdkTypedHandlers } from './typed-handlers.js';
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
export { notPassedBy };
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
  const scans: FrameworkScan[] = [];
  const visitors = {
    call: [] as Visitor<TSESTree.CallExpression>[],
    class: [] as Visitor<ClassNode>[],
    object: [] as Visitor<TSESTree.ObjectExpression>[],
  };
  for (const scanFile of SCANS) {
    const scan = scanFile(program, sourceCode, filename);
    if (!scan) continue;
    scans.push(scan);
    if (scan.visitCall) visitors.call.push(scan.visitCall);
    if (scan.visitClass) visitors.class.push(scan.visitClass);
    if (scan.visitObject) visitors.object.push(scan.visitObject);
  }
  const registrations: ResourceRegistration[] = [];
  for (const node of fileNodes(sourceCode)) {
    const registration =
      node.type === 'CallExpression'
        ? firstOf(visitors.call, node)
        : node.type === 'ClassDeclaration' || node.type === 'ClassExpression'
          ? firstOf(visitors.class, node)
          : node.type === 'ObjectExpression'
            ? firstOf(visitors.object, node)
            : undefined;
    if (registration) registrations.push(registration);
  }
  // A typed handler registered in this very file is that registration's handler, not one more.
  let standsAlone: ((found: ResourceRegistration) => boolean) | undefined;
  for (const scan of scans) {
    if (!scan.registrations) continue;
    standsAlone ??= notPassedBy(registrations);
    for (const found of scan.registrations(registrations)) if (standsAlone(found)) registrations.push(found);
  }
  const constructions: TemplateConstruction[] = scans.flatMap((scan) => scan.constructions?.() ?? []);
  const fileSdk: SdkGeneration = scans.find((scan) => scan.fileSdk !== undefined)?.fileSdk ?? 'unknown';
  return { constructions, registrations: mergedIntoCompanion(registrations), fileSdk };
}

type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;
type Visitor<N> = (node: N) => ResourceRegistration | undefined;

/** The registration of the first visitor that finds one in `node`. */
function firstOf<N>(visitors: readonly Visitor<N>[], node: N): ResourceRegistration | undefined {
  for (const visit of visitors) {
    const registration = visit(node);
    if (registration) return registration;
  }
  return undefined;
}

/** A handler the companion's adapter calls is one registration, the companion's (the SDK's merged into it). */
function mergedIntoCompanion(registrations: ResourceRegistration[]): ResourceRegistration[] {
  if (!registrations.some((r) => r.framework === COMPANION)) return registrations;
  const companionFns = new Set(
    registrations.flatMap((r) => (r.framework === COMPANION && r.handler ? [r.handler.fn] : [])),
  );
  const companionCalls = new Set(registrations.flatMap((r) => (r.framework === COMPANION ? [r.call] : [])));
  return registrations.filter(
    (r) => r.framework === COMPANION || (!companionCalls.has(r.call) && !(r.handler && companionFns.has(r.handler.fn))),
  );
}
