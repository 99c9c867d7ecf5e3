// A module of the project other than the one being linted, parsed and scoped the same way on every
// host: oxc-parser (the parser Oxlint itself uses, TS-ESTree shaped) and typescript-eslint's scope
// manager. It answers the part of ESLint's `SourceCode` the analyses call, so they read another
// module's code as they read the current file's.
import { analyze, type ScopeManager } from '@typescript-eslint/scope-manager';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { visitorKeys } from '@typescript-eslint/visitor-keys';
import { parseSync } from 'oxc-parser';

type Scope = TSESLint.Scope.Scope;

/** Every node of another module holds its module under this key (set when it is parsed). */
const MODULE = Symbol('mcp-resources: module');
interface ModuleRef {
  module?: ModuleSource;
}

/** The module a node of another module belongs to; `undefined` for a node of the linted file. */
export const moduleOfNode = (node: object): ModuleSource | undefined =>
  (node as { [MODULE]?: ModuleRef })[MODULE]?.module;

export class ModuleSource {
  readonly visitorKeys = visitorKeys as unknown as TSESLint.SourceCode['visitorKeys'];
  readonly parserServices = {};
  private readonly lineStarts: number[];

  private constructor(
    /** The module's absolute path. */
    readonly file: string,
    readonly text: string,
    readonly ast: TSESTree.Program,
    readonly scopeManager: ScopeManager,
  ) {
    this.lineStarts = lineStartsOf(text);
  }

  /**
   * The module parsed, its nodes given `parent` and `loc` as ESLint's parsers give them; `undefined`
   * when it does not parse (a module with syntax errors is no evidence of anything).
   */
  static parse(file: string, text: string): ModuleSource | undefined {
    const result = parseSync(file, text, { range: true, preserveParens: false, astType: 'ts' });
    if (result.errors.some((error) => error.severity === 'Error')) return undefined;
    const ast = result.program as unknown as TSESTree.Program;
    const ref: ModuleRef = {};
    linkNodes(ast, lineStartsOf(text), ref);
    // No `lib`: a global is a name nothing declares, as in the linted file's scope analysis.
    const scopeManager = analyze(ast, { sourceType: result.module.hasModuleSyntax ? 'module' : 'script', lib: [] });
    return (ref.module = new ModuleSource(file, text, ast, scopeManager));
  }

  /** The innermost scope of `node`, as `SourceCode#getScope` answers it. */
  getScope(node: TSESTree.Node): Scope {
    const inner = node.type !== 'Program';
    for (let current: TSESTree.Node | undefined = node; current; current = current.parent) {
      const scope = this.scopeManager.acquire(current, inner);
      if (scope) return scope.type === 'function-expression-name' ? scope.childScopes[0]! : scope;
    }
    return this.scopeManager.scopes[0] as Scope;
  }

  getDeclaredVariables(node: TSESTree.Node): readonly TSESLint.Scope.Variable[] {
    return this.scopeManager.getDeclaredVariables(node);
  }

  getText(node?: TSESTree.Node | TSESTree.Token): string {
    return node ? this.text.slice(node.range[0], node.range[1]) : this.text;
  }

  getLocFromIndex(index: number): TSESTree.Position {
    return positionOf(this.lineStarts, index);
  }

  /** Tokens are not kept for other modules: nothing the analyses read there needs them. */
  getTokenBefore(): null {
    return null;
  }
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n?|[\n\u2028\u2029]/g)) starts.push(match.index + match[0].length);
  return starts;
}

function positionOf(lineStarts: readonly number[], index: number): TSESTree.Position {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: index - lineStarts[low]! };
}

/**
 * Sets `parent` and `loc` on every node, as ESLint's parsers do (oxc-parser gives neither), and the
 * module it belongs to, so that the analyses can ask a node's own module at once.
 */
function linkNodes(program: TSESTree.Program, lineStarts: readonly number[], ref: ModuleRef): void {
  const stack: Array<{ node: TSESTree.Node; parent: TSESTree.Node | undefined }> = [
    { node: program, parent: undefined },
  ];
  while (stack.length > 0) {
    const { node, parent } = stack.pop()!;
    const writable = node as unknown as { parent?: TSESTree.Node; loc?: TSESTree.SourceLocation; [MODULE]?: ModuleRef };
    writable.parent = parent;
    writable[MODULE] = ref;
    writable.loc = { start: positionOf(lineStarts, node.range[0]), end: positionOf(lineStarts, node.range[1]) };
    for (const key of (visitorKeys as Record<string, readonly string[]>)[node.type] ?? []) {
      const value = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) stack.push({ node: child, parent: node });
      } else if (isNode(value)) stack.push({ node: value, parent: node });
    }
  }
}

const isNode = (value: unknown): value is TSESTree.Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
