import {
  COMPANION,
  getMcpModel,
  type TemplateSite,
  type ResourceRegistration,
  mayHoldResources,
} from '../src/mcp/index.js';
import { createRule } from '../src/rule/index.js';
import { CompanionCoverIndex, CoverIndex } from '../src/template/index.js';
import { unknownPieces } from '../src/source/index.js';

export default createRule<[], 'shadowed'>({
  name: 'no-shadowed-template',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow a resource template that an earlier template on the same server always matches first',
      recommended: true,
    },
    schema: [],
    messages: {
      shadowed:
        'Resource template "{{later}}" is never read: "{{earlier}}" (line {{line}}) matches every URI it matches, and {{framework}} answers with the first match. Register the more specific one first, or make them disjoint.',
    },
  },
  // The gate: no resource API named in the text, nothing to check (and no walk to pay for).
  gate: mayHoldResources,
  create(context) {
    return {
      Program() {
        const model = getMcpModel(context);
        type Earlier = { registration: ResourceRegistration; site: TemplateSite };
        const earlierByServer = new Map<string, CoverIndex<Earlier> | CompanionCoverIndex<Earlier>>();
        for (const registration of model.registrations) {
          const site = model.siteOf(registration);
          if (!site || site.analysis.parsed.errors.length > 0 || registration.framework.firstMatchWins !== true)
            continue;
          // Templates written around pieces this file does not know are compared only with those around the
          // same pieces; the companion's templates (its matcher) only with the companion's.
          const companion = registration.framework === COMPANION;
          const key = [registration.server.key, companion, ...unknownPieces(site.template, context.sourceCode)].join(
            '\0',
          );
          let earlier = earlierByServer.get(key);
          if (!earlier) earlierByServer.set(key, (earlier = companion ? new CompanionCoverIndex() : new CoverIndex()));
          const cover = earlier.firstCovering(site.analysis.parsed);
          // Two registrations of one call of another module's registrar: reported in that module.
          const sameRegistrar = cover?.registration.call === registration.call && registration.registeredBy;
          if (cover && !sameRegistrar) {
            context.report({
              node: registration.construction?.argument ?? registration.call,
              messageId: 'shadowed',
              data: {
                later: site.template.value,
                earlier: cover.site.template.value,
                line: cover.registration.call.loc.start.line,
                // Routes answer through the router; the adapter's templates are tried by the SDK.
                framework: !companion
                  ? registration.framework.label
                  : registration.api === 'route'
                    ? 'the router'
                    : 'the SDK',
              },
            });
          }
          earlier.add(site.analysis.parsed, { registration, site });
        }
      },
    };
  },
});
