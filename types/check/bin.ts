#!/usr/bin/env node
// The `mcp-resources` command (package.json "bin"): `mcp-resources check …`, see cli.ts.
import { runCli } from './cli.js';

process.exitCode = await runCli(process.argv.slice(2), process);
