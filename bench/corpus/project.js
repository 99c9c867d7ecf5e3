// The plan of one generated project: its SDK flavour, entities, templates and list of files.
import { uriTemplate, staticUri } from './uri-templates.js';
import { camel, constantCase, entities, projectWords, schemes } from './vocabulary.js';

const utilityThemes = ['strings', 'dates', 'paging', 'cache', 'errors', 'logging', 'csv', 'validation', 'collections'];

export function planProject(random, index) {
  const sdk = random.weighted([
    [40, 'v1'],
    [35, 'v2'],
    [15, 'lowlevel-v1'],
    [10, 'lowlevel-v2'],
  ]);
  const scheme = random.pick(schemes);
  const word = random.pick(projectWords);
  const picked = random.sample(entities, random.int(2, 6));
  const resources = picked.map((entity, i) => ({
    entity,
    parent: picked[(i + 1) % picked.length],
    template: uriTemplate(random, scheme, entity, picked[(i + 1) % picked.length]),
    constName: `${constantCase(entity.name)}_TEMPLATE`,
    staticUri: staticUri(random, scheme, entity),
    staticConst: `${constantCase(entity.plural)}_URI`,
    uriFn: camel(entity.name, 'uri'),
    parseFn: camel('parse', entity.name, 'uri'),
    hasTools: !sdk.startsWith('lowlevel') && random.chance(0.6),
  }));
  const name = `${word}-${scheme}-mcp`;
  const project = {
    index,
    name,
    dir: `p${String(index).padStart(4, '0')}-${word}-${scheme}`,
    version: `${random.int(0, 3)}.${random.int(0, 20)}.${random.int(0, 9)}`,
    scheme,
    sdk,
    quote: random.chance(0.75) ? 'double' : 'single',
    resources,
    hasPrompts: !sdk.startsWith('lowlevel') && random.chance(0.5),
  };
  project.files = planFiles(random, project);
  return project;
}

function planFiles(random, project) {
  const files = [
    { path: 'src/uris.ts', kind: 'uris' },
    { path: 'src/auth.ts', kind: 'auth' },
    { path: 'src/store.ts', kind: 'store' },
  ];
  const lowLevel = project.sdk.startsWith('lowlevel');
  for (const resource of project.resources) {
    const plural = resource.entity.plural;
    files.push({
      path: `src/resources/${plural}.ts`,
      kind: lowLevel ? 'resources-lowlevel' : 'resources-mcp',
      resource,
    });
    if (resource.hasTools) files.push({ path: `src/tools/${plural}.ts`, kind: 'tools', resource });
    if (random.chance(0.4))
      files.push({ path: `src/services/${resource.entity.name}-service.ts`, kind: 'service', resource });
  }
  if (project.hasPrompts) files.push({ path: 'src/prompts.ts', kind: 'prompts' });
  for (const theme of random.sample(utilityThemes, random.int(1, 5))) {
    files.push({ path: `src/lib/${theme}.ts`, kind: 'utility', theme });
  }
  for (let i = random.int(0, 2); i > 0; i--) {
    files.push({ path: `src/client/${i === 1 ? 'reader' : 'sync'}.ts`, kind: 'client' });
  }
  files.push({ path: 'src/server.ts', kind: 'server-main' });
  return files;
}
