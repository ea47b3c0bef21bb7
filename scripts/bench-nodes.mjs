#!/usr/bin/env node
/* global document, window, history, dispatchEvent, MutationObserver, PopStateEvent -- the callbacks of page.evaluate and addInitScript run in the page */
// `npm run bench:nodes`: /nodes as a guest gets it from the production build, at 10,000 and 100,000 grid nodes
// (the built sandbox's --grid-nodes), in Debian's Chromium:
// - first rows on Lighthouse's slow-4G profile (RTT 150 ms, 1,638.4 Kbps down, 750 Kbps up, CPU slowed 4×, as
//   its mobile preset), cold cache: bytes transferred (the `encodedDataLength` of every finished request) until
//   the first row is in the DOM, and the time to it from navigation start; median of --loads loads;
// - every change of a fixed list of filters and sorts, unthrottled: the URL's query changed as a link would
//   (`history.pushState` + `popstate`, which React Router follows), timed until the list shows that state's
//   first row; each change alternates with its starting state so every step is a real change; median of --reps;
// - that the list is virtualised: fewer than 60 rows in the DOM when more than 100 nodes match.
// The build is served over HTTP/2 with TLS and gzip, as a production host serves it (scripts/serve-h2.mjs); with
// --http1, by `vite preview` over HTTP/1.1, where Chromium fetches six files at a time.
// Prints a table and fails when a figure is over budget. A benchmark, not a test (figures move with the load).
//   npm run bench:nodes [-- --sizes 10000,100000] [-- --loads 3] [-- --reps 15] [-- --dist DIR (reuse a build)]
//                       [-- --http1]
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { buildConsole, freePort, median, previewConsole, startServer, writeEnv } from "./lib.mjs";
import { serveOverHttp2 } from "./serve-h2.mjs";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    loads: { type: "string", default: "3" },
    reps: { type: "string", default: "15" },
    dist: { type: "string" },
    http1: { type: "boolean", default: false },
  },
});
const SIZES = values.sizes.split(",").map(Number);
const LOADS = Number(values.loads);
const REPS = Number(values.reps);

const BUDGET = { bytes: 300_000, firstRowMs: 2_500, changeMs: 50, domRows: 60, manyMatches: 100 };
// Lighthouse's slow 4G (its mobile preset's throttling figures), applied to the browser's network.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1_638.4 * 1024) / 8, uploadThroughput: 93_750 };
const FIRST_ROW_TIMEOUT_MS = 60_000;
const CHANGE_TIMEOUT_MS = 15_000;
const MARKET = "healthy=true&rentable=true&features=zmachine&features=network";
const LIST = '[role="list"][aria-label="Nodes"]';
const ROWS = `${LIST} [role="listitem"]`;

/** [what, from, to]: the query strings of /nodes a buyer moves between. `{id}`: a node on offer. */
const CHANGES = [
  ["sort: price, highest first", "", "sort=price-desc"],
  ["sort: CPU", "", "sort=cpu"],
  ["sort: RAM", "", "sort=ram"],
  ["sort: storage", "", "sort=storage"],
  ["sort: uptime", "", "sort=uptime"],
  ["GPU only", "", "gpu=1"],
  ["country France", "", "country=France"],
  ["CPU ≥ 16", "", "cpu=16"],
  ["price 50–400", "", "price=50-400"],
  ["a node id", "", "q={id}"],
  ["a farm-name text", "sort=uptime", "q=nordic&sort=uptime"],
  ["CPU ≥ 16, RAM ≥ 32, GPU, by storage", "", "cpu=16&ram=32&gpu=1&sort=storage"],
  ["France, price 50–400, by CPU", "", "country=France&price=50-400&sort=cpu"],
];

const api = async (apiPort, query) => {
  const reply = await fetch(`http://127.0.0.1:${apiPort}/api/v1/nodes?${MARKET}&${query}`);
  return (await reply.json()).data;
};

