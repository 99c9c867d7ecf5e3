// examples/src/client.ts, fixed: every URI is expanded from its template by the companion's `expand`
// (RFC 6570: each value percent-encoded, so id "a/b" stays one segment, and absent query values
// left out), never filled in with `.replace` or a template literal.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expand } from 'mcp-resources';

const TASK = 'todos://tasks/{id}';

export async function readTask(client: Client, id: string) {
  return client.readResource({ uri: expand(TASK, { id }) });
}

export async function readComments(client: Client, task: { id: string }) {
  return client.readResource({ uri: expand('todos://tasks/{id}/comments', { id: task.id }) });
}

/** Reads a resource through the template the server lists under `name`. */
export async function readByTemplate(client: Client, name: string, values: Record<string, string>) {
  const { resourceTemplates } = await client.listResourceTemplates();
  const template = resourceTemplates.find((t) => t.name === name);
  if (!template) throw new Error(`no template ${name}`);
  return client.readResource({ uri: expand(template.uriTemplate, values) });
}

export async function searchTasks(client: Client, query: string, limit = 20) {
  // URLSearchParams writes a space as "+", which an RFC 6570 matcher reads as a "+": expand writes "%20".
  return client.readResource({ uri: expand('todos://search{?q,limit}', { q: query, limit }) });
}
