import type { TSESLint } from '@typescript-eslint/utils';
import {
  analyzeMatching,
  analyzeSdkCompatibility,
  parseTemplate,
  type ParsedTemplate,
  type SdkFinding,
  type TemplateError,
} from '../template/index.js';
import { fileOf, isForeign, ModuleSource } from '../project/index.js';
import type { StaticString } from '../source/index.js';
import type { ResourceRegistration, TemplateConstruction } from './registrations.js';
import { findMcpCode, notPassedBy } from './frameworks/index.js';
import type { SdkGeneration } from './mcp-modules.js';
import { withRegistrarCalls } from './registrar-calls.js';

/** A template's parse and analyses, computed once per distinct template string. */
export interface TemplateAnalysis {
  readonly parsed: ParsedTemplate;
  /** Syntax errors followed by matching errors. */
  readonly errors: readonly TemplateError[];
  readonly sdkFindings: readonly SdkFinding[];
}

/** A statically known template at the place it is used, with its shared analysis. */
export interface TemplateSite {
  readonly construction: TemplateConstruction;
  readonly template: StaticString;
  readonly analysis: TemplateAnalysis;
}

export interface McpFileModel {
  readonly fileSdk: SdkGeneration;
  readonly constructions: readonly TemplateConstruction[];
  /** Constructions whose template value is statically known, in source order. */
  readonly templates: readonly TemplateSite[];
  /**
   * Resource registrations in source order, then those of other modules whose read handler is in
   * this file (`registeredIn`).
   */
  readonly registrations: readonly ResourceRegistration[];
  /** The analysis of a template value (cached for the file). */
  analyze(template: string): TemplateAnalysis;
  /** The site of a registration's template, if statically known. */
  siteOf(registration: ResourceRegistration): TemplateSite | undefined;
}

/** The model of a file; `holdsResources` false (the text names no resource API): nothing to walk. */
export function buildModel(
  sourceCode: Readonly<TSESLint.SourceCode>,
  filename: string,
  holdsResources: boolean,
  registeredElsewhere: readonly ResourceRegistration[] = [],
): McpFileModel {
  const analyses = new Map<string, TemplateAnalysis>();
  const analyze = (template: string): TemplateAnalysis => {
    let analysis = analyses.get(template);
    if (!analysis) {
      const parsed = parseTemplate(template);
      // Matching analysis of a template with syntax errors would only add noise.
      const errors = parsed.errors.length > 0 ? parsed.errors : analyzeMatching(parsed);
      analysis = { parsed, errors, sdkFindings: parsed.errors.length > 0 ? [] : analyzeSdkCompatibility(parsed) };
      analyses.set(template, analysis);
    }
    return analysis;
  };
  // Another module's scan is made again for each lint: its handlers may be functions of the linted
  // file, whose tree is new each time.
  const scanned = !holdsResources
    ? { constructions: [], registrations: [], fileSdk: 'unknown' as const }
    : sourceCode instanceof ModuleSource
      ? findMcpCode(sourceCode.ast, sourceCode, filename)
      : scanOfModule(sourceCode, filename);
  const throughRegistrars = holdsResources
    ? withRegistrarCalls(scanned.registrations, sourceCode, registrationsOfModule)
    : { registrations: [], constructions: [] };
  const found = {
    fileSdk: scanned.fileSdk,
    registrations: throughRegistrars.registrations,
    constructions: [...scanned.constructions, ...throughRegistrars.constructions],
  };
  // A subclass's template field, registered by its base class, is a template of this file too.
  const hereByOthers = registeredElsewhere.flatMap((r) =>
    r.construction && !isForeign(r.construction.node, sourceCode) ? [r.construction] : [],
  );
  const constructions = [...found.constructions, ...hereByOthers].sort((a, b) => a.node.range[0] - b.node.range[0]);
  const sites = new Map<TemplateConstruction, TemplateSite>();
  for (const construction of constructions) {
    if (construction.template)
      sites.set(construction, {
        construction,
        template: construction.template,
        analysis: analyze(construction.template.value),
      });
  }
  return {
    fileSdk: found.fileSdk,
    constructions,
    templates: [...sites.values()],
    registrations: [
      // A typed handler another module registers is that registration's handler, not one more.
      ...found.registrations.filter(notPassedBy(registeredElsewhere)).sort((a, b) => a.call.range[0] - b.call.range[0]),
      ...registeredElsewhere,
    ],
    analyze,
    siteOf(registration) {
      const construction = registration.construction;
      if (!construction) return undefined;
      const site = sites.get(construction);
      if (site || !construction.template) return site;
      // A registration of another module (its handler is in this file): its template, analysed here.
      const added = { construction, template: construction.template, analysis: analyze(construction.template.value) };
      sites.set(construction, added);
      return added;
    },
  };
}

type McpScan = ReturnType<typeof findMcpCode>;

/** Each tree's scan, and the file name it was made with (xmcp reads resources from their paths). */
const scans = new WeakMap<object, { readonly filename: string; readonly scan: McpScan }>();

/**
 * What a module's own code registers and constructs, scanned once per tree: the model of the linted
 * file and the questions other rooms ask of it (a local base class, the gate) share one scan.
 */
function scanOfModule(source: Readonly<TSESLint.SourceCode>, filename = fileOf(source) ?? ''): McpScan {
  const cached = scans.get(source.ast);
  if (cached?.filename === filename) return cached.scan;
  const scan = findMcpCode(source.ast, source, filename);
  scans.set(source.ast, { filename, scan });
  return scan;
}

/**
 * The registrations a module's own calls make (not those of registrars it calls, nor those other
 * modules make of its functions): what base classes and registrars are read from. Worked out once
 * per version of another module, once per lint of the linted file; it never reads a model, so two
 * modules that call each other's registrars do not wait on each other.
 */
export const registrationsOfModule = (source: Readonly<TSESLint.SourceCode>): readonly ResourceRegistration[] =>
  scanOfModule(source).registrations;
