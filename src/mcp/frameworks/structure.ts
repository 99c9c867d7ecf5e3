// Registrations no import identifies: an object or class with a `uriTemplate` template and a read
// function of `(uri, variables…)` (or one that destructures the variables), or such an object passed
// to a call next to that function. Nothing is known of the matcher that serves them, so their facts
// allow only the claims that hold for any matcher: RFC 6570 syntax, a variable reaching the file
// system, unanchored validation, and an undeclared variable read of a template without a query.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  type FunctionLike,
  isFunctionLike,
  resolveUriString,
  returnedExpressions,
  staticName,
  type StaticString,
  unwrap,
} from '../../source/index.js';
import { parseTemplate } from '../../template/index.js';
import { resolveHandler, type HandlerLayout, type ReadHandler } from '../handlers.js';
import type { FrameworkScan, ResourceRegistration, TemplateConstruction } from '../registrations.js';
import { templateConstruction } from './definitions.js';
import { framework, UNKNOWN_MATCHER, type FrameworkDescriptor } from './framework.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

export const STRUCTURE = framework({ id: 'structure', label: 'this registration', ...UNKNOWN_MATCHER });

const TEMPLATE_KEY = 'uriTemplate';
/** A parameter that holds the requested URI. */
const URI_NAME = /^(?:uri|url|href)$|(?:Uri|URI|Url|URL)$/;
/** A parameter that holds the variables object. */
const VARIABLES_NAME = /^(?:variables|vars|params|parameters|args)$/;

const nameOf = (param: TSESTree.Parameter | undefined): TSESTree.Node | undefined =>
  param?.type === 'AssignmentPattern' ? param.left : param;

/**
 * Where a read function takes the URI and the variables, from its parameters alone: `(uri, variables…)`,
 * `(uri)`, `({ id })` or `(variables)`. Anything else is not a read function.
 */
export function readLayoutOf(fn: FunctionLike): HandlerLayout | undefined {
  const first = nameOf(fn.params[0]);
  if (first?.type === 'ObjectPattern') return { variables: 0 };
  if (first?.type !== 'Identifier') return undefined;
  if (URI_NAME.test(first.name)) return fn.params.length > 1 ? { uri: 0, variables: 1 } : { uri: 0 };
  return VARIABLES_NAME.test(first.name) ? { variables: 0 } : undefined;
}

/**
 * The read handler of a function found by its structure. A destructured `uri` beside the variables
 * (`({ uri, id })`) is the URI, not a variable, unless the template declares one of that name.
 */
export function structuralHandler(
  node: TSESTree.Node,
  template: StaticString,
  sourceCode: SourceCode,
): ReadHandler | undefined {
  const fn = functionOf(node, sourceCode);
  const layout = fn && readLayoutOf(fn);
  if (!fn || !layout) return undefined;
  const handler = resolveHandler(node, sourceCode, 'template', layout);
  if (!handler || layout.uri !== undefined) return handler;
  const declared = new Set(parseTemplate(template.value).variables.map((v) => v.name));
  const variableReads = handler.variableReads.filter(
    (read) => read.name === null || declared.has(read.name) || !URI_NAME.test(read.name),
  );
  return { ...handler, variableReads };
}

/** The function a member or argument is: written there, or named (a function, a const, `this.m`). */
function functionOf(node: TSESTree.Node, sourceCode: SourceCode): FunctionLike | undefined {
  const value = unwrap(node);
  if (isFunctionLike(value)) return value;
  if (value.type !== 'Identifier' && value.type !== 'MemberExpression') return undefined;
  return resolveHandler(value, sourceCode, 'template', {})?.fn;
}

/** A template found by its structure: the node holding it and its value, when it holds an expression. */
function templateOf(node: TSESTree.Node | undefined, sourceCode: SourceCode) {
  if (!node) return undefined;
  const template = resolveUriString(node, sourceCode);
  return template?.value.includes('{') ? { templateNode: node, template } : undefined;
}

/** The value of a `uriTemplate` member: a property, a field, or what its getter returns. */
function getterValue(fn: FunctionLike, sourceCode: SourceCode): TSESTree.Node | undefined {
  const returned = returnedExpressions(fn, sourceCode.visitorKeys);
  return returned.length === 1 ? returned[0] : undefined;
}

interface Candidate {
  /** The object or class, or the call it is passed to with its read function. */
  readonly call: TSESTree.Node;
  readonly definition: TSESTree.Node;
  readonly templateNode: TSESTree.Node;
  readonly template: StaticString;
  readonly handler: ReadHandler;
}

