#!/usr/bin/env node
// How busy the home page's main thread is while the globe spins: the built console is served (`vite
// preview`, no API: the globe spins without nodes), `/` is opened in Debian's Chromium at 1440×900, and once
// the globe has drawn, Chromium's own count of main-thread task time (CDP Performance.getMetrics,
// TaskDuration) is read over a 10 s window. Prints the share and the frames drawn, and fails over 25 %.
//   npm run bench:globe [-- --reuse-dist] [-- --seconds 10]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { bin, root, startServer } from "./lib.mjs";

const BUDGET = 0.25;
const { values } = parseArgs({
  options: { "reuse-dist": { type: "boolean", default: false }, seconds: { type: "string", default: "10" } },
});
const seconds = Number(values.seconds);

if (!values["reuse-dist"] || !existsSync(join(root, "dist/index.html"))) {
  const build = spawnSync(bin("vite"), ["build", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(1);
}

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once("error", reject);
  server.listen(0, "127.0.0.1", () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const preview = await startServer(
  bin("vite"),
  ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
  {
    ready: /Local:/,
    label: "preview",
    quiet: true,
  },
);
const browser = await chromium.launch({
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
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
  await page.locator("canvas").first().waitFor({ state: "attached", timeout: 30_000 });
  // Count the frames drawn: in the globe's worker, where the browser draws there (the usual case), else on
  // the page. One frame draws several times within a few ms.
  const countFrames = () => {
    globalThis.__frames = 0;
    let last = -1;
    const count = () => {
      const now = performance.now();
      if (now - last > 4) globalThis.__frames += 1;
      last = now;
    };
    for (const Context of [globalThis.WebGL2RenderingContext, globalThis.WebGLRenderingContext]) {
      if (!Context) continue;
      const { drawArrays, drawElements } = Context.prototype;
      Context.prototype.drawArrays = function (...args) {
        count();
        return drawArrays.apply(this, args);
      };
      Context.prototype.drawElements = function (...args) {
        count();
        return drawElements.apply(this, args);
      };
    }
  };
  const globeWorker = () => page.workers().find((w) => w.url().includes("globe"));
  const worker =
    globeWorker() ??
    (await page
      .waitForEvent("worker", { predicate: (w) => w.url().includes("globe"), timeout: 5_000 })
      .catch(() => {}));
  const drawer = worker ?? page;
  await drawer.evaluate(countFrames);
  const framesSoFar = () => drawer.evaluate(() => globalThis.__frames);
  await page.waitForTimeout(5_000);
  const session = await context.newCDPSession(page);
  await session.send("Performance.enable");
  const taskTime = async () =>
    (await session.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration").value;
  const frames0 = await framesSoFar();
  const before = await taskTime();
  const started = Date.now();
  await page.waitForTimeout(seconds * 1000);
  const busy = (await taskTime()) - before;
  const elapsed = (Date.now() - started) / 1000;
  const frames = (await framesSoFar()) - frames0;
  const share = busy / elapsed;
  console.log(
    `Globe spinning on /: main thread busy ${(share * 100).toFixed(1)} % of ${elapsed.toFixed(1)} s ` +
      `(${((busy / Math.max(frames, 1)) * 1000).toFixed(1)} ms of work per frame, ${(frames / elapsed).toFixed(1)} frames/s, ` +
      `drawn ${worker ? "in a worker" : "on the page"})`,
  );
  if (frames === 0) {
    console.error("FAIL: the globe drew no frame while measured (it should spin).");
    process.exitCode = 1;
  } else if (share > BUDGET) {
    console.error(`FAIL: over the ${BUDGET * 100} % budget.`);
    process.exitCode = 1;
  } else console.log(`OK: within the ${BUDGET * 100} % budget.`);
} finally {
  await browser.close();
  preview.kill("SIGTERM");
}
