import rule from '../../rules/require-read-authorization.js';
import { invalid, valid } from './require-read-authorization.cases.js';
import { ruleTester } from './rule-tester.js';

ruleTester.run('require-read-authorization', rule, { valid, invalid });
