#!/usr/bin/env node
// `npm test`: every check CI runs, in order, then the Vitest projects (the browser journeys last, alone).
// The last line is `N passed, N failed`, where N counts the Vitest tests plus each check below.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, root } from "./lib.mjs";

const checks = [
  ["generated SDK is up to date", "node", ["scripts/generate-sdk.mjs", "--check"]],
  ["generated API reference is up to date", "node", ["scripts/build-api-reference.mjs", "--check"]],
  ["generated globe land data is up to date", "node", ["scripts/build-land-points.mjs", "--check"]],
  ["contract lint (Redocly and Spectral)", "node", ["scripts/lint-api.mjs"]],
  ["formatting (Prettier)", bin("prettier"), ["--check", "."]],
  ["typecheck", bin("tsc"), ["-b"]],
  ["lint", bin("eslint"), ["."]],
  ["SDK build", bin("tsc"), ["-p", "packages/sdk/tsconfig.build.json"]],
  ["first-load budget (builds the console into dist/)", "node", ["scripts/bench-bundle.mjs", "--out", "dist"]],
  ["certify the sandbox (0 contract violations, demo user and admin)", "node", ["scripts/certify-sandbox.mjs"]],
  // The CLI tests run the built `kubecloud` against the built sandbox (certify has just built it).
  ["CLI build", "npm", ["run", "--silent", "cli:build"]],
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

/** Runs Vitest on `projects` and adds its tests to the counts (a run that fails with no failed test counts as one failure). */
function vitest(projects, env = {}) {
  const report = join(reportDir, `vitest-report-${projects.join("-")}.json`);
  rmSync(report, { force: true });
  console.log(`\n▶ tests (vitest: ${projects.join(", ")})`);
  const args = [
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
  const { status } = spawnSync(bin("vitest"), args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (!existsSync(report)) {
    failed += 1;
    return;
  }
  const result = JSON.parse(readFileSync(report, "utf8"));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (status !== 0 && result.numFailedTests === 0) failed += 1; // e.g. an unhandled error
}

vitest(["scripts", "sdk", "unit", "contract", "cli"]);
// The browser journeys run alone, so that on two cores their pages do not share the CPU with the
// unit tests' workers (the journeys wait for what a user waits for, and a loaded machine stretches that).
// They drive the production build the budget check has just made, rather than building it again.
vitest(["e2e"], { E2E_REUSE_DIST: "1" });
console.log(`\nchecks and tests: ${checks.length} checks, then Vitest (scripts, sdk, unit, contract, cli; then e2e)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