/** One cold load on slow 4G: time to the first row (ms from navigation start) and bytes until then. */
async function firstRowLoad(browser, origin) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let bytes = 0;
    cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
    // The page calls back when the first row is in the DOM; nothing polls it. (Playwright's waitForFunction
    // polls in an animation frame: a frame drawn on every vsync, at 4× CPU, competing with what is measured.)
    let firstRow;
    const shown = new Promise((resolveShown) => (firstRow = resolveShown));
    await page.exposeFunction("__benchFirstRow", (ms) => firstRow({ ms, bytes }));
    await page.addInitScript((rows) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(rows)) return;
        observer.disconnect();
        window.__benchFirstRow(performance.now());
      });
      observer.observe(document, { subtree: true, childList: true });
    }, ROWS);
    await page.goto(`${origin}/nodes`, { waitUntil: "commit" });
    let timer;
    const timeout = new Promise((resolveTimeout) => {
      timer = setTimeout(() => resolveTimeout({ ms: Infinity, bytes }), FIRST_ROW_TIMEOUT_MS);
    });
    const result = await Promise.race([shown, timeout]);
    clearTimeout(timer);
    return result;
  } finally {
    await context.close();
  }
}

/** The first row's label once the list has settled (no change for 800 ms, not busy); null without rows. */
async function settledFirstRow(page) {
  const read = () =>
    page.evaluate(
      ([list, rows]) => {
        // Busy: the list, or what holds it, says its rows are being replaced.
        if (document.querySelector(list)?.closest('[aria-busy="true"]')) return "(busy)";
        return document.querySelector(`${rows} [aria-label^="Node "]`)?.getAttribute("aria-label") ?? null;
      },
      [LIST, ROWS],
    );
  let last = await read();
  for (let stable = 0, waited = 0; stable < 800 && waited < CHANGE_TIMEOUT_MS; waited += 100) {
    await page.waitForTimeout(100);
    const now = await read();
    stable = now === last && now !== "(busy)" ? stable + 100 : 0;
    last = now;
  }
  return last;
}

