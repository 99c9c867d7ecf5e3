import rule from '../../rules/prefer-not-found-on-deny.js';
import { invalid, valid } from './prefer-not-found-on-deny.cases.js';
import { ruleTester } from './rule-tester.js';

ruleTester.run('prefer-not-found-on-deny', rule, { valid, invalid });
