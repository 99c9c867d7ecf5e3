// Authorization checks recognised by what they do: a call or comparison given the session's
// principal and the requested resource, whose answer decides whether contents are handed out,
// whatever it is called. Each shape is written once with placeholders and generated twice: with the
// principal (no report), and with the principal replaced by a value of the URI (reported).

/** Where the principal and the resource go in a shape. */
interface Values {
  /** The principal's id: `ctx.http?.authInfo?.clientId`. */
  readonly id: string;
  /** The principal's record: `ctx.http?.authInfo`. */
  readonly auth: string;
  /** The handler's context. */
  readonly ctx: string;
  /** How the handler refuses a read it denies. */
  readonly deny: string;
}

export interface Shape {
  readonly name: string;
  /** Declarations and helpers of the module, before the registration. */
  readonly module?: string;
  /** The handler's body; it hands contents out after it unless `returns`. */
  readonly body: (v: Values) => string;
  readonly returns?: boolean;
  /** A check known by its name: with a URI value it is reported at this call (`identityFromUri`). */
  readonly named?: string;
}

const NOT_FOUND = 'throw new ResourceNotFoundError(uri.href);';

export const WITH_PRINCIPAL: Values = {
  id: 'ctx.http?.authInfo?.clientId',
  auth: 'ctx.http?.authInfo',
  ctx: 'ctx',
  deny: NOT_FOUND,
};

/** The same places filled with what the client chose: the `{member}` of the URI. */
export const WITH_URI_VALUE: Values = {
  id: 'String(member)',
  auth: '{ clientId: String(member), scopes: [String(member)] }',
  ctx: 'member',
  deny: NOT_FOUND,
};

const CONTENTS = '{ contents: [{ uri: uri.href, text: await load(String(team)) }] }';
const predicate = (name: string, sync = false) =>
  `declare function ${name}(...a: unknown[]): ${sync ? 'boolean' : 'Promise<boolean>'};`;
const loadTeam = 'declare function loadTeam(id: string): Promise<{ members: string[]; owner: string }>;';
const requireMembership = `${loadTeam}
async function requireMembership(user: string | undefined, team: string) {
  const record = await loadTeam(team);
  if (!record.members.includes(user ?? "")) throw new ResourceNotFoundError(\`teams://\${team}\`);
}`;

