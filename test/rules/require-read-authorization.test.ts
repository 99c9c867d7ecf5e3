import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type Options } from '../../rules/require-read-authorization.js';
import { invalid, valid } from './require-read-authorization.cases.js';
import { evidenceInvalid, evidenceValid, everyReadValid } from './require-read-authorization.evidence.cases.js';
import { ruleTester } from './rule-tester.js';

/** The same case with `everyRead: true`: every read handler must check, evidence or not. */
function everyRead<T extends ValidTestCase<[Options]> | InvalidTestCase<string, [Options]>>(test: T): T {
  return { ...test, options: [{ ...test.options?.[0], everyRead: true }] };
}

// The handler-level cases assert what the analysis of checks, paths and identity finds; with
// `everyRead` (and in `strict`) every one of them reports, whatever the file shows.
ruleTester.run('require-read-authorization (everyRead)', rule, {
  valid: [...valid, ...everyReadValid].map(everyRead),
  invalid: invalid.map(everyRead),
});

// The default: a handler with no check is reported only on evidence that its resource belongs to a principal.
ruleTester.run('require-read-authorization', rule, {
  valid: [...valid, ...everyReadValid, ...evidenceValid],
  invalid: evidenceInvalid,
});
