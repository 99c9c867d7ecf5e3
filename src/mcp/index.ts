// What the MCP code in a file is: SDK and framework modules, registrations, read handlers, the per-file model.
export { readsOfParameter, type ReadHandler, type VariableRead } from './handlers.js';
export { V1_MCP_MODULES, V1_TYPES_MODULES, V2_MODULES, type SdkGeneration } from './mcp-modules.js';
export { type McpFileModel, type TemplateSite } from './model.js';
export { trackModuleUses } from './module-tracker.js';
export { type ResourceRegistration } from './registrations.js';
export { getMcpModel, importsMcpModule, mayBuildUris, mayHoldResources } from './mcp-file.js';
export { companionDecodedValues, type DecodedValue } from './companion.js';
export {
  COMPANION,
  SDK,
  CONTENTS,
  FRAMEWORKS,
  frameworkDecodedValues,
  frameworkVariableSchemas,
  type Framework,
  type FrameworkDescriptor,
  type FrameworkId,
  type PrincipalSource,
} from './frameworks/index.js';
export { companionHandlers, type CompanionHandler } from './companion.js';
export { policyExemption, type PolicyExemption } from './companion-policy.js';
