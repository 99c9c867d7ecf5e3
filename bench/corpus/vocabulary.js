// Words the generated projects are made of: business entities, URI schemes, field names.

/** [singular, plural, fields] — the id variable is derived as `${singular}Id`. */
const entityRows = [
  ['user', 'users', ['name', 'email', 'role']],
  ['project', 'projects', ['title', 'owner', 'status']],
  ['invoice', 'invoices', ['amount', 'currency', 'dueDate']],
  ['ticket', 'tickets', ['subject', 'priority', 'assignee']],
  ['note', 'notes', ['title', 'body', 'tags']],
  ['document', 'documents', ['title', 'author', 'revision']],
  ['order', 'orders', ['total', 'status', 'customer']],
  ['repo', 'repos', ['owner', 'name', 'defaultBranch']],
  ['issue', 'issues', ['title', 'state', 'labels']],
  ['customer', 'customers', ['name', 'plan', 'country']],
  ['report', 'reports', ['period', 'format', 'owner']],
  ['dataset', 'datasets', ['name', 'rows', 'schema']],
  ['table', 'tables', ['name', 'columns', 'database']],
  ['channel', 'channels', ['name', 'topic', 'members']],
  ['message', 'messages', ['text', 'sender', 'sentAt']],
  ['page', 'pages', ['title', 'slug', 'space']],
  ['asset', 'assets', ['name', 'size', 'mimeType']],
  ['device', 'devices', ['serial', 'model', 'firmware']],
  ['sensor', 'sensors', ['kind', 'unit', 'location']],
  ['job', 'jobs', ['name', 'schedule', 'lastRun']],
  ['build', 'builds', ['number', 'status', 'duration']],
  ['deployment', 'deployments', ['environment', 'version', 'status']],
  ['recipe', 'recipes', ['title', 'servings', 'cuisine']],
  ['book', 'books', ['title', 'author', 'isbn']],
  ['track', 'tracks', ['title', 'artist', 'duration']],
  ['course', 'courses', ['title', 'level', 'teacher']],
  ['lesson', 'lessons', ['title', 'position', 'video']],
  ['shipment', 'shipments', ['carrier', 'tracking', 'status']],
  ['product', 'products', ['sku', 'price', 'stock']],
  ['review', 'reviews', ['rating', 'comment', 'reviewer']],
  ['workspace', 'workspaces', ['name', 'plan', 'owner']],
  ['folder', 'folders', ['name', 'parent', 'path']],
  ['metric', 'metrics', ['name', 'unit', 'value']],
  ['alert', 'alerts', ['severity', 'source', 'firedAt']],
  ['event', 'events', ['title', 'start', 'end']],
  ['contact', 'contacts', ['name', 'phone', 'company']],
  ['task', 'tasks', ['title', 'due', 'done']],
  ['board', 'boards', ['name', 'columns', 'owner']],
  ['snippet', 'snippets', ['language', 'code', 'author']],
  ['release', 'releases', ['tag', 'notes', 'publishedAt']],
  ['bucket', 'buckets', ['name', 'region', 'versioning']],
  ['cluster', 'clusters', ['name', 'region', 'nodes']],
  ['topic', 'topics', ['name', 'partitions', 'retention']],
  ['account', 'accounts', ['name', 'balance', 'currency']],
  ['transaction', 'transactions', ['amount', 'date', 'payee']],
];

export const entities = entityRows.map(([name, plural, fields]) => ({
  name,
  plural,
  fields,
  idVar: `${name}Id`,
  type: name[0].toUpperCase() + name.slice(1),
}));

export const schemes = [
  'app',
  'acme',
  'crm',
  'kb',
  'notes',
  'db',
  'files',
  'ops',
  'shop',
  'docs',
  'fin',
  'git',
  'wiki',
  'media',
  'hr',
  'lms',
  'iot',
  'ci',
  'cloud',
  'support',
  'erp',
  'cms',
  'mail',
  'chat',
  'data',
];

export const projectWords = [
  'atlas',
  'beacon',
  'cobalt',
  'delta',
  'ember',
  'falcon',
  'garnet',
  'harbor',
  'iris',
  'juniper',
  'kestrel',
  'lumen',
  'meridian',
  'nimbus',
  'onyx',
  'pulsar',
  'quartz',
  'raven',
  'sierra',
  'tundra',
  'umber',
  'vertex',
  'willow',
  'xenon',
  'yarrow',
  'zephyr',
];

export const subResources = [
  'summary',
  'history',
  'comments',
  'attachments',
  'metadata',
  'settings',
  'stats',
  'members',
];

export const scopes = ['read', 'write', 'admin', 'files:read', 'files:write', 'reports:read', 'billing:read'];

export const mimeTypes = ['application/json', 'text/plain', 'text/markdown', 'text/csv'];

export const camel = (...words) =>
  words.map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');

export const pascal = (...words) => words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');

export const constantCase = (...words) =>
  words.map((word) => word.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()).join('_');
