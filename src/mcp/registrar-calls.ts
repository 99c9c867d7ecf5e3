// Registrations made by calling a function that registers (a registrar), in this file or in another
// module: `registerTemplate(server, URIS.doc, def)` where `registerTemplate` runs
// `server.registerResource(def.id, new ResourceTemplate(template, …), …, handler)`. Each call
// registers on the caller's server, in the caller's order; a template the registrar takes from a
// parameter is the caller's argument (checked where the caller writes it), and the handler's
// variables are read through the caller's arguments (`config.buildFq(variables)`); a handler the
// registrar takes as a parameter is the caller's.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  fileOf,
  importedDefinition,
  isForeign,
  KeptAnswers,
  loadModule,
  marksInProject,
  ModuleSource,
  passesInProject,
  reachesInProject,
  resolveImport,
  sourceOf,
} from '../project/index.js';
import {
  fileNodes,
  perFile,
  isFunctionLike,
  localFunctionOf,
  resolveUriString,
  staticName,
  unwrap,
  variableOf,
  type FunctionLike,
  enclosingFunction,
  literalPropertyValue,
} from '../source/index.js';
import { serverKey } from './frameworks/syntax.js';
import { resolveHandler, type ParameterBindings } from './handlers.js';
import type { ResourceRegistration, TemplateConstruction } from './registrations.js';
import { registerMarks, RESOURCE_WORD_MARK } from './resource-words.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Variable = TSESLint.Scope.Variable;

/** The registrations a module's own calls make (given by the caller: no import cycle). */
export type RegistrationsOf = (source: SourceCode) => readonly ResourceRegistration[];

/** What a registrar takes from its caller: the server, and the template (or an object holding it). */
interface Registrar {
  readonly fn: FunctionLike;
  readonly registration: ResourceRegistration;
  /** The parameter the server comes from. */
  readonly server?: number;
  /** The parameter the template comes from, and the key of the object it is read from (`config.template`). */
  readonly template?: { readonly index: number; readonly key?: string };
  /** The parameter the read handler comes from: a registration handed the parameter itself. */
  readonly handler?: number;
}

/**
 * The file's registrations with its calls of registrars: a registration whose template is a
 * parameter of a function of this file is replaced by one registration per call of that function
 * here, and each call of a registrar of another module adds its registrations.
 */
export function withRegistrarCalls(
  found: readonly ResourceRegistration[],
  sourceCode: SourceCode,
  registrationsOf: RegistrationsOf,
): { registrations: ResourceRegistration[]; constructions: TemplateConstruction[] } {
  const local = new Map<FunctionLike, Registrar[]>();
  for (const registration of found) {
    const registrar = registrarOf(registration, sourceCode);
    if (registrar && (registrar.template || registrar.handler !== undefined))
      local.set(registrar.fn, [...(local.get(registrar.fn) ?? []), registrar]);
  }
  const imported = registrarImports({ sourceCode, registrationsOf });
  if (local.size === 0 && imported.size === 0) return { registrations: [...found], constructions: [] };
  const localNames = new Set([...local.keys()].map(nameOf));
  const instantiated = new Set<ResourceRegistration>();
  const registrations: ResourceRegistration[] = [];
  const constructions: TemplateConstruction[] = [];
  const repeats: Repeats = new Map();
  for (const node of fileNodes(sourceCode)) {
    if (node.type !== 'CallExpression') continue;
    const name = calleeName(node.callee);
    if (name === undefined || (!localNames.has(name) && !imported.has(name))) continue;
    const fn = localFunctionOf(unwrap(node.callee), sourceCode);
    if (!fn || within(node, fn, sourceCode)) continue;
    const registrars =
      local.get(fn) ?? (isForeign(fn, sourceCode) ? foreignRegistrars(fn, sourceCode, registrationsOf) : []);
    for (const registrar of registrars) {
      const made = instanceAt(node, registrar, sourceCode);
      if (!made) continue;
      instantiated.add(registrar.registration);
      if (isRepeat(made, repeats)) continue;
      registrations.push(made);
      // A registrar's own template is a construction of its file already.
      if (
        made.construction &&
        made.construction !== registrar.registration.construction &&
        !isForeign(made.construction.node, sourceCode)
      )
        constructions.push(made.construction);
    }
  }
  return { registrations: [...found.filter((r) => !instantiated.has(r)), ...registrations], constructions };
}

