// The checks made of the project's import graph before a module is parsed, against the analyses they
// save: a module whose model registers anything, or that imports a registrar, is never one they
// pass over. Every module of the fixture projects.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { mayRegisterItself } from '../../src/mcp/importer-registrations.js';
import { buildModel, registrationsOfModule } from '../../src/mcp/model.js';
import { importedRegistrarNames, importsRegistrar } from '../../src/mcp/registrar-calls.js';
import { holdsResourceWord } from '../../src/mcp/resource-words.js';
import { loadModule } from '../../src/project/index.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/project');
const modules = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ts$/.test(file) && !file.includes('node_modules'))
  .map((file) => path.join(fixtures, file));

it('an importer is parsed when its model registers anything, and some are not', () => {
  let registeringWithoutWord = 0;
  let passedOver = 0;
  for (const file of modules) {
    const module = loadModule(file);
    if (!module) continue;
    const registers = buildModel(module as never, file, true).registrations.length > 0;
    if (registers) expect(mayRegisterItself(file), file).toBe(true);
    if (registers && !holdsResourceWord(module.text)) registeringWithoutWord++;
    if (!mayRegisterItself(file)) passedOver++;
  }
  // Modules that register only through a registrar they import, and modules passed over: the test says something.
  expect(registeringWithoutWord).toBeGreaterThan(0);
  expect(passedOver).toBeGreaterThan(0);
});

it("the gate's question about registrars says yes for every module that imports one", () => {
  let importing = 0;
  for (const file of modules) {
    const module = loadModule(file) as never;
    if (!module || importedRegistrarNames(module, registrationsOfModule).size === 0) continue;
    importing++;
    expect(importsRegistrar(module, registrationsOfModule), file).toBe(true);
  }
  expect(importing).toBeGreaterThan(0);
});
