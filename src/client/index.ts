// How clients build resource URIs: string building and its parts, template `.replace`, value encoding.
export { insertedValues } from './replacement-values.js';
export { templateReplaceAt, type TemplateReplace } from './template-replace.js';
export { HOST_SCHEMES, unencodedValues, uriBuildOf, type UriBuild } from './uri-build.js';
export { isInsideConcatenation, stringPartsOf, type StringPart } from './uri-parts.js';
export { encodingOf, isGlobalCall, withoutEncoding } from './value-encoding.js';
export { flowsToResourceUri, isMessageArgument, isOnlyCompared, resourceSchemesOf } from './resource-sinks.js';
export { isEchoedValue, isFromIncomingUri } from './incoming.js';
