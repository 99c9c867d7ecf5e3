import type { Expression, ParsedTemplate, TemplateError, VariableSpec } from './ast.js';
import { templateMessages as m } from './messages.js';

/** Operators whose expansion starts with a character of its own, which ends the previous variable. */
const SELF_SEPARATING = new Set(['#', '.', '/', ';', '?', '&']);

function matchingError(code: TemplateError['code'], message: string, range: TemplateError['range']): TemplateError {
  return { code, category: 'matching', message, range };
}

/** A varspec as written, e.g. `b:3` in `{a,b:3}`. */
const varspecText = (v: VariableSpec) =>
  v.expression.text.slice(v.range.start - v.expression.range.start, v.range.end - v.expression.range.start);

const variableList = (expression: Expression) => expression.variables.map(varspecText).join(',');

/**
 * Finds what makes a template ambiguous to match a URI against (RFC 6570 defines expansion only;
 * matching is what MCP servers do with it):
 * - two expressions with no literal between them, the second without a separator of its own;
 * - more than one variable that may span "/";
 * - a variable name declared twice;
 * - more than one "{?...}" query group.
 */
export function analyzeMatching(template: ParsedTemplate): TemplateError[] {
  const errors: TemplateError[] = [];
  const { parts } = template;

  for (let index = 1; index < parts.length; index++) {
    const previous = parts[index - 1]!;
    const current = parts[index]!;
    if (previous.type !== 'expression' || current.type !== 'expression') continue;
    if (previous.variables.length === 0 || current.variables.length === 0) continue;
    if (SELF_SEPARATING.has(current.operator)) continue;
    const names = variableList(current);
    errors.push(
      matchingError(
        'adjacent-variables',
        m.adjacentVariables(previous.text, current.text, `"{.${names}}" or "{/${names}}"`),
        {
          start: previous.range.start,
          end: current.range.end,
        },
      ),
    );
  }

  let firstMultiSegment: VariableSpec | undefined;
  const seen = new Map<string, VariableSpec>();
  for (const variable of template.variables) {
    if (variable.kind === 'multi-segment') {
      if (firstMultiSegment) {
        // Two in one expression ("{+a,b}"): quoting the expression twice would say nothing.
        const sameExpression = firstMultiSegment.expression === variable.expression;
        const message = sameExpression
          ? m.multipleMultiSegment(varspecText(firstMultiSegment), varspecText(variable))
          : m.multipleMultiSegment(firstMultiSegment.expression.text, variable.expression.text);
        errors.push(
          matchingError('multiple-multi-segment', message, sameExpression ? variable.range : variable.expression.range),
        );
      } else {
        firstMultiSegment = variable;
      }
    }
    if (seen.has(variable.name)) {
      errors.push(
        matchingError(
          'duplicate-variable',
          m.duplicateVariable(variable.name, variable.expression.text),
          variable.nameRange,
        ),
      );
    } else {
      seen.set(variable.name, variable);
    }
  }

  let firstQuery: Expression | undefined;
  for (const expression of template.expressions) {
    if (expression.operator !== '?') continue;
    if (firstQuery) {
      errors.push(
        matchingError(
          'multiple-query-groups',
          m.multipleQueryGroups(firstQuery.text, expression.text),
          expression.range,
        ),
      );
    } else {
      firstQuery = expression;
    }
  }

  return errors.sort((a, b) => a.range.start - b.range.start);
}
