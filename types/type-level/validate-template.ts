import type * as M from './internal/message-types.js';
import type { ParseTemplate, TemplateErrorMessage } from './parse-template.js';

/**
 * `T` when it is a valid template, else `URI template error: <message>`, the lint rule's message
 * for its first error. A parameter typed `ValidateTemplate<T>` makes an invalid template
 * argument a compile error (TS2345) that shows the message. Non-literal strings pass unchecked.
 */
export type ValidateTemplate<T extends string> = string extends T
  ? T
  : ParseTemplate<T> extends infer P
    ? P extends TemplateErrorMessage<string>
      ? P
      : T
    : never;

/** The errors of a valid RFC 6570 template that is ambiguous to match, which `expand` takes. */
type MatchingError =
  | TemplateErrorMessage<M.AdjacentVariables<string, string, string>>
  | TemplateErrorMessage<M.MultipleMultiSegment<string, string>>
  | TemplateErrorMessage<M.DuplicateVariable<string, string>>
  | TemplateErrorMessage<M.MultipleQueryGroups<string, string>>;

/**
 * `ValidateTemplate<T>` for `expand`: `T` also when the template is valid RFC 6570 but ambiguous
 * to match (`{a}{b}`, two multi-segment variables, a name twice, two query groups), which
 * expansion defines; a syntax error is `URI template error: <message>`.
 */
export type ValidateExpansion<T extends string> = string extends T
  ? T
  : ParseTemplate<T> extends infer P
    ? P extends TemplateErrorMessage<string>
      ? P extends MatchingError
        ? T
        : P
      : T
    : never;
