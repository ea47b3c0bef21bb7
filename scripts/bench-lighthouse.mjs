#!/usr/bin/env node
// Lighthouse on the production build: builds the console into a temporary directory, serves it (`vite
// preview`) with the sandbox as its API (through the build's env.js), and runs the pinned Lighthouse CLI in
// Debian's Chromium (mobile preset, its default: a simulated slow 4G phone with a 4× slower CPU) on the public
// pages a visitor lands on, the runs interleaved. Prints the machine's benchmarkIndex (Lighthouse's measure of
// its CPU: the simulation multiplies what it observes here, so a slow machine scores lower) and the medians of
// each page's scores and load metrics, and fails when a median misses a goal (GOALS below) on any page. A
// benchmark, not a test: the figures move with the machine's load, so it is not part of `npm test`.
//   npm run bench:lighthouse [-- --runs 5] [-- --pages /,/sign-in] [-- --reports DIR] [-- --dist DIR]
//   (--reports keeps each run's JSON report, to look into; --dist measures a build already made there)
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { bin, buildConsole, freePort, median, previewConsole, root, runOrThrow, startServer } from "./lib.mjs";

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
  for (let n = 1; n <= runs; n++) {
    for (const page of pages) {
      const report = join(tmpdir(), `kubecloud-lighthouse-${process.pid}.json`);
      const { status, stderr } = spawnSync(
        bin("lighthouse"),
        [
          `${preview.origin}${page}`,
          "--quiet",
          `--only-categories=${CATEGORIES.join(",")}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          "--output=json",
          `--output-path=${report}`,
        ],
        { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
      );
      if (status !== 0) throw new Error(`lighthouse failed on ${page} (exit ${status}):\n${stderr}`);
      if (reports) copyFileSync(report, join(reports, `${page === "/" ? "home" : page.slice(1)}-${n}.json`));
      const lhr = JSON.parse(readFileSync(report, "utf8"));
      if (lhr.runtimeError) throw new Error(`lighthouse on ${page}: ${lhr.runtimeError.message}`);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const result = {
        ...Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score])),
        ...Object.fromEntries(METRICS.map(([name, audit]) => [name, lhr.audits[audit].numericValue])),
      };
      results[page].push(result);
      console.log(
        `run ${n} ${page}: performance ${result.performance}, FCP ${Math.round(result.FCP)} ms, ` +
          `LCP ${Math.round(result.LCP)} ms, TBT ${Math.round(result.TBT)} ms, CLS ${result.CLS.toFixed(3)}`,
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
    console.log(`  ${page.padEnd(8)} ${scores}\n  ${"".padEnd(8)} ${metrics}`);
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
