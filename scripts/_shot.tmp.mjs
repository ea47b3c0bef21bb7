import { chromium } from "playwright-core";
const [url, out, x, y, w, h, scale = "2"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: Number(scale), reducedMotion: "reduce" });
const page = await context.newPage();
await page.goto(url); await page.waitForTimeout(4000);
await page.screenshot({ path: out, clip: { x: +x, y: +y, width: +w, height: +h } });
await browser.close();
