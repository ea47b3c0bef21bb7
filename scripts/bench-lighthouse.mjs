#!/usr/bin/env node
// Lighthouse on the production build: builds the console into a temporary directory, serves it (`vite
// preview`) with the sandbox as its API (through the build's env.js), and runs the pinned Lighthouse CLI in
// Debian's Chromium (mobile preset, its default: a simulated slow 4G phone with a 4× slower CPU) on the public
// pages a visitor lands on, the runs interleaved. Prints the machine's benchmarkIndex (Lighthouse's measure of
// its CPU: the simulation multiplies what it observes here, so a slow machine scores lower) and the medians of
// each page's scores and load metrics, and fails when a median misses a goal (GOALS below) on any page. A
// benchmark, not a test: the figures move with the machine's load, so it is not part of `npm test`. Beside each
// TBT it prints the part the page's own main-thread work explains (thread time instead of wall time:
// trace-blocking.mjs), to tell a slower page from a busier machine.
//   npm run bench:lighthouse [-- --runs 5] [-- --pages /,/sign-in] [-- --reports DIR] [-- --dist DIR]
//                            [-- --as-index 2000]
//   (--reports keeps each run's JSON report, to look into; --dist measures a build already made there;
//   --as-index N measures as a machine whose benchmarkIndex is N would: a first run on `/` reads this
//   machine's index, and the CPU slowdown becomes 4 × (this machine's index / N) instead of 4. Lighthouse's
//   simulation multiplies the main-thread work it observes by that factor, so a slower machine's tasks are
//   this machine's, stretched. The printed benchmarkIndex stays this machine's.)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { bin, buildConsole, freePort, median, previewConsole, root, runOrThrow, startServer } from "./lib.mjs";
import { mainThreadBlocking } from "./trace-blocking.mjs";

const PAGES = ["/", "/sign-in", "/sign-up", "/features", "/docs", "/nodes"];
const MIN_PERFORMANCE = 0.95;
const MIN_OTHERS = 1;
/** The load metrics' ceilings (ms, except CLS). */
const MAX = { TBT: 150, LCP: 1800, CLS: 0.02 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = [
  ["FCP", "first-contentful-paint", "ms"],
  ["LCP", "largest-contentful-paint", "ms"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
];
// As in the toolchain guide: root needs --no-sandbox; never --disable-software-rasterizer (it kills WebGL).
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
].join(" ");

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    pages: { type: "string" },
    reports: { type: "string" },
    dist: { type: "string" },
    "as-index": { type: "string" },
  },
});
const runs = Number(values.runs);
const pages = values.pages ? values.pages.split(",") : PAGES;
const reports = values.reports ? resolve(values.reports) : undefined;
if (reports) mkdirSync(reports, { recursive: true });

