// Regular expressions that validate values: their anatomy, where they are applied, and those inside zod schemas.
export { analyzeRegex, type Anchoring, type RegexAnatomy } from './anatomy.js';
export { regexApplicationOn, resolveStaticRegex, type StaticRegex } from './use.js';
export { objectSchemaProperties, regexArgumentsOfSchema, schemaParsing } from './zod.js';
