// Every rule of the plugin, by name, in the README's order. A rule listed here joins `configs.all`,
// and `recommended`/`strict` by its `docs.recommended` flag.
import noDoubleDecode from './no-double-decode.js';
import noManualExpansion from './no-manual-expansion.js';
import noPathTraversal from './no-path-traversal.js';
import noSdkUnsupportedTemplate from './no-sdk-unsupported-template.js';
import noShadowedTemplate from './no-shadowed-template.js';
import noTemplateAsStaticUri from './no-template-as-static-uri.js';
import noUnknownTemplateVariable from './no-unknown-template-variable.js';
import preferNotFoundOnDeny from './prefer-not-found-on-deny.js';
import requireAnchoredValidation from './require-anchored-validation.js';
import requireQueryDefaults from './require-query-defaults.js';
import requireReadAuthorization from './require-read-authorization.js';
import validTemplate from './valid-template.js';

export const rules = {
  'valid-template': validTemplate,
  'no-sdk-unsupported-template': noSdkUnsupportedTemplate,
  'no-template-as-static-uri': noTemplateAsStaticUri,
  'no-shadowed-template': noShadowedTemplate,
  'no-manual-expansion': noManualExpansion,
  'require-query-defaults': requireQueryDefaults,
  'no-unknown-template-variable': noUnknownTemplateVariable,
  'require-read-authorization': requireReadAuthorization,
  'prefer-not-found-on-deny': preferNotFoundOnDeny,
  'no-double-decode': noDoubleDecode,
  'no-path-traversal': noPathTraversal,
  'require-anchored-validation': requireAnchoredValidation,
};