/** Changes the URL's query as a link would and times until the list's first row is `expected` (not busy). */
function timeChange(page, url, expected) {
  return page.evaluate(
    ([url, expected, list, rows, timeout]) =>
      new Promise((resolveTime, reject) => {
        const start = performance.now();
        const shown = () =>
          !document.querySelector(list)?.closest('[aria-busy="true"]') &&
          document.querySelector(`${rows} [aria-label^="Node "]`)?.getAttribute("aria-label") === expected;
        const check = () => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolveTime(performance.now() - start);
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${url}: the first row was not "${expected}" within ${timeout} ms`));
        }, timeout);
        history.pushState(null, "", url);
        dispatchEvent(new PopStateEvent("popstate"));
        check();
      }),
    [url, expected, LIST, ROWS, CHANGE_TIMEOUT_MS],
  );
}

/** Median time of each change (null when its two states show the same first row), and the DOM's row count. */
async function filterChanges(browser, origin, nodeId) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/nodes`);
    await page.waitForSelector(ROWS, { timeout: FIRST_ROW_TIMEOUT_MS });
    await settledFirstRow(page);
    const domRows = await page.locator(ROWS).count();
    const changes = [];
    for (const [what, from, to] of CHANGES) {
      const urls = [from, to].map((query) => `/nodes${query ? "?" : ""}${query.replace("{id}", nodeId)}`);
      const labels = [];
      for (const url of urls) {
        await page.evaluate(
          (url) => (history.pushState(null, "", url), dispatchEvent(new PopStateEvent("popstate"))),
          url,
        );
        labels.push(await settledFirstRow(page));
      }
      if (labels[0] === labels[1] || labels.includes(null)) {
        changes.push({ what, ms: null, note: `both states show ${labels[1] ?? "no rows"}` });
        continue;
      }
      const times = [];
      for (let rep = 0; rep < REPS; rep += 1) times.push(await timeChange(page, urls[rep % 2], labels[rep % 2]));
      changes.push({ what, ms: median(times) });
    }
    return { domRows, changes };
  } finally {
    await context.close();
  }
}

async function measureGrid(browser, origin, apiPort) {
  const matches = (await api(apiPort, "size=1&ret_count=true")).total;
  const nodeId = (await api(apiPort, "size=1&page=7")).nodes[0].nodeId;
  const loads = [];
  for (let load = 0; load < LOADS; load += 1) {
    loads.push(await firstRowLoad(browser, origin));
    if (loads.at(-1).ms === Infinity) break; // no first row within the timeout: more loads would say the same
  }
  // A page that cannot show its rows in time (one that downloads the whole grid first) gets no change figures.
  const { domRows, changes } = await filterChanges(browser, origin, nodeId).catch((error) => ({
    domRows: NaN,
    changes: CHANGES.map(([what]) => ({ what, ms: null, note: error.message.split("\n")[0] })),
  }));
  return {
    matches,
    domRows,
    firstRowMs: median(loads.map((load) => load.ms)),
    bytes: median(loads.map((load) => load.bytes)),
    changes,
  };
}

async function withSandbox(gridNodes, apiPort, work) {
  const args = ["packages/sandbox/dist/main.js", "--grid-nodes", String(gridNodes), "--port", String(apiPort)];
  const started = Date.now();
  const sandbox = await startServer(process.execPath, [...args, "--quiet"], {
    ready: /KubeCloud sandbox listening/,
    label: "sandbox",
    quiet: true,
    timeoutMs: 180_000,
  });
  console.log(`sandbox with ${gridNodes.toLocaleString("en-US")} grid nodes up in ${Date.now() - started} ms`);
  try {
    return await work();
  } finally {
    const exited = once(sandbox, "exit").catch(() => {});
    sandbox.kill("SIGTERM");
    await exited;
  }
}

const kb = (bytes) => `${Math.round(bytes / 1000).toLocaleString("en-US")} KB`;
const ms = (value) => (value === null ? "n/a" : value === Infinity ? "timeout" : `${value.toFixed(1)} ms`);
const seconds = (value) =>
  value === Infinity ? `> ${FIRST_ROW_TIMEOUT_MS / 1000} s` : `${(value / 1000).toFixed(2)} s`;

/** The table (one column per grid size) and the figures over budget. */
function report(results) {
  const sizes = Object.keys(results);
  const problems = [];
  const rows = [
    ["nodes on offer (matches)", (r) => r.matches.toLocaleString("en-US"), "", () => false],
    ["first rows, slow 4G: bytes", (r) => kb(r.bytes), `≤ ${kb(BUDGET.bytes)}`, (r) => r.bytes > BUDGET.bytes],
    [
      "first rows, slow 4G: time",
      (r) => seconds(r.firstRowMs),
      `≤ ${BUDGET.firstRowMs / 1000} s`,
      (r) => r.firstRowMs > BUDGET.firstRowMs,
    ],
    [
      "rows in the DOM",
      (r) => String(r.domRows),
      `< ${BUDGET.domRows}`,
      (r) => r.matches > BUDGET.manyMatches && r.domRows >= BUDGET.domRows,
    ],
    ...CHANGES.map(([what], index) => [
      `change: ${what}`,
      (r) => ms(r.changes[index].ms),
      `≤ ${BUDGET.changeMs} ms`,
      (r) => r.changes[index].ms === null || r.changes[index].ms > BUDGET.changeMs,
    ]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${"".padEnd(width)}  ${sizes.map((size) => `${size} nodes`.padStart(16)).join("")}  budget`);
  for (const [name, show, budget, over] of rows) {
    const cells = sizes.map((size) => `${show(results[size])}${over(results[size]) ? " ✖" : ""}`.padStart(16));
    console.log(`${name.padEnd(width)}  ${cells.join("")}  ${budget}`);
    for (const size of sizes) if (over(results[size])) problems.push(`${name} at ${size} nodes`);
  }
  for (const size of sizes)
    for (const { what, note } of results[size].changes) if (note) console.log(`  ${what} at ${size}: ${note}`);
  return problems;
}

const temporary = !values.dist;
const dist = values.dist ? resolve(values.dist) : mkdtempSync(join(tmpdir(), "kubecloud-bench-nodes-"));
let server;
let browser;
try {
  if (temporary || !existsSync(join(dist, "index.html"))) buildConsole(dist);
  const apiPort = await freePort();
  if (values.http1) {
    const preview = await previewConsole(dist, apiPort);
    server = { origin: preview.origin, close: () => preview.child.kill("SIGTERM") };
  } else {
    writeEnv(dist, apiPort);
    server = await serveOverHttp2(dist);
  }
  console.log(`console served over ${values.http1 ? "HTTP/1.1 (vite preview)" : "HTTP/2 (scripts/serve-h2.mjs)"}`);
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const results = {};
  for (const size of SIZES) {
    results[size.toLocaleString("en-US")] = await withSandbox(size, apiPort, () =>
      measureGrid(browser, server.origin, apiPort),
    );
  }
  console.log(`\nMedians: first rows over ${LOADS} cold loads, each change over ${REPS} changes.`);
  const problems = report(results);
  if (problems.length) {
    console.error(`\nFAIL, over budget: ${problems.join("; ")}`);
    process.exitCode = 1;
  } else console.log("\nOK: every figure within its budget at every grid size.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server?.close();
  if (temporary) rmSync(dist, { recursive: true, force: true });
}
