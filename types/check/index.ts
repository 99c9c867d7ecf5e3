// mcp-resources/check: a running MCP server's resource templates checked as a hostile client would,
// through the official SDK's client (an optional peer dependency, loaded only here). Read-only:
// resources/templates/list, resources/list, resources/read (and completion/complete when declared).
// The command line is cli.ts (`mcp-resources check`); docs/check.md says what each check sends and why.
import type { Finding } from './finding.js';
import { runCheck, type CheckOptions } from './run-check.js';
import type { ResourceClient } from './session.js';

/**
 * Checks every resource template of the server behind `client` (a connected `Client` of either SDK
 * generation) and resolves to its findings: `expect(await checkResources(client)).toEqual([])`.
 * Rejects with `CheckAbortedError` when the server stalls or closes, `NoResourcesError` when it
 * offers no resources. `runCheck` gives the whole report (requests and time per template, notes).
 */
export async function checkResources(client: ResourceClient, options?: CheckOptions): Promise<Finding[]> {
  return [...(await runCheck(client, options)).findings];
}

export {
  runCheck,
  UNKNOWN_URI,
  type CheckOptions,
  type CheckResult,
  type ProgressEvent,
  type TemplateReport,
} from './run-check.js';
export { formatFinding, type CheckName, type Finding } from './finding.js';
export { DEFAULT_BOUNDS, type Bounds, type RequestOptionsLike, type ResourceClient } from './session.js';
export {
  connectHttp,
  connectInProcess,
  connectStdio,
  type AuthInfoLike,
  type ConnectOptions,
  type Connection,
} from './connect.js';
export { loadClientSdk, type ClientSdk, type ModuleImporter, type SdkGeneration } from './client-sdk.js';
export {
  CheckAbortedError,
  CheckUsageError,
  MissingSdkError,
  NoResourcesError,
  type AbortReason,
} from './check-errors.js';
export { absentValue, ROUND_TRIP_VALUES, escapePayloads, type EscapePayload } from './payloads.js';
