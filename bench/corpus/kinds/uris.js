// `src/uris.ts`: the project's URI templates and URI builders, kept as constants.
import { constantCase } from '../vocabulary.js';
import { quote } from '../code.js';

/** The template as the project writes it: a plain literal or a template literal on SCHEME. */
function templateExpression(random, project, text) {
  const prefix = `${project.scheme}://`;
  if (text.startsWith(prefix) && random.chance(0.35)) return `\`\${SCHEME}://${text.slice(prefix.length)}\``;
  return quote(text, project.quote);
}

export function urisModule({ random, project }) {
  const q = (text) => quote(text, project.quote);
  const lines = [`// URIs served by ${project.name}. Clients build the same URIs from these constants.`, ''];
  lines.push(`export const SCHEME = ${q(project.scheme)};`, '');
  const asObject = random.chance(0.3);
  for (const r of project.resources) {
    lines.push(`export const ${r.constName} = ${templateExpression(random, project, r.template.text)};`);
    lines.push(`export const ${r.staticConst} = ${q(r.staticUri)};`);
  }
  if (asObject) {
    lines.push('', 'export const Templates = {');
    for (const r of project.resources) lines.push(`  ${r.entity.name}: ${r.constName},`);
    lines.push('} as const;');
  }
  for (const r of project.resources) {
    const e = r.entity;
    lines.push('');
    if (random.chance(0.5)) {
      lines.push(
        `export function ${r.uriFn}(${e.idVar}: string): string {`,
        `  return \`\${SCHEME}://${e.plural}/\${encodeURIComponent(${e.idVar})}\`;`,
        `}`,
      );
    } else {
      lines.push(
        `export const ${r.uriFn} = (${e.idVar}: string): string =>`,
        `  ${q(`${project.scheme}://${e.plural}/{id}`)}.replace(${q('{id}')}, encodeURIComponent(${e.idVar}));`,
      );
    }
    const pattern = `${constantCase(e.name)}_URI_PATTERN`;
    lines.push(
      '',
      `export const ${pattern} = new RegExp(\`^\${SCHEME}://${e.plural}/([^/?#]+)$\`);`,
      '',
      `export function ${r.parseFn}(uri: string): string | undefined {`,
      `  const match = ${pattern}.exec(uri);`,
      `  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);`,
      `}`,
    );
  }
  return lines;
}
