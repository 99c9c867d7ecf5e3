// Odd but legal shapes (spread arguments, missing arguments, sequence expressions, computed and
// optional members, recursion) that the value flow must survive without reporting or throwing.
export const ODD_SHAPES = `import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
const server = new McpServer({ name: "x", version: "1" });
declare const args: [string];
declare const key: string;
server.registerResource("odd", new ResourceTemplate("odd://{a}/{+b}", { list: undefined }), {}, async (uri, variables, ...rest) => {
  const { a, ...others } = variables;
  const [first] = [a];
  const v = (0, variables.b);
  decodeURIComponent();
  decodeURIComponent(...args);
  new RegExp().test(String(a));
  RegExp(...args).test(String(a));
  /x/.test();
  String(a).match();
  z.string().regex().parse(a);
  path.join();
  readFile(...args);
  readFile();
  variables[key];
  variables?.["b"];
  const f = function self(x: string): string { return x ? self(x.slice(1)) : x; };
  f(String(a));
  const loop = (s: string): string => loop(s);
  loop(String(a));
  return { contents: [{ uri: uri.href, text: String(v) + String(first) + String(others) + String(rest) }] };
});`;
