#!/usr/bin/env node
// A robustness probe: the built console against `prism mock --dynamic`, which answers every call with random
// data the contract allows (different on every request). Every route is loaded several times as a guest, a
// user and an admin in Debian's Chromium; any page error (an exception the page did not catch) fails it.
//   npm run probe:dynamic [-- --loads 4]
// It builds the console first unless dist/ already holds a build (`--reuse-dist`).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { bin, bundledContract, root, startServer } from "./lib.mjs";

const { values } = parseArgs({
  options: { loads: { type: "string", default: "4" }, "reuse-dist": { type: "boolean", default: false } },
});
const loads = Number(values.loads);

const routes = [
  "/",
  "/features",
  "/use-cases",
  "/docs",
  "/nodes",
  "/pending-requests",
  "/maintenance",
  "/reset-password",
  "/sign-in",
  "/sign-up",
  "/register/verify?email=amira%40example.com",
  "/forgot-password",
  "/dashboard",
  "/clusters/prodcluster",
  "/deploy",
  "/notifications",
  "/admin",
  "/no/such/page",
];
const roles = {
  guest: {},
  user: { token: "probe-access", refresh_token: "probe-refresh", user: { ID: 12, username: "Amira", admin: false } },
  admin: { token: "probe-access", refresh_token: "probe-refresh", user: { ID: 1, username: "Admin", admin: true } },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (!values["reuse-dist"] || !existsSync(join(root, "dist/index.html"))) {
  const build = spawnSync(bin("vite"), ["build", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(1);
}

const children = [];
const site = mkdtempSync(join(tmpdir(), "kubecloud-probe-"));
let browser;
try {
  const mockPort = await freePort();
  children.push(
    await startServer(
      bin("prism"),
      [
        "mock",
        bundledContract,
        "--dynamic",
        "--json-schema-faker-fillProperties=false",
        "--host",
        "127.0.0.1",
        "--port",
        String(mockPort),
      ],
      { ready: /Prism is listening/, label: "prism", quiet: true },
    ),
  );
  cpSync(join(root, "dist"), site, { recursive: true });
  // The mock has no /api prefix, so its root is the console's API base.
  writeFileSync(join(site, "env.js"), `window.__ENV__ = { VITE_API_BASE_URL: "http://127.0.0.1:${mockPort}" };\n`);
  const port = await freePort();
  children.push(
    await startServer(
      bin("vite"),
      ["preview", "--outDir", site, "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
      {
        ready: /Local:/,
        label: "preview",
        quiet: true,
      },
    ),
  );

  browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const problems = [];
  let pageLoads = 0;
  for (const [role, storage] of Object.entries(roles)) {
    for (const route of routes) {
      for (let n = 0; n < loads; n += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript((items) => {
          for (const [key, value] of Object.entries(items)) {
            localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
          }
        }, storage);
        const page = await context.newPage();
        page.on("pageerror", (error) => problems.push(`${role} ${route}: ${error.message}`));
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "load" });
        // Let the screen's calls come back and render (random data, random sizes).
        await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
        pageLoads += 1;
        await context.close();
      }
    }
  }
  console.log(`${pageLoads} page loads against random contract-valid replies: ${problems.length} page errors`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await browser?.close();
  for (const child of children) child.kill("SIGTERM");
  rmSync(site, { recursive: true, force: true });
}
