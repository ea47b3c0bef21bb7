#!/usr/bin/env node
// Serves the contract with Prism: every operation answers with its first named example.
// `Prefer: code=404` or `Prefer: example=empty` picks another response; `--errors` (on by default)
// turns a request or example that breaks the contract into an error instead of a warning.
//   npm run mock [-- --port 4010] [-- --lenient]
import { parseArgs } from "node:util";
import { bin, bundledContract, startServer, stopOnSignal } from "./lib.mjs";

const { values } = parseArgs({
  options: { port: { type: "string", default: "4010" }, lenient: { type: "boolean", default: false } },
});
const args = ["mock", bundledContract, "--host", "127.0.0.1", "--port", values.port];
if (!values.lenient) args.push("--errors");
const prism = await startServer(bin("prism"), args, { ready: /Prism is listening/, label: "prism" });
console.log(`\nKubeCloud API mock on http://127.0.0.1:${values.port} (base URL for the console; no /api prefix).`);
stopOnSignal([prism]);
