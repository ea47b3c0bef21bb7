#!/usr/bin/env node
// The first-load budget: builds the console and sums the gzip size of everything dist/index.html loads
// eagerly (module scripts, stylesheets, modulepreloads and index.html itself). Fails above the budget,
// when three.js is part of the first load, or when index.html loads anything from another host.
//   node scripts/bench-bundle.mjs              build into a temporary directory, then measure
//   node scripts/bench-bundle.mjs --dist dist  measure an existing build
//   node scripts/bench-bundle.mjs --out dist   build into dist/, measure, and keep it (npm test's e2e reuses it)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { bin, root } from "./lib.mjs";

// The first load of / (issues 16, 26): React and React DOM alone are about 65,000 B of it.
const BUDGET = 115_000;
// A string every build of three.js keeps (its renderer's log prefix).
const THREE_MARKER = "THREE.WebGLRenderer";

const args = process.argv.slice(2);
const distArg = args.includes("--dist") ? args[args.indexOf("--dist") + 1] : undefined;
const outArg = args.includes("--out") ? args[args.indexOf("--out") + 1] : undefined;
const given = distArg ?? outArg;
const dist = given ? resolve(root, given) : mkdtempSync(join(tmpdir(), "kubecloud-bench-"));

function build() {
  console.log(`Building into ${dist} …`);
  const result = spawnSync(bin("vite"), ["build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/** The URLs index.html loads before the app runs. */
function eagerUrls(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i"))?.[1];
    if (/^<script/i.test(tag) && attribute("src") && !/\bnomodule\b/i.test(tag)) urls.push(attribute("src"));
    // A disabled stylesheet is never fetched: it tells the chunk loader that its rules are already in the page.
    if (
      /^<link/i.test(tag) &&
      /^(stylesheet|modulepreload)$/i.test(attribute("rel") ?? "") &&
      !/\bdisabled\b/i.test(tag)
    )
      urls.push(attribute("href"));
  }
  return [...new Set(urls)];
}

const gzipBytes = (buffer) => gzipSync(buffer).length;
const format = (n) => n.toLocaleString("en-US");

function allFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

/**
 * Each prerendered page's CSS: what its HTML carries inline (the rules it uses) and the stylesheet that loads
 * after the first paint (the rest; scripts/vite/critical-css.ts).
 */
function printPageCss() {
  const pages = readdirSync(dist).filter((name) => name.endsWith(".html"));
  const rows = pages.flatMap((file) => {
    const html = readFileSync(join(dist, file), "utf8");
    const path = html.match(/<html [^>]*data-prerendered="([^"]*)"/)?.[1];
    if (path === undefined) return [];
    const inline = [...html.matchAll(/<style>([^]*?)<\/style>/g)].map((match) => match[1]).join("");
    const href = html.match(/<link [^>]*href="\/([^"]+\.css)"[^>]*data-deferred/)?.[1];
    const deferred = href ? readFileSync(join(dist, href)) : Buffer.alloc(0);
    return [{ path, inline: Buffer.from(inline), deferred }];
  });
  if (!rows.length) return;
  const width = Math.max(...rows.map((row) => row.path.length));
  const cell = (buffer) =>
    `${format(buffer.length).padStart(7)} B raw ${format(buffer.length && gzipBytes(buffer)).padStart(6)} B gzip`;
  console.log(`\nPrerendered pages' CSS (inline: in the HTML; deferred: loads after the first paint):`);
  for (const row of rows.sort((a, b) => a.path.localeCompare(b.path)))
    console.log(`  ${row.path.padEnd(width)}  inline ${cell(row.inline)}   deferred ${cell(row.deferred)}`);
}

try {
  if (!distArg) build();
  const indexHtml = readFileSync(join(dist, "index.html"));
  const rows = [{ file: "index.html", raw: indexHtml.length, gzip: gzipBytes(indexHtml) }];
  const problems = [];
  for (const url of eagerUrls(indexHtml.toString("utf8"))) {
    if (/^(https?:)?\/\//i.test(url)) {
      problems.push(`index.html loads ${url} from another host`);
      continue;
    }
    const content = readFileSync(join(dist, url.replace(/^\//, "").split(/[?#]/)[0]));
    if (content.includes(THREE_MARKER)) problems.push(`three.js is in the first load (${url})`);
    rows.push({ file: url.replace(/^\//, ""), raw: content.length, gzip: gzipBytes(content) });
  }

  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const width = Math.max(...rows.map((row) => row.file.length));
  console.log(`\nFirst load (gzip, zlib default level):`);
  for (const row of rows)
    console.log(
      `  ${row.file.padEnd(width)}  ${format(row.raw).padStart(9)} B raw  ${format(row.gzip).padStart(8)} B gzip`,
    );
  console.log(
    `  ${"total".padEnd(width)}  ${"".padStart(15)}  ${format(total).padStart(8)} B gzip  (budget ${format(BUDGET)})`,
  );

  const eager = new Set(rows.map((row) => row.file));
  const lazy = allFiles(join(dist, "assets"))
    .map((path) => ({ file: relative(dist, path), gzip: gzipBytes(readFileSync(path)) }))
    .filter((row) => !eager.has(row.file) && /\.(js|css)$/.test(row.file))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5);
  if (lazy.length) {
    console.log(`\nLargest chunks loaded on demand (gzip):`);
    for (const row of lazy) console.log(`  ${row.file}  ${format(row.gzip)} B`);
  }

  printPageCss();

  if (total > BUDGET)
    problems.push(`the first load is ${format(total)} B gzip, over the budget of ${format(BUDGET)} B`);
  if (problems.length) {
    console.error(`\nFAIL: ${problems.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log(`\nOK: ${format(total)} B gzip, ${format(BUDGET - total)} B under the budget.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (!given) rmSync(dist, { recursive: true, force: true });
}
