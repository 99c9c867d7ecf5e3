// Values a file validates against an anchored pattern of unreserved characters
// (`if (!/^[a-z0-9_-]+$/.test(name)) throw …`): whatever their origin, they need no encoding.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isUsedAsCondition } from '../flow/index.js';
import { analyzeRegex, regexApplicationOn } from '../regex/index.js';
import { calleeOf, localFunctionOf, variableOf } from '../source/index.js';
import { declaredVariablesOf } from '../project/index.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const cache = new WeakMap<TSESLint.Scope.Variable, boolean>();

/** `re.test(use)` in a condition, with `re` anchored at both ends and unable to match a delimiter. */
function isValidatingTest(use: TSESTree.Node, sourceCode: SourceCode): boolean {
  const application = regexApplicationOn(use, sourceCode);
  if (!application || !isUsedAsCondition(application.call, sourceCode)) return false;
  const anatomy = analyzeRegex(application.regex.pattern, application.regex.flags);
  return !!anatomy && anatomy.anchoring === 'whole' && !anatomy.mayMatchUriDelimiters;
}

/** `validateName(name)`: a local function that validates the parameter it receives `use` as. */
function isPassedToValidator(use: TSESTree.Node, sourceCode: SourceCode, depth: number): boolean {
  const call = use.parent;
  if (call?.type !== 'CallExpression' || depth > 1) return false;
  const index = call.arguments.indexOf(use as TSESTree.CallExpressionArgument);
  const fn = localFunctionOf(calleeOf(call), sourceCode);
  const param = fn?.params[index];
  if (!fn || param?.type !== 'Identifier') return false;
  const variable = declaredVariablesOf(fn, sourceCode).find((v) => v.identifiers.includes(param));
  return !!variable && isValidatedVariable(variable, sourceCode, depth + 1);
}

function isValidatedVariable(variable: TSESLint.Scope.Variable, sourceCode: SourceCode, depth: number): boolean {
  let answer = cache.get(variable);
  if (answer === undefined) {
    answer = variable.references.some((reference) => {
      const use = reference.identifier as TSESTree.Node;
      return reference.isRead() && (isValidatingTest(use, sourceCode) || isPassedToValidator(use, sourceCode, depth));
    });
    cache.set(variable, answer);
  }
  return answer;
}

/** Whether the file validates the variable `identifier` names with such a pattern. */
export function isValidatedValue(identifier: TSESTree.Identifier, sourceCode: SourceCode): boolean {
  const variable = variableOf(identifier, sourceCode);
  return !!variable && isValidatedVariable(variable, sourceCode, 0);
}
