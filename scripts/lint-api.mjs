#!/usr/bin/env node
// `npm run lint:api`: Redocly (recommended) on the source contract, then Spectral (oas) on a fresh bundle.
// Spectral cannot follow path items that live in other files, so it reads the bundle; both must report
// zero errors.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bin, root } from "./lib.mjs";

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: "inherit" }).status === 0;
const dir = mkdtempSync(join(tmpdir(), "kubecloud-lint-"));
const bundle = join(dir, "openapi.json");
try {
  const ok =
    run(bin("redocly"), ["lint", "openapi/kubecloud.yaml"]) &&
    run(bin("redocly"), ["bundle", "openapi/kubecloud.yaml", "-o", bundle]) &&
    run(bin("spectral"), ["lint", "--ruleset", ".spectral.yaml", "--fail-severity=error", bundle]);
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