/**
 * Whether a registration was made already: the same registering call with the same template on the
 * same server would fail at run time (the SDK refuses a name twice), so a second call
 * (`registerAll(server)` in each test, on a server made anew before each) is on another server, and
 * tells nothing the first did not.
 */
function isRepeat(instance: ResourceRegistration, repeats: Repeats): boolean {
  const by = instance.registeredBy ?? instance.call;
  let made = repeats.get(by);
  if (!made) repeats.set(by, (made = new Set<string>()));
  const key = `${instance.server.key}\0${instance.construction?.template?.value}`;
  if (made.has(key)) return true;
  made.add(key);
  return false;
}

/** Each registering call's servers and templates so far. */
type Repeats = Map<TSESTree.Node, Set<string>>;

/**
 * Whether the file imports a registrar from another module of the project: a server module that
 * only calls `registerNotes(server)` names no resource API itself. Asked by the gate, of the
 * project's import graph first.
 */
export const importsRegistrar = (sourceCode: SourceCode, registrationsOf: RegistrationsOf): boolean =>
  mayCallRegistrar(importTargets(sourceCode), registrationsOf) &&
  importedRegistrarNames(sourceCode, registrationsOf).size > 0;

/** The names the file imports registrars by (see `registrarImports`). */
export const importedRegistrarNames = (sourceCode: SourceCode, registrationsOf: RegistrationsOf): ReadonlySet<string> =>
  registrarImports({ sourceCode, registrationsOf });

/** The modules of the project the file's value imports name, as `registrarImports` reads them. */
function importTargets(sourceCode: SourceCode): string[] {
  const file = fileOf(sourceCode);
  if (!file) return [];
  return sourceCode.ast.body.flatMap((statement) => {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') return [];
    const target = resolveImport(file, statement.source.value);
    return target ? [target] : [];
  });
}

/** The names each linted file imports registrars by, kept for its next lints while its imports read the same. */
const keptRegistrarImports = new KeptAnswers<ReadonlySet<string>>(registerMarks);

/**
 * The names the file imports registrars by: a function of another module that registers, or a
 * namespace of a module that may register (`ns.registerNotes(server)`), found once per file.
 */
const registrarImports = perFile(
  ({
    sourceCode,
    registrationsOf,
  }: {
    sourceCode: SourceCode;
    registrationsOf: RegistrationsOf;
  }): ReadonlySet<string> => {
    const file = fileOf(sourceCode);
    if (!file) return new Set();
    // Another module's tree lives as long as its version: its answer is kept with it (`perFile`).
    if (sourceCode instanceof ModuleSource) return findRegistrarImports(file, sourceCode, registrationsOf).value;
    const imports = sourceCode.ast.body.filter((statement) => statement.type === 'ImportDeclaration');
    return keptRegistrarImports.answer(file, imports.map((statement) => sourceCode.getText(statement)).join('\n'), () =>
      findRegistrarImports(file, sourceCode, registrationsOf),
    );
  },
);

/** The names of `registrarImports`, and whether they hold beyond this lint (no registrar of the linted file's own). */
function findRegistrarImports(
  file: string,
  sourceCode: SourceCode,
  registrationsOf: RegistrationsOf,
): { value: ReadonlySet<string>; keep: boolean } {
  const names = new Set<string>();
  let keep = true;
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const target = resolveImport(file, statement.source.value);
    if (!target || !passesInProject(target, registerMarks)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
      const imported = importedDefinition(specifier.local, sourceCode);
      const fn = imported?.kind === 'node' ? imported.node : undefined;
      // A module that imports the linted file back: the answer depends on this lint's tree.
      if (
        imported &&
        (imported.kind === 'node' ? !isForeign(imported.node, sourceCode) : imported.source.ast === sourceCode.ast)
      )
        keep = false;
      if (
        imported?.kind === 'namespace' ||
        (isFunctionLike(fn) && foreignRegistrars(fn, sourceCode, registrationsOf).length > 0)
      )
        names.add(specifier.local.name);
    }
  }
  return { value: names, keep };
}

