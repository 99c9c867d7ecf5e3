// Every rule of the plugin, by name. Add a rule here and it joins `configs.all` (and the configs
// its `docs.recommended` / `docs.strict` flags name).
import noShadowedTemplate from './no-shadowed-template.js';
import noTemplateAsStaticUri from './no-template-as-static-uri.js';
import validTemplate from './valid-template.js';
import requireReadAuthorization from './require-read-authorization.js';
import preferNotFoundOnDeny from './prefer-not-found-on-deny.js';
import requireQueryDefaults from './require-query-defaults.js';
import noUnknownTemplateVariable from './no-unknown-template-variable.js';
import noManualExpansion from './no-manual-expansion.js';
import noPathTraversal from './no-path-traversal.js';
import noDoubleDecode from './no-double-decode.js';
import requireAnchoredValidation from './require-anchored-validation.js';

export const rules = {
  'valid-template': validTemplate,
  'no-template-as-static-uri': noTemplateAsStaticUri,
  'no-shadowed-template': noShadowedTemplate,
  'require-read-authorization': requireReadAuthorization,
  'prefer-not-found-on-deny': preferNotFoundOnDeny,
  'require-query-defaults': requireQueryDefaults,
  'no-unknown-template-variable': noUnknownTemplateVariable,
  'no-manual-expansion': noManualExpansion,
  'no-path-traversal': noPathTraversal,
  'no-double-decode': noDoubleDecode,
  'require-anchored-validation': requireAnchoredValidation,
};
