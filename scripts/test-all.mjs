#!/usr/bin/env node
// `npm test`: every check CI runs, in order, then all Vitest projects. The last line is
// `N passed, N failed`, where N counts the Vitest tests plus each check below.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, root } from "./lib.mjs";

const checks = [
  ["generated SDK is up to date", "node", ["scripts/generate-sdk.mjs", "--check"]],
  ["generated API reference is up to date", "node", ["scripts/build-api-reference.mjs", "--check"]],
  ["generated globe land data is up to date", "node", ["scripts/build-land-points.mjs", "--check"]],
  ["contract lint (Redocly and Spectral)", "node", ["scripts/lint-api.mjs"]],
  ["typecheck", bin("tsc"), ["-b"]],
  ["lint", bin("eslint"), ["."]],
  ["SDK build", bin("tsc"), ["-p", "packages/sdk/tsconfig.build.json"]],
  ["first-load budget (builds the console)", "node", ["scripts/bench-bundle.mjs"]],
];

let passed = 0;
let failed = 0;
for (const [name, command, args] of checks) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (status === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✖ ${name} failed`);
  }
}

const reportDir = join(root, "node_modules/.tmp");
mkdirSync(reportDir, { recursive: true });
const report = join(reportDir, "vitest-report.json");
rmSync(report, { force: true });
console.log("\n▶ tests (vitest: sdk, unit, contract, e2e)");
const vitest = spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { cwd: root, stdio: "inherit" });
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, "utf8"));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (vitest.status !== 0 && result.numFailedTests === 0) failed += 1; // e.g. an unhandled error
} else {
  failed += 1;
}
console.log(`\nchecks and tests: ${checks.length} checks, then Vitest`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
