// Escape: each variable given what must never be served, values that leave their segment once
// decoded (or decoded twice), absolute paths, a drive letter, a NUL byte. Whatever the server does
// with them, the answer must be exactly its answer for a value that cannot exist: content is a
// finding (a file outside the root, or another resource), and so is a refusal of another kind (a
// "Forbidden", an internal error naming a server path, a message quoting the value decoded twice),
// which tells which segment the value escaped and that a check saw it.
import { looksMissing } from './answer.js';
import { findingOf } from './finding.js';
import { escapePayloads, spliced } from './payloads.js';
import { missExpectation, observe, type TemplateRun } from './template-run.js';

export async function checkEscapes(run: TemplateRun): Promise<void> {
  const { shape } = run;
  for (const variable of shape.variables) {
    if (variable.prefix !== undefined) {
      run.notes.push(
        `${shape.template}: {${variable.name}:${variable.prefix}} cuts values to ${variable.prefix} characters; no escape is sent in it`,
      );
      continue;
    }
    const absent = run.absent.get(variable.name)!;
    for (const payload of escapePayloads(variable)) {
      const uri = spliced(shape, variable, run.others, payload.raw);
      if (uri === undefined || !URL.canParse(uri)) continue; // no server reads it as a URI
      const read = await observe(run.main, uri, { [variable.name]: payload.raw });
      if (looksMissing(read, absent, run.unknown)) continue;
      const served = read.answer.kind === 'content';
      run.findings.push(
        findingOf('escape', shape.template, read, {
          variable: variable.name,
          value: payload.label,
          principal: run.principal,
          expected: served
            ? missExpectation(absent)
            : `${missExpectation(absent)}: a refusal of its own tells which value a check stopped`,
        }),
      );
    }
  }
}
