#!/usr/bin/env node
// `npm run favicon:generate`: draws public/favicon.svg (the icon's source) into public/favicon.png, 32 × 32,
// in Debian's Chromium (E2E_CHROMIUM or /usr/bin/chromium). The pages link the PNG: Chromium renders an SVG
// favicon as a document of its own on the page's main thread, as the page starts (37 ms at 4× CPU on /nodes,
// in its starting tasks); a PNG is decoded in under a millisecond.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { root } from "./lib.mjs";

const SIZE = 32;
const svg = readFileSync(join(root, "public/favicon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${SIZE}px;height:${SIZE}px}</style>${svg}`,
  );
  writeFileSync(join(root, "public/favicon.png"), await page.screenshot({ omitBackground: true, type: "png" }));
  console.log(`public/favicon.png: ${SIZE} × ${SIZE}`);
} finally {
  await browser.close();
}