export const shapes: Shape[] = [
  {
    name: 'an unlisted name, awaited and negated',
    module: predicate('isMember'),
    body: (v) => `if (!(await isMember(${v.id}, String(team)))) ${v.deny}`,
  },
  {
    name: 'a synchronous call',
    module: predicate('belongsTo', true),
    body: (v) => `if (!belongsTo(${v.id}, String(team))) ${v.deny}`,
  },
  {
    name: 'a record loaded by the template variable',
    module: `${predicate('ownsDocument', true)}\n${loadTeam}`,
    body: (v) => `const record = await loadTeam(String(team));\nif (!ownsDocument(${v.id}, record)) ${v.deny}`,
  },
  {
    name: 'the answer held in a const',
    module: predicate('verifyMembership'),
    body: (v) => `const ok = await verifyMembership(${v.id}, String(team));\nif (!ok) ${v.deny}`,
  },
  {
    name: 'beside a test for a missing record',
    module: `${predicate('userHasRole')}\n${loadTeam}`,
    body: (v) =>
      `const record = await loadTeam(String(team));\nif (!record || !(await userHasRole(${v.id}, record, "reader"))) ${v.deny}`,
  },
  {
    name: 'an early return of nothing',
    module: predicate('inTeam', true),
    body: (v) => `if (!inTeam(${v.id}, String(team))) return;`,
  },
  {
    name: 'contents in the passing branch, a throw after it',
    module: predicate('allowed'),
    body: (v) => `if (await allowed(${v.id}, String(team))) {\n  return ${CONTENTS};\n}\n${v.deny}`,
    returns: true,
  },
  {
    name: 'an answer that reads the other way',
    module: predicate('isBlocked'),
    body: (v) => `if (await isBlocked(${v.id}, String(team))) ${v.deny}`,
  },
  {
    name: 'compared with true',
    module: predicate('lacksAccess', true),
    body: (v) => `if (lacksAccess(${v.id}, String(team)) === true) ${v.deny}`,
  },
  {
    name: 'compared with false',
    module: predicate('isTeamMember'),
    body: (v) => `if ((await isTeamMember(${v.id}, String(team))) === false) ${v.deny}`,
  },
  {
    name: 'a negation held in a const',
    module: predicate('isMember'),
    body: (v) => `const denied = !(await isMember(${v.id}, String(team)));\nif (denied) ${v.deny}`,
  },
  {
    name: 'the branches of `?:` in the return',
    module: predicate('inWorkspace'),
    body: (v) => `return (await inWorkspace(${v.id}, String(team))) ? ${CONTENTS} : { contents: [] };`,
    returns: true,
  },
  {
    name: 'the `else` branch refuses',
    module: `${predicate('permits')}\ndeclare const log: { info(...a: unknown[]): void };`,
    body: (v) => `if (await permits(${v.id}, String(team))) {\n  log.info("read", team);\n} else {\n  ${v.deny}\n}`,
  },
  {
    name: 'a log before the throw',
    module: `${predicate('isMember')}\ndeclare const log: { warn(...a: unknown[]): void };`,
    body: (v) => `if (!(await isMember(${v.id}, String(team)))) {\n  log.warn("denied", team);\n  ${v.deny}\n}`,
  },
  {
    name: 'a method of a service',
    module: 'declare const teams: { hasMember(team: string, user: unknown): Promise<boolean> };',
    body: (v) => `if (!(await teams.hasMember(String(team), ${v.id}))) ${v.deny}`,
  },
  {
    name: 'a method of the session a call makes of the context',
    module: 'declare function getSession(ctx: unknown): Promise<{ memberOf(team: string): boolean }>;',
    body: (v) => `const session = await getSession(${v.ctx});\nif (!session.memberOf(String(team))) ${v.deny}`,
  },
  {
    name: 'an optional call',
    module: 'declare const acl: { permits?: (user: unknown, team: string) => Promise<boolean> } | undefined;',
    body: (v) => `if (!(await acl?.permits?.(${v.id}, String(team)))) ${v.deny}`,
  },
  {
    name: 'one object given both',
    module: 'declare const policy: { evaluate(request: { subject: unknown; resource: string }): Promise<boolean> };',
    body: (v) => `if (!(await policy.evaluate({ subject: ${v.id}, resource: String(team) }))) ${v.deny}`,
  },
  {
    name: 'a key built from both',
    module: 'declare const grants: { lookup(key: string): Promise<boolean> };',
    body: (v) => `if (!(await grants.lookup(\`\${${v.id}}:\${String(team)}\`))) ${v.deny}`,
  },
  {
    name: 'the principal with `?? ""`',
    module: predicate('isMember'),
    body: (v) => `if (!(await isMember(${v.id} ?? "", String(team)))) ${v.deny}`,
  },
  {
    name: 'the principal with `||` a module constant',
    module: `${predicate('isMember')}\nconst ANONYMOUS = "anonymous";`,
    body: (v) => `const user = ${v.id} || ANONYMOUS;\nif (!(await isMember(user, String(team)))) ${v.deny}`,
  },
  {
    name: 'scopes with `?? []`',
    module: 'declare function grantsTeam(scopes: readonly string[], team: string): boolean;',
    body: (v) => `if (!grantsTeam(${v.auth}?.scopes ?? [], String(team))) ${v.deny}`,
  },
  {
    name: 'destructured from the principal with `?? {}`',
    module: predicate('isMember'),
    body: (v) => `const { clientId } = ${v.auth} ?? {};\nif (!(await isMember(clientId, String(team)))) ${v.deny}`,
  },
  {
    name: 'a local set from the principal, looked up in a record',
    module: loadTeam,
    body: (v) =>
      `const me = ${v.id};\nconst record = await loadTeam(String(team));\nif (!record.members.includes(me ?? "")) ${v.deny}`,
  },
  {
    name: "compared with a record's owner",
    module: loadTeam,
    body: (v) => `const record = await loadTeam(String(team));\nif (record.owner !== ${v.id}) ${v.deny}`,
  },
  {
    name: 'a predicate helper of the file',
    module: `const MEMBERS = new Map<string, string[]>();
function isTeamMember(user: string | undefined, team: string) {
  return MEMBERS.get(team)?.includes(user ?? "") ?? false;
}`,
    body: (v) => `if (!isTeamMember(${v.id}, String(team))) ${v.deny}`,
  },
  {
    name: 'an assertion helper of the file that throws',
    module: requireMembership,
    body: (v) => `await requireMembership(${v.id}, String(team));`,
  },
  {
    name: "an arrow helper comparing a record's owner",
    module: `${loadTeam}
const ensureOwner = async (userId: string | undefined, teamId: string) => {
  const record = await loadTeam(teamId);
  if (record.owner !== userId) throw new Error("not found");
};`,
    body: (v) => `await ensureOwner(${v.id}, String(team));`,
  },
  {
    name: 'a helper calling a helper that throws',
    module: `const MEMBERS = new Map<string, string[]>();
function guardTeam(user: string | undefined, team: string) {
  refuseOutsiders(user, team);
}
function refuseOutsiders(user: string | undefined, team: string) {
  if (!MEMBERS.get(team)?.includes(user ?? "")) throw new Error("not found");
}`,
    body: (v) => `guardTeam(${v.id}, String(team));`,
  },
  {
    name: 'a helper given the whole context',
    module: `${predicate('isMember')}
async function teamReader(context: { http?: { authInfo?: { clientId?: string } } }, team: string) {
  if (!(await isMember(context.http?.authInfo?.clientId, team))) throw new Error("not found");
}`,
    body: (v) => `await teamReader(${v.ctx}, String(team));`,
  },
  {
    name: 'a TypeScript assertion function',
    module: 'declare function verifyTeam(user: unknown, team: string): asserts user is string;',
    body: (v) => `verifyTeam(${v.id}, String(team));`,
  },
  {
    name: 'a helper that never returns on denial',
    module: `${predicate('isMember')}
function notFound(uri: URL): never {
  throw new ResourceNotFoundError(uri.href);
}`,
    body: (v) => `if (!(await isMember(${v.id}, String(team)))) notFound(uri);`,
  },
  {
    name: 'an assertion helper in a `try` whose `catch` refuses',
    module: requireMembership,
    body: (v) => `try {\n  await requireMembership(${v.id}, String(team));\n} catch {\n  ${v.deny}\n}`,
  },
  {
    name: 'a method of an object of the file',
    module: `${loadTeam}
const access = {
  async member(user: string | undefined, team: string) {
    return (await loadTeam(team)).members.includes(user ?? "");
  },
};`,
    body: (v) => `if (!(await access.member(${v.id}, String(team)))) ${v.deny}`,
  },
  {
    name: 'a static method of a class of the file',
    module: `${loadTeam}
class Access {
  static async reader(user: string | undefined, team: string) {
    return (await loadTeam(team)).members.includes(user ?? "");
  }
}`,
    body: (v) => `if (!(await Access.reader(${v.id}, String(team)))) ${v.deny}`,
  },
  {
    name: 'a predicate known by its name',
    module: predicate('canReadTeam'),
    body: (v) => `if (!(await canReadTeam(${v.id}, String(team)))) ${v.deny}`,
    named: 'canReadTeam',
  },
  {
    name: 'an authorizer known by its name',
    module: 'declare function authorizeTeamRead(...a: unknown[]): Promise<void>;',
    body: (v) => `await authorizeTeamRead(${v.id}, String(team));`,
    named: 'authorizeTeamRead',
  },
];

const PRELUDE = `import { McpServer, ResourceTemplate, ResourceNotFoundError, ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
declare const server: McpServer; declare function load(...a: unknown[]): Promise<string>;
`;

/** How the handler starts: where a `missing` finding is drawn. */
export const HANDLER_HEAD = 'async (uri, { team, member }, ctx) =>';

/** The shape as a server module, with the principal or with a URI value in its places. */
export function codeOf(shape: Shape, values: Values): string {
  const body = shape.body(values) + (shape.returns ? '' : `\nreturn ${CONTENTS};`);
  const indented = body
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return `${PRELUDE}${shape.module ? `${shape.module}\n` : ''}server.registerResource("team-doc", new ResourceTemplate("teams://{team}/members/{member}", { list: undefined }), {}, ${HANDLER_HEAD} {
${indented}
});`;
}
