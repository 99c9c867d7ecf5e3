// URI templates and static URIs as MCP servers write them, including a small share of the
// mistakes the plugin exists to catch, so the rules have something to report.
import { subResources } from './vocabulary.js';

const MISTAKE_RATE = 0.07;

/** Well-formed templates; `variables` lists the names a handler may read. */
const shapes = [
  [6, (s, e) => ({ text: `${s}://${e.plural}/{${e.idVar}}`, variables: [e.idVar] })],
  [3, (s, e, sub) => ({ text: `${s}://${e.plural}/{${e.idVar}}/${sub}`, variables: [e.idVar] })],
  [
    3,
    (s, e, _sub, p) => ({
      text: `${s}://${p.plural}/{${p.idVar}}/${e.plural}/{${e.idVar}}`,
      variables: [p.idVar, e.idVar],
    }),
  ],
  [2, (s, e) => ({ text: `${s}://${e.plural}/{${e.idVar}}{?fields}`, variables: [e.idVar, 'fields'] })],
  [2, (s, e) => ({ text: `${s}://${e.plural}/search{?q,limit}`, variables: ['q', 'limit'] })],
  [2, (s) => ({ text: `${s}://files/{+path}`, variables: ['path'] })],
  [1, () => ({ text: 'file:///{+path}', variables: ['path'] })],
  [1, (s, e) => ({ text: `${s}://${e.plural}{/${e.idVar}}`, variables: [e.idVar] })],
  [1, (s, e) => ({ text: `${s}://${e.plural}/{${e.idVar}}.{format}`, variables: [e.idVar, 'format'] })],
  [1, (s, e) => ({ text: `${s}:///${e.plural}/{${e.idVar}}/v/{version}`, variables: [e.idVar, 'version'] })],
];

/** Templates with one deliberate defect each; `mistake` names it for readers of the corpus. */
const mistakes = [
  (s, e) => ({ text: `${s}://${e.plural}/{;${e.idVar}}`, variables: [e.idVar], mistake: 'semicolon-operator' }),
  (s, e) => ({ text: `${s}://${e.plural}/{${e.idVar}:8}`, variables: [e.idVar], mistake: 'prefix-modifier' }),
  (s, e) => ({ text: `${s}://${e.plural}/{${e.idVar}}{format}`, variables: [e.idVar, 'format'], mistake: 'adjacent' }),
  (s, e) => ({ text: `${s}://${e.plural}{/segments*}`, variables: ['segments'], mistake: 'exploded' }),
  (s, e) => ({
    text: `${s}://${e.plural}/{${e.idVar}}{#section}`,
    variables: [e.idVar, 'section'],
    mistake: 'fragment',
  }),
  (s, e) => ({ text: `${s}://${e.plural}/{${e.idVar}`, variables: [e.idVar], mistake: 'unclosed' }),
  (s, e) => ({ text: `${s}://${e.plural}/{}`, variables: [], mistake: 'empty' }),
  (s, e) => ({ text: `${s}://${e.plural}/{ ${e.idVar} }`, variables: [e.idVar], mistake: 'invalid-name' }),
  (s, e) => ({ text: `${s}://${e.plural}/{${e.idVar}}/copy/{${e.idVar}}`, variables: [e.idVar], mistake: 'duplicate' }),
  (s, e) => ({ text: `${s}://${e.plural}{?q}{?page}`, variables: ['q', 'page'], mistake: 'two-query-groups' }),
  (s) => ({ text: `${s}://files/{+root}/{+path}`, variables: ['root', 'path'], mistake: 'two-multi-segment' }),
  (s, e) => ({
    text: `${s}://${e.plural}/{${e.idVar},rev}`,
    variables: [e.idVar, 'rev'],
    mistake: 'multiple-variables',
  }),
  (s, e) => ({ text: `${s}://${e.plural} list/{${e.idVar}}`, variables: [e.idVar], mistake: 'space-literal' }),
];

export function uriTemplate(random, scheme, entity, parent) {
  const sub = random.pick(subResources);
  if (random.chance(MISTAKE_RATE)) return random.pick(mistakes)(scheme, entity, sub, parent);
  return random.weighted(shapes)(scheme, entity, sub, parent);
}

export function staticUri(random, scheme, entity) {
  return random.pick([
    `${scheme}://config`,
    `${scheme}://${entity.plural}`,
    `${scheme}://${entity.plural}/index`,
    `${scheme}://${entity.plural}/recent`,
    `${scheme}://status`,
    `${scheme}://schema/${entity.name}`,
  ]);
}
