import type { ParseTemplate, TemplateError } from './parse-template.js';

/**
 * `T` when it is a valid template, else `URI template error: <message>`, the lint rule's message
 * for its first error. A parameter typed `ValidateTemplate<T>` makes an invalid template
 * argument a compile error (TS2345) that shows the message. Non-literal strings pass unchecked.
 */
export type ValidateTemplate<T extends string> = string extends T
  ? T
  : ParseTemplate<T> extends infer P
    ? P extends TemplateError<string>
      ? P
      : T
    : never;
