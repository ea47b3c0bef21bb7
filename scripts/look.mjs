/* global document -- the callback of page.evaluate runs in the page */
// Look at a screen as a reviewer would, while the console runs (`npm start`):
//   npm run look -- http://localhost:5173/dashboard /tmp/dashboard [--admin | --guest]
// Signs in as the sandbox's demo user (or its admin; or not at all), opens the URL and, at 375 and 1440 px in
// the dark and the light theme, saves a full-page screenshot (`<out>-<width>-<theme>.png`) and runs axe (WCAG 2.1
// A and AA), printing each violation. Exits 1 when axe found any. Chromium: E2E_CHROMIUM or /usr/bin/chromium.
import { AxeBuilder } from "@axe-core/playwright";
import { chromium } from "playwright-core";

const widths = [375, 1440];
const themes = ["dark", "light"];
const accounts = {
  user: { email: "amira@example.com", password: "Str0ng!Pass" },
  admin: { email: "admin@example.com", password: "Adm1n!Pass" },
};

async function signIn(page, origin, account) {
  await page.goto(`${origin}/sign-in`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(account.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"), { timeout: 20_000 });
}

/** One picture and one axe scan; returns how many violations axe found. */
async function look(page, file) {
  await page.screenshot({ path: file, fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  for (const violation of violations) {
    console.log(`axe: ${violation.id} (${violation.impact}) ${violation.help}`);
    for (const node of violation.nodes.slice(0, 3)) console.log(`    ${node.target.join(" ")}`);
  }
  console.log(`${file}: ${violations.length} axe violations`);
  return violations.length;
}

async function main([url, out, ...flags]) {
  if (!url || !out) throw new Error("usage: npm run look -- URL OUT [--admin | --guest]");
  const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium" });
  let violations = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: "UTC" });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.log(`page error: ${error.message}`));
    if (!flags.includes("--guest"))
      await signIn(page, new URL(url).origin, flags.includes("--admin") ? accounts.admin : accounts.user);
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of themes) {
        await page.evaluate(
          (scheme) => document.documentElement.setAttribute("data-mantine-color-scheme", scheme),
          theme,
        );
        violations += await look(page, `${out}-${width}-${theme}.png`);
      }
    }
  } finally {
    await browser.close();
  }
  return violations;
}

main(process.argv.slice(2)).then(
  (violations) => process.exit(violations ? 1 : 0),
  (error) => {
    console.error(error.message);
    process.exit(2);
  },
);
