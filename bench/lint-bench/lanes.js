// Lanes of the lint benches that replace the plugin in a configuration: a probe that records which
// files some rule listens to, rules that return no listener (what ESLint charges any plugin with as
// many rules) and the floor of a text gate (what any text-gated plugin of as many rules pays).

/**
 * `configs` with the plugin's rules wrapped so that each records the files for which its create()
 * returned listeners (one `Object.keys` per rule and file; create() is timed by the stats either way).
 */
export function withListeningProbe(configs, plugin, listening) {
  const rules = Object.fromEntries(
    Object.entries(plugin.rules).map(([name, rule]) => [
      name,
      {
        ...rule,
        create(context) {
          const listeners = rule.create(context);
          if (listeners && Object.keys(listeners).length > 0) listening.add(context.filename);
          return listeners;
        },
      },
    ]),
  );
  return withPluginReplaced(configs, { ...plugin, rules });
}

/**
 * `configs` with the plugin's rules replaced by rules of the same names and meta (so ESLint
 * validates and merges their options alike) whose create() returns no listener. With `searchText`,
 * the first of them to run for a file searches its text as a text gate must, once for all.
 */
export function withEmptyRules(configs, plugin, { searchText = false } = {}) {
  const NONE = Object.freeze({});
  // The stems the plugin's gates search for (src/mcp/mcp-file.ts), written here so that the lane
  // does not depend on the build under test.
  const STEMS = /[Rr]esource|[Tt]emplate|[Tt]EMPLATE|Variables/;
  let searched;
  const search = (context) => {
    const sourceCode = context.sourceCode;
    if (sourceCode.ast === searched) return NONE;
    const text = sourceCode.text;
    const found = text.search(STEMS) !== -1 || text.includes('://');
    searched = sourceCode.ast;
    // `found` is read so that the searches cannot be dropped as dead code.
    return found && searched === null ? { Program() {} } : NONE;
  };
  const create = searchText ? search : () => NONE;
  const rules = Object.fromEntries(
    Object.entries(plugin.rules).map(([name, rule]) => [name, { meta: rule.meta, create }]),
  );
  return withPluginReplaced(configs, { ...plugin, rules });
}

/** `configs` with `replacement` wherever they define the plugin. */
export function withPluginReplaced(configs, replacement) {
  return configs.map((config) =>
    config.plugins?.['mcp-resources']
      ? { ...config, plugins: { ...config.plugins, 'mcp-resources': replacement } }
      : config,
  );
}
