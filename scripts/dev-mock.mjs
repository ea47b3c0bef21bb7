#!/usr/bin/env node
// The console against the Prism mock of the contract: `npm run dev:mock`.
import { bin, bundledContract, startServer, stopOnSignal } from "./lib.mjs";

const MOCK_PORT = "4010";
const prism = await startServer(bin("prism"), ["mock", bundledContract, "--host", "127.0.0.1", "--port", MOCK_PORT], {
  ready: /Prism is listening/,
  label: "prism",
});
const vite = await startServer(bin("vite"), ["--host", "127.0.0.1"], {
  ready: /Local:/,
  label: "vite",
  env: { VITE_API_BASE_URL: `http://127.0.0.1:${MOCK_PORT}` },
});
console.log(
  `\nKubeCloud console: http://127.0.0.1:5173 (API: the Prism mock on http://127.0.0.1:${MOCK_PORT})\nPress Ctrl-C to stop.`,
);
stopOnSignal([prism, vite]);
