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
      await sandbox("close-month", {});
      const invoices = await api<{ invoices: Invoice[] }>("GET", "/v1/user/invoice", { token });
      const latest = invoices.invoices.reduce((a, b) => (Date.parse(a.created_at) >= Date.parse(b.created_at) ? a : b));
      const total = latest.total.toFixed(2);
      await overview(page);
      const spend = page.getByRole("region", { name: "Spend and Top-Ups" });
      await visible(spend.getByTestId("period-spent"));
      await spend.getByRole("button", { name: "Show as Table" }).click();
      await visible(
        spend.getByRole("cell", { name: new RegExp(`\\$${Number(total).toLocaleString("en-US")}`) }).first(),
      );
      const csv = await downloaded(page, spend.getByRole("button", { name: "Download CSV" }));
      expect(csv.name).toMatch(/^kubecloud-spend-weekly-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(csv.text).toContain(total);
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
      expect(log.text).toContain(total);
      await check("activity-invoices");

      // The new cluster's allocation and its cost by node.
      await page.goto(`${consoleUrl}/clusters/spend1`);
      const allocation = page.getByRole("region", { name: "Allocation and Cost" });
      await visible(allocation);
      await visible(allocation.getByText(/estimate/i).first());
      await check("cluster-allocation");
    });
  });
});
