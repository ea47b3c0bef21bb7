#!/usr/bin/env node
// `npm test`'s certification of the sandbox: builds it, serves it on a free loopback port, and runs
// `certify` against it as the demo user and again as the admin (passwords on stdin). Fails unless both
// runs end with 0 contract violations.
import { spawnSync } from "node:child_process";
import { freePort } from "./certify/prism.mjs";
import { root, startServer } from "./lib.mjs";

const accounts = [
  { email: "amira@example.com", password: "Str0ng!Pass" },
  { email: "admin@example.com", password: "Adm1n!Pass" },
];

function build() {
  const { status } = spawnSync("npm", ["run", "--silent", "sandbox:build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) throw new Error("npm run sandbox:build failed");
}

async function startSandbox() {
  const port = await freePort();
  const args = ["packages/sandbox/dist/main.js", "--port", String(port), "--quiet", "--seed", "1", "--speed", "50"];
  const child = await startServer(process.execPath, args, { ready: /listening on/, label: "sandbox", quiet: true });
  return { api: `http://127.0.0.1:${port}/api`, child };
}

/** One certify run; its report goes straight to the terminal. */
function certifyAs(api, { email, password }) {
  console.log(`\ncertify as ${email}:`);
  const args = ["scripts/certify.mjs", "--api", api, "--email", email, "--password-stdin"];
  const { status } = spawnSync(process.execPath, args, {
    cwd: root,
    input: password,
    stdio: ["pipe", "inherit", "inherit"],
  });
  return status;
}

build();
const sandbox = await startSandbox();
let failed = 0;
try {
  for (const account of accounts) if (certifyAs(sandbox.api, account) !== 0) failed += 1;
} finally {
  sandbox.child.kill("SIGTERM");
}
if (failed > 0) console.log(`\ncertify-sandbox: ${failed} of ${accounts.length} runs failed`);
process.exit(failed === 0 ? 0 : 1);
