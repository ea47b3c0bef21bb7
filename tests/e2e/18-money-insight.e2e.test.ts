// Journey 18: where the money goes and what happened (issue 24). The demo user tops up $20 by test card and
// deploys a cluster on shared nodes; the overview's runway card says how long the balance lasts and what spends
// it. The sandbox's clock moves on: the runway falls, the low-balance banner appears under her 7-day threshold
// (yellow) and under 1 day (red). A month's invoice is issued: the spend chart, its table and its CSV show it,
// and so do the activity log and its CSV. The cluster page shows the new cluster's allocation and cost by node.
// Everything is looked at (axe) at 375 and 1440 px in both themes, charts and banner included.
import { readFile } from "node:fs/promises";
import type { Invoice } from "@kubecloud/sdk";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  api,
  apiUrl,
  at,
  consoleUrl,
  demo,
  eventually,
  gone,
  journey,
  live,
  loginToken,
  sandbox,
  signIn,
  useBrowser,
  visible,
} from "./harness.ts";

useBrowser();

/** The VM shape of the sandbox's own deployment tests: 2 vCPU, 4 GB, 5 GB root and 25 GB of disk. */
const vm = (name: string, node_id: number, type = "worker") => ({
  name,
  type,
  node_id,
  cpu: 2,
  memory: 4096,
  root_size: 5120,
  disk_size: 25600,
});

const runwayCard = (page: Page) => page.getByRole("region", { name: "Runway" });
const banner = (page: Page) => page.getByRole("region", { name: "Low balance" });

/** The whole days the overview's runway card says the balance lasts (0 for "Less than a day" and worse). */
async function runwayDays(page: Page): Promise<number> {
  const card = runwayCard(page);
  await visible(card.getByText(/^(Lasts about \d+ days?|Less than a day|In debt|Nothing left)$/));
  const headline = await card.getByText(/^(Lasts about \d+ days?|Less than a day|In debt|Nothing left)$/).innerText();
  return Number(/(\d+)/.exec(headline)?.[1] ?? 0);
}

/** Opens the overview afresh (a reload reads the balance the sandbox has just billed). */
async function overview(page: Page): Promise<void> {
  await page.goto(`${consoleUrl}/dashboard`);
  await visible(page.getByRole("heading", { name: "Overview", level: 2 }));
}

const usd = (text: string) => Number(text.replace(/[$,]/g, ""));
const money = (value: number) =>
  value.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** The rows of a CSV file (RFC 4180: quoted fields may hold commas and quotes; a byte-order mark may come first). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  const endField = () => {
    rows.at(-1)!.push(field);
    field = "";
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ",") endField();
    else if (!quoted && c === "\r" && body[i + 1] === "\n") {
      endField();
      rows.push([]);
      i++;
    } else field += c;
  }
  return rows.filter((row) => row.length > 0);
}

