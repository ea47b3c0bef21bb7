#!/usr/bin/env node
// Certifies a live KubeCloud server against the contract: `prism proxy` in front of it, every read-only
// operation driven through the SDK, and a conformance report (see `--help`, and scripts/certify/).
//   npm run certify -- --api https://HOST/api [--email E --password-stdin] [--json]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseCli, promptPassword, readPasswordFromStdin, usage, UsageError } from "./certify/args.mjs";
import { certify } from "./certify/drive.mjs";
import { checkReachable, prismVersion, startPrismProxy } from "./certify/prism.mjs";
import { jsonReport, summarize, textReport } from "./certify/report.mjs";
import { root } from "./lib.mjs";

/** The SDK as plain Node runs it (`packages/sdk/dist`), built first when it is missing. */
async function loadSdk() {
  if (!existsSync(resolve(root, "packages/sdk/dist/index.js"))) {
    const build = spawnSync("npm", ["run", "--silent", "sdk:build"], { cwd: root, stdio: ["ignore", 2, 2] });
    if (build.status !== 0) throw new Error("npm run sdk:build failed");
  }
  return import("@kubecloud/sdk");
}

async function password(options) {
  if (!options.email) return undefined;
  return options.passwordStdin ? readPasswordFromStdin() : promptPassword(`Password for ${options.email}: `);
}

async function main(argv) {
  const options = parseCli(argv);
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const secret = await password(options);
  const sdk = await loadSdk();
  await checkReachable(options.api);
  const prism = await startPrismProxy(options.api);
  try {
    const result = await certify({
      sdk,
      api: options.api,
      proxyUrl: prism.url,
      email: options.email,
      password: secret,
    });
    const report = { api: options.api, mode: `Prism ${prismVersion} proxy --errors`, ...result };
    console.log(options.json ? jsonReport(report) : textReport(report));
    return summarize(result.lines).passed ? 0 : 1;
  } finally {
    await prism.stop();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`certify: ${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else {
    console.error(`certify: ${error.message}`);
    process.exitCode = 1;
  }
}