/**
 * Whether a module importing `targets` may call a registrar of another module, asked of the
 * project's import graph: a registrar is reached only through such an import (followed through
 * re-exports and imports of imports by `importedDefinition`), and it is a function of a module that
 * holds a resource word. Never no where `registrarImports` would find a name, and no for most
 * modules, which then need not be parsed. Other modules are read as on disk, the linted file too.
 */
export function mayCallRegistrar(targets: readonly string[], registrationsOf: RegistrationsOf): boolean {
  const holds = holdsRegistrarTest(registrationsOf);
  return targets.some(
    (target) => passesInProject(target, registerMarks) && reachesInProject(target, registerMarks, holds),
  );
}

/** Whether the module at a path holds a registrar, one test per way of finding registrations (the key of the kept answers). */
const holdsRegistrarTests = new WeakMap<RegistrationsOf, (file: string) => boolean>();
function holdsRegistrarTest(registrationsOf: RegistrationsOf): (file: string) => boolean {
  let test = holdsRegistrarTests.get(registrationsOf);
  if (!test) holdsRegistrarTests.set(registrationsOf, (test = (file) => holdsRegistrarAt(file, registrationsOf)));
  return test;
}

/** Whether the module at `file` (as on disk) holds a registrar: only a module with a resource word can. */
function holdsRegistrarAt(file: string, registrationsOf: RegistrationsOf): boolean {
  if ((marksInProject(file, registerMarks) & RESOURCE_WORD_MARK) === 0) return false;
  const module = loadModule(file);
  return module !== undefined && registrarsOf(module as unknown as SourceCode, registrationsOf).size > 0;
}

/** The registrar a registration is written in: the function around it, when it takes the server or the template. */
function registrarOf(registration: ResourceRegistration, sourceCode: SourceCode): Registrar | undefined {
  const fn = enclosingFunction(registration.call);
  if (!fn) return undefined;
  const server = parameterIndex(registration.server.node, fn, sourceCode);
  const construction = registration.construction;
  let template: Registrar['template'];
  if (registration.shape === 'template' && construction && !construction.template) {
    const argument = unwrap(construction.argument);
    const index = parameterIndex(argument, fn, sourceCode);
    if (index !== undefined) template = { index };
    else if (argument.type === 'MemberExpression') {
      const objectIndex = parameterIndex(unwrap(argument.object), fn, sourceCode);
      const key = staticName(argument, sourceCode);
      if (objectIndex !== undefined && key !== undefined) template = { index: objectIndex, key };
    }
  }
  // `server.registerResource(name, template, config, read)`, `read` a parameter: the caller gives it.
  const handler =
    registration.handler || !registration.handlerArgument
      ? undefined
      : parameterIndex(unwrap(registration.handlerArgument), fn, sourceCode);
  return server === undefined && !template && handler === undefined
    ? undefined
    : { fn, registration, server, template, handler };
}

/** The registrars of another module's function, from that module's model (built once per version). */
function foreignRegistrars(fn: FunctionLike, sourceCode: SourceCode, registrationsOf: RegistrationsOf): Registrar[] {
  // Another module, or the linted file itself when another module's model is being read.
  return registrarsOf(sourceOf(fn, sourceCode), registrationsOf).get(fn) ?? [];
}

/** Each module's registrars by function, worked out once per version of it (per lint for the linted file). */
const moduleRegistrars = new WeakMap<SourceCode, Map<FunctionLike, Registrar[]>>();
function registrarsOf(module: SourceCode, registrationsOf: RegistrationsOf): ReadonlyMap<FunctionLike, Registrar[]> {
  let byFunction = moduleRegistrars.get(module);
  if (!byFunction) {
    byFunction = new Map();
    moduleRegistrars.set(module, byFunction);
    for (const registration of registrationsOf(module)) {
      const registrar = registrarOf(registration, module);
      if (registrar) byFunction.set(registrar.fn, [...(byFunction.get(registrar.fn) ?? []), registrar]);
    }
  }
  return byFunction;
}

