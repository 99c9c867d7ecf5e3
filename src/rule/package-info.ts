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

/** The rule's page at the tag of the installed version, so that the docs match the rule that runs. */
export const docsUrl = (rule: string): string => `${REPOSITORY}/blob/v${packageInfo.version}/docs/rules/${rule}.md`;