function objectCandidate(object: TSESTree.ObjectExpression, sourceCode: SourceCode): Candidate | undefined {
  let templateNode: TSESTree.Node | undefined;
  const members: TSESTree.Node[] = [];
  for (const property of object.properties) {
    if (property.type !== 'Property') continue;
    if (staticName(property) !== TEMPLATE_KEY) members.push(property.value);
    else if (property.kind === 'get' && isFunctionLike(property.value))
      templateNode = getterValue(property.value, sourceCode);
    else templateNode = property.value;
  }
  const found = templateOf(templateNode, sourceCode);
  if (!found) return undefined;
  for (const member of members) {
    const handler = structuralHandler(member, found.template, sourceCode);
    if (handler) return { call: object, definition: object, ...found, handler };
  }
  // `register({ uriTemplate }, async (uri, variables) => …)`: the read function is an argument beside it.
  const call = object.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(object)) return undefined;
  for (const argument of call.arguments.slice(call.arguments.indexOf(object) + 1)) {
    const handler = structuralHandler(argument, found.template, sourceCode);
    if (handler) return { call, definition: object, ...found, handler };
  }
  return undefined;
}

function classCandidate(node: ClassNode, sourceCode: SourceCode): Candidate | undefined {
  let templateNode: TSESTree.Node | undefined;
  for (const element of node.body.body) {
    if (element.type === 'PropertyDefinition' && element.value && staticName(element) === TEMPLATE_KEY)
      templateNode = element.value;
    else if (
      element.type === 'MethodDefinition' &&
      element.kind === 'get' &&
      !element.computed &&
      element.key.type === 'Identifier' &&
      element.key.name === TEMPLATE_KEY &&
      isFunctionLike(element.value)
    )
      templateNode = getterValue(element.value, sourceCode);
  }
  const found = templateOf(templateNode, sourceCode);
  const handler = found && classReadHandler(node, found.template, sourceCode);
  return found && handler ? { call: node, definition: node, ...found, handler } : undefined;
}

/** The first method or function field of a class that is a read function by its parameters. */
export function classReadHandler(
  node: ClassNode,
  template: StaticString,
  sourceCode: SourceCode,
): ReadHandler | undefined {
  for (const element of node.body.body) {
    const member =
      element.type === 'PropertyDefinition' && staticName(element) !== TEMPLATE_KEY
        ? element.value
        : element.type === 'MethodDefinition' && element.kind === 'method'
          ? element.value
          : null;
    const handler = member ? structuralHandler(member, template, sourceCode) : undefined;
    if (handler) return handler;
  }
  return undefined;
}

export function scanStructure(program: TSESTree.Program, sourceCode: SourceCode): FrameworkScan | undefined {
  const candidates: Candidate[] = [];
  const constructions: TemplateConstruction[] = [];
  return {
    // The visitors only collect: which candidates an import already claims is known after the walk.
    visitObject(object) {
      const candidate = objectCandidate(object, sourceCode);
      if (candidate) candidates.push(candidate);
      return undefined;
    },
    visitClass(node) {
      const candidate = classCandidate(node, sourceCode);
      if (candidate) candidates.push(candidate);
      return undefined;
    },
    registrations(found = []) {
      // What an import identifies is that framework's registration, not one more.
      const claimed = new Set<TSESTree.Node>();
      for (const r of found)
        for (const node of [r.call, r.config, r.uriArgument, r.construction?.node, r.handler?.fn])
          if (node) claimed.add(node);
      const registrations: ResourceRegistration[] = [];
      for (const c of candidates) {
        if ([c.call, c.definition, c.templateNode, c.handler.fn].some((node) => claimed.has(node))) continue;
        const construction = templateConstruction(c.templateNode, STRUCTURE, c.template);
        constructions.push(construction);
        registrations.push({
          api: 'structure',
          framework: STRUCTURE,
          shape: 'template',
          sdk: 'unknown',
          call: c.call,
          server: { key: `structure@${c.call.range[0]}`, node: c.call },
          name: undefined,
          uriArgument: c.templateNode,
          construction,
          config: c.definition.type === 'ObjectExpression' ? c.definition : undefined,
          handler: c.handler,
        });
      }
      return registrations;
    },
    constructions: () => constructions,
  };
}

export const structure = {
  name: 'registrations recognised by their structure',
  modules: [],
  words: [String.raw`\buriTemplate\b`],
  frameworks: [STRUCTURE],
  scan: scanStructure,
} satisfies FrameworkDescriptor;