/** The registration a call of a registrar makes: on the caller's server, with the caller's template. */
function instanceAt(
  call: TSESTree.CallExpression,
  registrar: Registrar,
  sourceCode: SourceCode,
): ResourceRegistration | undefined {
  const { registration, fn } = registrar;
  const argumentAt = (index: number) => {
    const argument = call.arguments[index];
    return argument && argument.type !== 'SpreadElement' && !call.arguments.slice(0, index).some(isSpread)
      ? argument
      : undefined;
  };
  const serverArgument = registrar.server === undefined ? undefined : argumentAt(registrar.server);
  const server = serverArgument
    ? { key: serverKey(serverArgument, sourceCode), node: serverArgument }
    : registration.server;
  const handlerArgument = registrar.handler === undefined ? undefined : argumentAt(registrar.handler);
  const callerHandler = handlerArgument && resolveHandler(handlerArgument, sourceCode, registration.shape);
  if (!registrar.template) {
    // A registrar of this file with its own template, given its handler: the registration is its
    // own with the caller's handler (a registrar that takes neither is no registrar).
    if (!isForeign(registration.call, sourceCode))
      return callerHandler
        ? { ...registration, call, server, handler: callerHandler, registeredBy: registration.call }
        : undefined;
    // A registrar with its own template (another module's): the registration stands at the call, for
    // what depends on the server and the order (shadowing); its template is checked where it is
    // written, and so is its handler unless the call gives it.
    const construction = registration.construction && {
      ...registration.construction,
      node: call.callee,
      argument: call.callee,
      template: registration.construction.template && {
        value: registration.construction.template.value,
        node: call.callee,
      },
    };
    return { ...registration, call, server, construction, handler: callerHandler, registeredBy: registration.call };
  }
  const holder = argumentAt(registrar.template.index);
  const argument =
    holder && (registrar.template.key ? literalPropertyValue(holder, registrar.template.key, sourceCode) : holder);
  const template = argument ? resolveUriString(argument, sourceCode) : null;
  if (!argument || !template || !registration.construction) return undefined;
  const construction: TemplateConstruction = { ...registration.construction, node: argument, argument, template };
  const handler =
    (registration.handler &&
      resolveHandler(
        registration.handler.argument,
        sourceCode,
        'template',
        registration.handler.layout,
        bindingsOf(fn, call, sourceCode),
      )) ||
    callerHandler;
  return {
    ...registration,
    call,
    server,
    uriArgument: argument,
    construction,
    handler,
    registeredBy: registration.call,
  };
}

/** Each named parameter of `fn`, bound to the argument `call` gives it. */
function bindingsOf(fn: FunctionLike, call: TSESTree.CallExpression, sourceCode: SourceCode): ParameterBindings {
  const bindings = new Map<Variable, TSESTree.Node>();
  fn.params.forEach((param, index) => {
    const argument = call.arguments[index];
    if (param.type !== 'Identifier' || !argument || argument.type === 'SpreadElement') return;
    if (call.arguments.slice(0, index).some(isSpread)) return;
    const variable = variableOf(param, sourceOf(param, sourceCode));
    if (variable) bindings.set(variable, argument);
  });
  return bindings;
}

/** The index of the parameter `node` names, when it is a plain named parameter of `fn`. */
function parameterIndex(node: TSESTree.Node, fn: FunctionLike, sourceCode: SourceCode): number | undefined {
  if (node.type !== 'Identifier') return undefined;
  const variable = variableOf(node, sourceCode);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'Parameter' || def.node !== fn) return undefined;
  const index = fn.params.findIndex((param) => param === def.name);
  return index >= 0 ? index : undefined;
}

/** Whether a call of the linted file is inside `fn` (a registrar calling itself registers nothing new). */
function within(call: TSESTree.Node, fn: FunctionLike, sourceCode: SourceCode): boolean {
  return !isForeign(fn, sourceCode) && call.range[0] >= fn.range[0] && call.range[1] <= fn.range[1];
}

/** The name a registrar is called by: `f(…)`, or the namespace or object it is read from (`ns.f(…)`). */
function calleeName(callee: TSESTree.Node): string | undefined {
  const node = unwrap(callee);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier') return node.object.name;
  return undefined;
}

/** The name a function of this file is declared or bound by. */
function nameOf(fn: FunctionLike): string | undefined {
  if (fn.id) return fn.id.name;
  const parent = fn.parent;
  return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : undefined;
}

const isSpread = (node: TSESTree.Node) => node.type === 'SpreadElement';
