// What every rule is made with: the rule creator, listener merging, and report locations.
export { createRule, type UserOptions, type WithTestFiles } from './create-rule.js';
export { mergeListeners } from './merge-listeners.js';
export { locOfValueRange, reportKey } from './report.js';
export { checkTestFilesSchema, isTestFile } from './test-files.js';
export { DEFAULT_BRANCH, docsUrl, packageInfo, REPOSITORY } from './package-info.js';
