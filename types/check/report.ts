// The report of `mcp-resources check`, as a test runner's: a line per template with its requests and
// time, a line per finding, a summary with the run's requests and wall time; or all of it as JSON.
import { formatFinding, type Finding } from './finding.js';
import type { CheckResult, TemplateReport } from './run-check.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** `✓ notes://{team}/{name}  29 requests  0.06 s`, or `✗ … 2 findings`. */
export function templateLine(report: TemplateReport): string {
  const mark = report.findings === 0 ? '✓' : '✗';
  const found = report.findings === 0 ? '' : `  ${report.findings} finding${report.findings === 1 ? '' : 's'}`;
  return `${mark} ${report.template}  ${report.requests} requests  ${seconds(report.ms)}${found}`;
}

/** The line a terminal shows while a template is checked, rewritten in place. */
export const progressLine = (template: string, index: number, total: number, requests: number): string =>
  `checking ${template} (${index + 1}/${total}) · ${requests} requests`;

const counted = (findings: readonly Finding[]) => {
  const byCheck = new Map<string, number>();
  for (const finding of findings) byCheck.set(finding.check, (byCheck.get(finding.check) ?? 0) + 1);
  return [...byCheck].map(([check, count]) => `${check} ${count}`).join(', ');
};

/** Everything after the template lines: findings, notes, and the summary. */
export function reportText(result: CheckResult, aborted?: string): string {
  const lines: string[] = [];
  if (result.findings.length > 0) {
    lines.push('', 'Findings');
    for (const finding of result.findings) lines.push(`  ✗ ${formatFinding(finding)}`);
  }
  if (result.notes.length > 0) {
    lines.push('', 'Not checked');
    for (const note of result.notes) lines.push(`  - ${note}`);
  }
  const perTemplate = result.templates.map((t) => `${t.template} ${t.requests}`).join(', ');
  const listed = result.requests - result.templates.reduce((sum, t) => sum + t.requests, 0);
  lines.push(
    '',
    `Findings   ${result.findings.length}${result.findings.length > 0 ? ` (${counted(result.findings)})` : ''}`,
    `Templates  ${result.templates.length} ${aborted === undefined ? 'checked' : 'begun'}`,
    `Requests   ${result.requests}${perTemplate === '' ? '' : ` (${perTemplate}; listings and references ${listed})`}`,
    `Time       ${seconds(result.ms)}`,
  );
  if (aborted !== undefined) lines.push('', `Stopped: ${aborted}`);
  return `${lines.join('\n')}\n`;
}

/** The report as JSON: the findings, each template's requests and time, the notes, why the run stopped. */
export const reportJson = (result: CheckResult, aborted?: string): string =>
  `${JSON.stringify({ ...result, ...(aborted === undefined ? {} : { aborted }) }, null, 2)}\n`;
