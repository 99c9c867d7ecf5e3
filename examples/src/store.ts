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