/** What a download saved, as text. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
}

describe("journey 18: runway, low-balance warnings, spend and activity", () => {
  it("tells how long the balance lasts, warns as it runs low, and shows the spend in the chart and the log", async () => {
    await journey("18-money-insight", async ({ page, check }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await live(page);

      // Top up $20 by test card.
      await page.goto(`${consoleUrl}/dashboard?section=add-funds`);
      await page.getByText("$20", { exact: true }).click();
      await page.getByRole("radio", { name: "Visa ending in 4242" }).check();
      await page.getByRole("button", { name: "Add $20.00" }).click();
      await visible(page.getByText("Payment received"));

      // Deploy a cluster on two shared nodes (the wizard has its own journeys): it adds estimates to the spend.
      const token = await loginToken(demo);
      await api("POST", "/v1/deployments", {
        token,
        body: { name: "spend1", token: "securetoken", nodes: [vm("master1", 3361, "master"), vm("worker1", 87)] },
      });
      await eventually(async () => {
        const response = await fetch(`${apiUrl}/v1/deployments`, { headers: { Authorization: `Bearer ${token}` } });
        return JSON.stringify(await response.json()).includes('"spend1"');
      }, "spend1 listed").toBe(true);

      // The runway card: what the balance pays an hour, how long it lasts, and what spends it.
      await overview(page);
      const startDays = await runwayDays(page);
      expect(startDays).toBeGreaterThanOrEqual(7);
      await expect.poll(() => banner(page).count()).toBe(0);
      await runwayCard(page).getByRole("button", { name: "What Is Spending It" }).click();
      const items = runwayCard(page).getByRole("list");
      await visible(items.getByRole("link", { name: /spend1/ }));
      await visible(items.getByRole("link", { name: /Node 150/ }));
      await check("overview-runway");

      // The clock moves on, two days at a time: the runway falls, and under 7 days the yellow banner comes.
      let days = startDays;
      for (let step = 0; days >= 7 && step < 40; step++) {
        await sandbox("advance", { hours: 48 });
        await overview(page);
        const now = await runwayDays(page);
        expect(now, "the runway falls as the clock moves").toBeLessThan(days);
        days = now;
        if (days >= 7) expect(await banner(page).count()).toBe(0);
      }
      expect(days).toBeLessThan(7);
      const warning = banner(page).getByRole("status");
      await visible(warning);
      await expect.poll(() => warning.innerText()).toMatch(/Your balance runs low[\s\S]*runs out in about \d+ days?/);
      // It is on every signed-in page, not only the dashboard.
      await page.goto(`${consoleUrl}/notifications`);
      await visible(banner(page).getByRole("status"));
      await check("banner-warning");

      // Under a day: red, saying what stops.
      for (let step = 0; days >= 1 && step < 20; step++) {
        await sandbox("advance", { hours: 24 });
        await overview(page);
        days = await runwayDays(page);
      }
      const critical = banner(page).getByRole("alert");
      await visible(critical);
      await expect
        .poll(() => critical.innerText())
        .toMatch(/(runs out within a day|used up|in debt)[\s\S]*(grace period|suspended)/i);
      await visible(critical.getByRole("link", { name: "Add Funds" }));
      await check("banner-critical");

      // The month's invoice: in the chart's figures, its table and its CSV.
      const spend = page.getByRole("region", { name: "Spend and Top-Ups" });
      const spent = async () => usd(await spend.getByTestId("period-spent").innerText());
      await overview(page);
      await visible(spend.getByTestId("period-spent"));
      const spentBefore = await spent();
      await sandbox("close-month", {});
      const invoices = await api<{ invoices: Invoice[] }>("GET", "/v1/user/invoice", { token });
      const latest = invoices.invoices.reduce((a, b) => (a.id > b.id ? a : b));
      await overview(page);
      await visible(spend.getByTestId("period-spent"));
      expect(await spent()).toBeCloseTo(spentBefore + latest.total, 2);
      const csv = await downloaded(page, spend.getByRole("button", { name: "Download CSV" }));
      expect(csv.name).toMatch(/^kubecloud-spend-weekly-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = csvRows(csv.text);
      const spentColumn = rows[0].indexOf("Spent (USD)");
      expect(spentColumn, `a spent column in ${rows[0].join(",")}`).toBeGreaterThan(0);
      const thisWeek = Number(rows.at(-1)![spentColumn]);
      expect(thisWeek).toBeGreaterThanOrEqual(latest.total);
      const sum = rows.slice(1).reduce((total, row) => total + Number(row[spentColumn]), 0);
      expect(sum).toBeCloseTo(spentBefore + latest.total, 2);
      // The chart's table shows this week's figure as the chart does.
      await spend.getByRole("button", { name: "Show as Table" }).click();
      await visible(spend.getByRole("cell", { name: money(thisWeek), exact: true }).last());
      await check("overview-spend");

      // The activity log: the invoice, the card payment and the new cluster, filtered and downloaded.
      await page.goto(`${consoleUrl}/activity`);
      await visible(page.getByRole("heading", { name: "Activity", level: 1 }));
      await visible(page.getByText(`Invoice #${latest.id} issued`).first());
      await visible(page.getByText(/\$20\.00/).first());
      await page.getByRole("button", { name: "Invoices" }).click();
      await eventually(() => new URL(page.url()).searchParams.toString(), "kind in the URL").toContain("invoice");
      await gone(page.getByText(/Cluster spend1/));
      const log = await downloaded(page, page.getByRole("button", { name: "Download CSV" }));
      expect(log.text).toContain(`Invoice #${latest.id} issued`);
      expect(log.text).toContain(String(latest.total));
      await check("activity-invoices");

      // The new cluster's allocation and its cost by node.
      await page.goto(`${consoleUrl}/clusters/spend1`);
      const allocation = page.getByRole("region", { name: "Allocation and Cost" });
      await visible(allocation);
      await visible(allocation.getByText(/estimate/i).first());
      await check("cluster-allocation");
    });
    // Weeks of the sandbox's clock, a page load for each step, and six checks (screenshots and axe at two widths in
    // two themes): about 55–60 s on a 2-core machine, too near the e2e project's 60 s.
  }, 120_000);
});
