import { describe, expect, it } from 'vitest';
import { findFsSinkCalls, findRealpathCalls } from '../../src/flow/fs-sinks.js';
import { findPathModuleUses } from '../../src/flow/node-path.js';
import { withContext } from '../helpers/lint-probe.js';

const sinksOf = (code: string, extra = [] as Parameters<typeof findFsSinkCalls>[1]) =>
  withContext(code, (context) =>
    [...findFsSinkCalls(context.sourceCode, extra)].map(
      ([call, sink]) =>
        `${context.sourceCode.getText(call.callee)} -> ${sink.module}:${sink.name}[${sink.pathArguments.join(',')}]`,
    ),
  );

describe('findFsSinkCalls', () => {
  it('resolves named, aliased, namespace, default and fs.promises imports', () => {
    const code = `import { readFile as rf } from "node:fs/promises";
import * as fs from "fs";
import fsDefault from "node:fs";
import { promises } from "fs";
rf("a"); fs.readFileSync("b"); fsDefault.promises.writeFile("c", ""); promises.copyFile("d", "e"); fs.statSync("f");`;
    expect(sinksOf(code).sort()).toEqual(
      [
        'rf -> node:fs/promises:readFile[0]',
        'fs.readFileSync -> fs:readFileSync[0]',
        'fs.statSync -> fs:statSync[0]',
        'fsDefault.promises.writeFile -> node:fs:promises.writeFile[0]',
        'promises.copyFile -> fs:promises.copyFile[0,1]',
      ].sort(),
    );
  });

  it('follows require() whether or not `require` is a declared global', () => {
    expect(
      sinksOf(
        `const fse = require("fs-extra");\nconst { readFileSync } = require("fs");\nfse.readJson("a"); fse.move("a", "b"); readFileSync("c");`,
      ),
    ).toEqual([
      'fse.readJson -> fs-extra:readJson[0]',
      'fse.move -> fs-extra:move[0,1]',
      'readFileSync -> fs:readFileSync[0]',
    ]);
  });

  it('ignores functions of the same name from other modules and local ones', () => {
    expect(
      sinksOf(
        `import { readFile } from "./git.js";\nconst git = { readFile(p: string) { return p; } };\nreadFile("a"); git.readFile("b");\nfunction readFileSync(p: string) { return p; }\nreadFileSync("c");`,
      ),
    ).toEqual([]);
  });

  it('adds extra sinks, dotted members included', () => {
    expect(
      sinksOf(
        `import store from "blob-store";\nimport { get } from "blob-store";\nstore.files.open("x"); get("b", "k");`,
        [
          { module: 'blob-store', function: 'files.open', pathArguments: [0] },
          { module: 'blob-store', function: 'get', pathArguments: [1] },
        ],
      ),
    ).toEqual(['store.files.open -> blob-store:files.open[0]', 'get -> blob-store:get[1]']);
  });

  it('does not count realpath as a sink, but finds it', () => {
    const code = `import { realpath } from "node:fs/promises";\nimport fs from "fs";\nrealpath("a"); fs.realpathSync.native("b"); fs.promises.realpath("c");`;
    expect(sinksOf(code)).toEqual([]);
    expect(
      withContext(code, (context) =>
        [...findRealpathCalls(context.sourceCode)].map((c) => context.sourceCode.getText(c.callee)),
      ),
    ).toEqual(['realpath', 'fs.realpathSync.native', 'fs.promises.realpath']);
  });
});

describe('findPathModuleUses', () => {
  it('finds path functions and sep through every import form', () => {
    const code = `import path from "node:path";\nimport { join as j, sep } from "path";\nconst p = require("path");\npath.resolve("a"); j("b"); p.posix.normalize("c"); path.relative("a", "b"); path.sep; sep; p.isAbsolute("x");`;
    const uses = withContext(code, (context) => {
      const found = findPathModuleUses(context.sourceCode);
      return {
        calls: [...found.calls].map(([call, name]) => `${context.sourceCode.getText(call.callee)}:${name}`),
        separators: [...found.separators].map((n) => context.sourceCode.getText(n)),
      };
    });
    expect(uses.calls.sort()).toEqual([
      'j:join',
      'p.isAbsolute:isAbsolute',
      'p.posix.normalize:normalize',
      'path.relative:relative',
      'path.resolve:resolve',
    ]);
    expect(uses.separators.sort()).toEqual(['path.sep', 'sep']);
  });
});
