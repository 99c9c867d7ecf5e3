// eslint-doc-generator writes the README rule table and each rule page's header from the rules'
// meta and the plugin's configs; `npm test` runs it with --check.
/** @type {import('eslint-doc-generator').GenerateOptions} */
const config = {
  ignoreConfig: ['all'],
  configEmoji: [
    ['recommended', '✅'],
    ['strict', '🔒'],
  ],
  ruleDocTitleFormat: 'name',
  ruleListColumns: ['name', 'description', 'configsError', 'hasSuggestions', 'fixable', 'options'],
};
export default config;
