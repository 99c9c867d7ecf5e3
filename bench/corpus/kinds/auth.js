// `src/auth.ts`: authorization helpers that resource handlers call with the request's auth info.
export function authModule({ random, project }) {
  const adminScope = random.pick(['admin', `${project.scheme}:admin`, 'owner']);
  const lines = [
    `// Authorization for ${project.name}: which caller may read which resource.`,
    '',
    'export interface Caller {',
    '  clientId: string;',
    '  scopes: string[];',
    '  extra?: Record<string, unknown>;',
    '}',
    '',
    'export class ForbiddenError extends Error {',
    '  constructor(readonly resource: string, readonly clientId: string | undefined) {',
    '    super(`client ${clientId ?? "anonymous"} may not access ${resource}`);',
    '    this.name = "ForbiddenError";',
    '  }',
    '}',
    '',
    `const ADMIN_SCOPE = "${adminScope}";`,
    '',
    'export function hasScope(caller: Caller | undefined, scope: string): boolean {',
    '  if (!caller) return false;',
    '  return caller.scopes.includes(scope) || caller.scopes.includes(ADMIN_SCOPE);',
    '}',
    '',
    'export function assertScope(caller: Caller | undefined, scope: string): void {',
    '  if (!hasScope(caller, scope)) throw new ForbiddenError(scope, caller?.clientId);',
    '}',
    '',
    'export function tenantOf(caller: Caller | undefined): string {',
    '  const tenant = caller?.extra?.tenant;',
    '  return typeof tenant === "string" && /^[a-z0-9-]+$/.test(tenant) ? tenant : "public";',
    '}',
    '',
    '/** Resource keys look like "<kind>:<id>"; a caller reads a kind when it holds "<kind>:read". */',
    'export function canRead(caller: Caller | undefined, resource: string): boolean {',
    '  const [kind = ""] = resource.split(":");',
    '  return hasScope(caller, `${kind}:read`) || hasScope(caller, "read");',
    '}',
  ];
  if (random.chance(0.5)) {
    lines.push(
      '',
      'export function ownsResource(caller: Caller | undefined, ownerId: unknown): boolean {',
      '  if (!caller) return false;',
      '  if (hasScope(caller, ADMIN_SCOPE)) return true;',
      '  return typeof ownerId === "string" && ownerId === caller.extra?.userId;',
      '}',
    );
  }
  return lines;
}
