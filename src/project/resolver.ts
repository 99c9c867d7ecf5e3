// Where an import specifier leads: a file of the project, or nothing (a package, a built-in, a file
// that cannot be found). Resolution is oxc-resolver's, with TypeScript's rules for extensions and
// `tsconfig` `paths`.
import { ResolverFactory } from 'oxc-resolver';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

const OPTIONS = {
  extensions: SOURCE_EXTENSIONS,
  // TypeScript lets `./x.js` name `./x.ts` (NodeNext and bundler resolution alike).
  extensionAlias: { '.js': ['.ts', '.tsx', '.js', '.jsx'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] },
  conditionNames: ['types', 'import', 'module', 'require', 'node', 'default'],
  mainFields: ['types', 'module', 'main'],
  // Workspace packages are symlinks into the repository: their real path decides whether they are ours.
  symlinks: true,
};

let withTsconfig: ResolverFactory | undefined;
let withoutTsconfig: ResolverFactory | undefined;

/** The resolver that reads the nearest `tsconfig.json` (its `paths`), and one that does not. */
function resolvers(): [ResolverFactory, ResolverFactory] {
  withTsconfig ??= new ResolverFactory({ ...OPTIONS, tsconfig: 'auto' });
  withoutTsconfig ??= withTsconfig.cloneWithOptions(OPTIONS);
  return [withTsconfig, withoutTsconfig];
}

/** Whether a resolved path is a source file of the project, not a package's or a declaration file. */
export function isProjectSource(file: string): boolean {
  if (/[\\/]node_modules[\\/]/.test(file)) return false;
  if (/\.d\.[cm]?ts$/.test(file)) return false;
  return SOURCE_EXTENSIONS.some((extension) => file.endsWith(extension));
}

/**
 * The project file `specifier` names from `fromFile`: relative specifiers (`./x.js` → `./x.ts`, a
 * folder's `index`), `tsconfig` `paths`, and workspace packages whose real path is in the project.
 * `undefined` for packages, built-ins and what does not resolve.
 */
export function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('node:')) return undefined;
  // Every lint of a file asks again for the same imports: their answers are kept a while.
  const now = Date.now();
  if (now - resolvedAt > RESOLUTION_LIFETIME_MS) {
    resolved.clear();
    resolvedAt = now;
  }
  const key = `${fromFile}\0${specifier}`;
  if (resolved.has(key)) return resolved.get(key);
  const target = resolveUncached(fromFile, specifier);
  resolved.set(key, target);
  return target;
}

/** oxc-resolver's error when the tsconfig that applies cannot be read. */
const TSCONFIG_ERROR = /tsconfig/i;

/** How long a resolution is kept: a file created or removed meanwhile is seen after it. */
const RESOLUTION_LIFETIME_MS = 30_000;
const resolved = new Map<string, string | undefined>();
let resolvedAt = 0;

function resolveUncached(fromFile: string, specifier: string): string | undefined {
  // A tsconfig that cannot be read (it extends a package that is not installed) fails every
  // resolution it takes part in: then the specifier is resolved without it.
  for (const resolver of resolvers()) {
    try {
      const result = resolver.resolveFileSync(fromFile, specifier);
      if (result.path) return isProjectSource(result.path) ? result.path : undefined;
      // A module that is not there is not there without the tsconfig either.
      if (!TSCONFIG_ERROR.test(result.error ?? '')) return undefined;
    } catch {
      // a malformed specifier: try the next, then as if nothing were there
    }
  }
  return undefined;
}

/** Forgets what the resolver has read of the file system (package.json, tsconfig, folders). */
export function clearResolverCache(): void {
  resolved.clear();
  withTsconfig?.clearCache();
}
