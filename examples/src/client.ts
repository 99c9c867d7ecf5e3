// An MCP client that reads the todos server's resources. Each mistake is one the plugin finds.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

const TASK = 'todos://tasks/{id}';

export async function readTask(client: Client, id: string) {
  // Mistake: `.replace` does not encode, so id "a/b" names "todos://tasks/a/b", another resource.
  return client.readResource({ uri: TASK.replace('{id}', id) });
}

export async function readComments(client: Client, task: { id: string }) {
  // Mistake: the same, by template literal.
  return client.readResource({ uri: `todos://tasks/${task.id}/comments` });
}

/** Reads a resource through the template the server lists under `name`. */
export async function readByTemplate(client: Client, name: string, values: Record<string, string>) {
  const { resourceTemplates } = await client.listResourceTemplates();
  const template = resourceTemplates.find((t) => t.name === name);
  if (!template) throw new Error(`no template ${name}`);
  // Mistake: a home-made expander: no encoding, and "{?from,to}" or "{+path}" are left as they are.
  const uri = template.uriTemplate.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return client.readResource({ uri });
}

export async function searchTasks(client: Client, query: string, limit = 20) {
  // Fine: URLSearchParams encodes its pairs, and limit is a number.
  const params = new URLSearchParams({ q: query, limit: String(limit) });
  return client.readResource({ uri: `todos://search?${params}` });
}
