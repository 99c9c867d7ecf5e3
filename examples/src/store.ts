import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

// Stand-ins for the storage layer of the example server.
export async function loadAsset(path: string, ext: string): Promise<string> {
  return Buffer.from(`${path}${ext}`).toString('base64');
}
export async function loadProduct(id: string): Promise<object> {
  return { id };
}
export async function listCategory(name: string): Promise<string[]> {
  return [name];
}

/** Throws the not-found error unless the caller may read the resource at `uri`. */
export async function authorize(authInfo: AuthInfo | undefined, uri: URL): Promise<void> {
  if (!authInfo?.scopes.includes(`read:${uri.protocol.replace(':', '')}`)) throw new Error(`Resource ${uri.href} not found`);
}
