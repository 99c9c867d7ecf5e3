// The package's name, version and repository, read once from package.json (one level above src/
// when run from source, two above dist/src/ when built, one above dist/ in the bundle).
import { readFileSync } from 'node:fs';

interface PackageInfo {
  readonly name: string;
  readonly version: string;
}

/** This package's package.json, told from the others by its name. */
const isOurs = (json: unknown): json is PackageInfo =>
  typeof json === 'object' && json !== null && 'name' in json && json.name === 'eslint-plugin-mcp-resources';

function readPackageJson(): PackageInfo {
  for (const candidate of ['../package.json', '../../package.json', '../../../package.json']) {
    try {
      const json: unknown = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8'));
      if (isOurs(json)) return json;
    } catch {
      // not at this level
    }
  }
  return { name: 'eslint-plugin-mcp-resources', version: '0.0.0' };
}

export const packageInfo: PackageInfo = readPackageJson();

export const REPOSITORY = 'https://github.com/mcp-resources/eslint-plugin-mcp-resources';

/** The repository's default branch, where the docs of the latest release are read (as typescript-eslint and eslint-plugin-regexp point at theirs). */
export const DEFAULT_BRANCH = 'main';

/**
 * The rule's page on the default branch: a link that holds for every version (a link at the tag
 * of the version is dead until that tag is pushed, and was for 0.2.0, which had none).
 */
export const docsUrl = (rule: string): string => `${REPOSITORY}/blob/${DEFAULT_BRANCH}/docs/rules/${rule}.md`;