const dist = values.dist ? resolve(values.dist) : mkdtempSync(join(tmpdir(), "kubecloud-lighthouse-"));
const children = [];
try {
  if (values.dist) {
    // Plain Node runs the compiled SDK and sandbox.
    runOrThrow(bin("tsc"), ["-p", "packages/sdk/tsconfig.build.json"]);
    runOrThrow(bin("tsc"), ["-p", "packages/sandbox/tsconfig.build.json"]);
  } else buildConsole(dist);

  const apiPort = await freePort();
  children.push(
    await startServer(process.execPath, ["packages/sandbox/dist/main.js", "--port", String(apiPort)], {
      ready: /KubeCloud sandbox listening/,
      label: "sandbox",
      quiet: true,
    }),
  );
  const preview = await previewConsole(dist, apiPort);
  children.push(preview.child);

  const results = Object.fromEntries(pages.map((page) => [page, []]));
  const benchmarkIndexes = [];
  const asIndex = values["as-index"] ? Number(values["as-index"]) : undefined;
  if (asIndex) {
    // A run that only reads this machine's index: no trace to save or parse.
    benchmarkIndexes.push(lighthouse(`${preview.origin}/`, 4, { withTrace: false }).environment.benchmarkIndex);
    console.log(`As a machine of benchmarkIndex ${asIndex}: this one reads ${Math.round(benchmarkIndexes[0])}.`);
  }
  for (let n = 1; n <= runs; n++) {
    for (const page of pages) {
      // The slowdown follows this machine's index as measured so far (its median), run by run.
      const slowdown = asIndex ? (4 * median(benchmarkIndexes)) / asIndex : 4;
      const lhr = lighthouse(`${preview.origin}${page}`, slowdown);
      if (reports) writeFileSync(join(reports, `${page === "/" ? "home" : page.slice(1)}-${n}.json`), lhr.json);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const result = {
        ...Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score])),
        ...Object.fromEntries(METRICS.map(([name, audit]) => [name, lhr.audits[audit].numericValue])),
        ownTBT: mainThreadBlocking(lhr.trace, slowdown).cpu,
      };
      results[page].push(result);
      console.log(
        `run ${n} ${page}${asIndex ? ` (CPU ${slowdown.toFixed(1)}×)` : ""}: performance ${result.performance}, FCP ${Math.round(result.FCP)} ms, ` +
          `LCP ${Math.round(result.LCP)} ms, TBT ${Math.round(result.TBT)} ms (the page's own work: ` +
          `${Math.round(result.ownTBT)} ms), CLS ${result.CLS.toFixed(3)}`,
      );
    }
  }

  const problems = [];
  console.log(
    `\nMedians of ${runs} runs (Lighthouse 12.8.2, mobile preset), benchmarkIndex ` +
      `${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–` +
      `${Math.round(Math.max(...benchmarkIndexes))}):`,
  );
  for (const page of pages) {
    const of = (key) => median(results[page].map((result) => result[key]));
    const scores = CATEGORIES.map((id) => `${id} ${of(id).toFixed(2)}`).join(", ");
    const metrics = METRICS.map(([name, , unit]) =>
      unit === "ms" ? `${name} ${Math.round(of(name))} ms` : `${name} ${of(name).toFixed(3)}`,
    ).join(", ");
    const own = `TBT from the page's own main-thread work (thread time): ${Math.round(of("ownTBT"))} ms`;
    console.log(`  ${page.padEnd(8)} ${scores}\n  ${"".padEnd(8)} ${metrics}\n  ${"".padEnd(8)} ${own}`);
    if (of("performance") < MIN_PERFORMANCE) problems.push(`${page}: performance ${of("performance")}`);
    for (const id of CATEGORIES.slice(1)) if (of(id) < MIN_OTHERS) problems.push(`${page}: ${id} ${of(id)}`);
    for (const [name, max] of Object.entries(MAX)) if (of(name) > max) problems.push(`${page}: ${name} ${of(name)}`);
  }
  const goals =
    `performance ≥ ${MIN_PERFORMANCE}, the other scores ${MIN_OTHERS}, ` +
    `TBT ≤ ${MAX.TBT} ms, LCP ≤ ${MAX.LCP} ms, CLS ≤ ${MAX.CLS}`;
  if (problems.length) {
    console.error(`\nFAIL (${goals}): ${problems.join("; ")}`);
    process.exitCode = 1;
  } else console.log(`\nOK on every page: ${goals}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const child of children) child.kill("SIGTERM");
  if (!values.dist) rmSync(dist, { recursive: true, force: true });
}

/**
 * One Lighthouse run on `url` with the CPU `slowdown` (the mobile preset's is 4): its report, parsed, and with
 * `withTrace` its trace (saved beside the report, read, then removed with the report).
 */
function lighthouse(url, slowdown, { withTrace = true } = {}) {
  const report = join(tmpdir(), `kubecloud-lighthouse-${process.pid}.json`);
  const assets = `kubecloud-lighthouse-${process.pid}-0.`; // Lighthouse's names: the report's, then -0.trace.json …
  const { status, stderr } = spawnSync(
    bin("lighthouse"),
    [
      url,
      "--quiet",
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      "--output=json",
      `--output-path=${report}`,
      ...(withTrace ? ["--save-assets"] : []),
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
  );
  if (status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${status}):\n${stderr}`);
  const json = readFileSync(report, "utf8");
  const lhr = JSON.parse(json);
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const trace = withTrace ? JSON.parse(readFileSync(join(tmpdir(), `${assets}trace.json`), "utf8")) : undefined;
  for (const name of readdirSync(tmpdir()).filter((name) => name.startsWith(assets))) rmSync(join(tmpdir(), name));
  rmSync(report);
  return Object.assign(lhr, { json, trace });
}
