// Journey 13: money and state changes happen once (product-rules §4). With the sandbox holding replies back
// (`POST /__sandbox/delay`), a double-clicked Deploy creates one cluster (no 409 shown), a double-clicked and a
// double-Entered Add Funds each make one charge, and a double-clicked Reserve and Redeem one reservation and one
// redemption, also when the second click or Enter comes before React has rendered the first (a busy phone).
// A charge whose reply comes after the console stopped waiting is reported as unconfirmed, with the balance
// read again (the server did charge), and is not sent again. The busy and the unconfirmed states are looked at
// (axe) at 375 and 1440 px in both themes.
import { resolve } from "node:path";
import type { Balance, DeploymentList, PendingRecord, VoucherList } from "@kubecloud/sdk";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  admin,
  api,
  apiUrl,
  at,
  consoleUrl,
  demo,
  describeViolations,
  eventually,
  gone,
  journey,
  loginToken,
  sandbox,
  scan,
  shotsDir,
  signIn,
  themes,
  toastRegion,
  useBrowser,
  visible,
  widths,
} from "./harness.ts";

useBrowser();

/** Signs the demo user in and opens `path`. */
async function signedIn(page: Page, path: string): Promise<void> {
  await page.goto(`${consoleUrl}/sign-in`);
  await signIn(page, demo);
  await at(page, "/dashboard");
  await page.goto(`${consoleUrl}${path}`);
}

/**
 * A double click, or a double Enter (`submit`), whose second half comes before React has rendered the first:
 * both in one task, as on a busy phone (Playwright's own dblclick leaves React time to render in between).
 */
function twiceBeforeARender(target: Locator, how: "click" | "submit"): Promise<void> {
  return target.evaluate((element, kind) => {
    for (let i = 0; i < 2; i += 1) {
      if (kind === "click") (element as HTMLElement).click();
      else (element as HTMLFormElement).requestSubmit();
    }
  }, how);
}

/** Opens the wizard, keeps its generated name, places the VMs automatically and reaches Deploy. */
async function reviewNewCluster(page: Page): Promise<{ name: string; deploy: Locator }> {
  await page.goto(`${consoleUrl}/deploy`);
  const field = page.getByRole("textbox", { name: "Cluster name" });
  await visible(field);
  const name = await field.inputValue();
  await page.getByRole("button", { name: "Continue to Placement" }).click();
  await page.getByRole("button", { name: "Place Automatically" }).click();
  const next = page.getByRole("button", { name: "Continue to Review" });
  await eventually(() => next.isEnabled()).toBe(true);
  await next.click();
  const deploy = page.getByRole("button", { name: "Deploy Cluster" });
  await eventually(() => deploy.isEnabled()).toBe(true);
  return { name, deploy };
}

/** Counts the requests the page sends to `METHOD path…` (the path after `/api`, a prefix). */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname.startsWith(`/api${path}`)) count += 1;
  });
  return () => count;
}

/**
 * Screenshot and axe scan of a state that lasts only while a reply is held back, so without waiting for the
 * page's requests to end (the harness's `check` does): each width, both themes.
 */
async function lookWhileBusy(page: Page, journeyName: string, shot: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1440;
  for (const w of widths) {
    await page.setViewportSize({ width: w, height: 900 });
    for (const theme of themes) {
      await page.evaluate(
        (scheme) => document.documentElement.setAttribute("data-mantine-color-scheme", scheme),
        theme,
      );
      await page.screenshot({
        path: resolve(shotsDir, journeyName, `${shot}-${w}-${theme}.png`),
        fullPage: true,
        animations: "disabled",
      });
      const axe = await scan(page).exclude(toastRegion).analyze();
      expect(describeViolations(axe.violations, `at ${w}px in the ${theme} theme`), `${shot} ${w} ${theme}`).toEqual(
        [],
      );
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute("data-mantine-color-scheme", "dark"));
  await page.setViewportSize({ width, height: 900 });
}

const pendingRecords = async (token: string) =>
  (await api<{ pending_records: PendingRecord[] | null }>("GET", "/v1/user/pending-records", { token }))
    .pending_records ?? [];

/** What the user owns in USD (balance − debt + pending), from the API. */
async function accountTotal(token: string): Promise<number> {
  const balance = await api<Balance>("GET", "/v1/user/balance", { token });
  return balance.balance_usd - balance.debt_usd + balance.pending_balance_usd;
}

// Rent runs meanwhile (a simulated hour is 3 minutes here): compare to the cent, give or take an hour of rent.
const withinRent = (actual: number, expected: number) => Math.abs(actual - expected) < 0.5;

describe("journey 13: money and state changes happen once", () => {
  it("deploys one cluster for a double-clicked Deploy during a slow reply, with no 409", async () => {
    await journey("13-deploy", async ({ page }) => {
      await signedIn(page, "/deploy");
      const posts = countRequests(page, "POST", "/v1/deployments");
      const token = await loginToken(demo);
      // `GET /v1/deployments` answers a raw body, not an envelope.
      const named = async (name: string) => {
        const response = await fetch(`${apiUrl}/v1/deployments`, { headers: { Authorization: `Bearer ${token}` } });
        const { deployments } = (await response.json()) as DeploymentList;
        return deployments.filter((d) => d.cluster.name === name).length;
      };
      await sandbox("delay", { method: "POST", path: "/v1/deployments", ms: 1500, times: 4 });

      // A double click; then one whose second click comes before React has rendered the first.
      for (const [n, doubleClick] of [
        [1, (deploy: Locator) => deploy.dblclick()],
        [2, (deploy: Locator) => twiceBeforeARender(deploy, "click")],
      ] as const) {
        const { name, deploy } = await reviewNewCluster(page);
        await doubleClick(deploy);
        await at(page, `/clusters/${name}`);
        await visible(page.getByRole("heading", { name, level: 1 }));
        expect(posts(), "POST /v1/deployments sent").toBe(n);
        expect(await page.getByText("The cluster was not deployed").count()).toBe(0);
        // The server has one deployment of that name once it is up (a second request would have been a 409).
        await eventually(() => named(name), `deployments named ${name}`).toBe(1);
      }
    });
  }, 90_000);

  it("charges once for a double click and once for a double Enter during slow replies", async () => {
    await journey("13-add-funds", async ({ page }) => {
      await signedIn(page, "/dashboard?section=add-funds");
      await visible(page.getByText("Test mode"));
      await visible(page.getByTestId("balance"));
      const token = await loginToken(demo);
      const records = (await pendingRecords(token)).length;
      const before = await accountTotal(token);
      const posts = countRequests(page, "POST", "/v1/user/balance/charge");
      await sandbox("delay", { method: "POST", path: "/v1/user/balance/charge", ms: 1500, times: 4 });

      // A double click on "Add $20.00".
      await page.getByText("$20", { exact: true }).click();
      // The server charges at once and holds its reply back, so the charge may be done by the first look.
      await page.getByRole("button", { name: "Add $20.00" }).dblclick();
      await visible(page.getByText("$20.00 was added to your account", { exact: false }));
      expect(posts(), "charges sent for the double click").toBe(1);

      // A double Enter in the custom amount.
      await page.getByText("Custom", { exact: true }).click();
      const custom = page.getByRole("textbox", { name: /Custom amount/ });
      await custom.fill("7");
      await custom.press("Enter");
      await custom.press("Enter");
      await visible(page.getByText("$7.00 was added to your account", { exact: false }));
      expect(posts(), "charges sent for the double Enter").toBe(2);

      // A double Enter whose second submit comes before React has rendered the first.
      await custom.fill("3");
      await twiceBeforeARender(page.getByRole("form", { name: "Add funds" }), "submit");
      await visible(page.getByText("$3.00 was added to your account", { exact: false }));
      expect(posts(), "charges sent for the second double Enter").toBe(3);

      await eventually(async () => (await pendingRecords(token)).length, "payments recorded").toBe(records + 3);
      await eventually(async () => withinRent(await accountTotal(token), before + 30), "balance up by $30").toBe(true);
    });
  }, 90_000);

  it("after a reply that comes too late says the payment is unconfirmed, shows the new balance and sends nothing more", async () => {
    await journey("13-add-funds-timeout", async ({ page, check }) => {
      await signedIn(page, "/dashboard?section=add-funds");
      await visible(page.getByText("Test mode"));
      await visible(page.getByTestId("balance"));
      const token = await loginToken(demo);
      const before = await accountTotal(token);
      const posts = countRequests(page, "POST", "/v1/user/balance/charge");
      // The server charges the card at once but its reply takes longer than the console's 10 s.
      await sandbox("delay", { method: "POST", path: "/v1/user/balance/charge", ms: 12_000 });

      await page.getByText("$20", { exact: true }).click();
      const submit = page.getByRole("button", { name: "Add $20.00" });
      await submit.click();
      await eventually(() => submit.getAttribute("data-loading")).toBe("true");
      expect(await submit.isDisabled()).toBe(true);
      await lookWhileBusy(page, "13-add-funds-timeout", "add-funds-sending");

      const unconfirmed = page.getByRole("alert").filter({ hasText: "We could not confirm your payment" });
      await visible(unconfirmed);
      expect(await unconfirmed.innerText()).toContain(
        "The server did not answer in time, so we cannot tell whether your card was charged $20.00.",
      );
      expect(await page.getByText("Payment failed").count()).toBe(0);
      // The balance on screen was read again: the charge did go through on the server.
      await eventually(async () => withinRent(await accountTotal(token), before + 20), "charged once").toBe(true);
      await eventually(async () => {
        const usd = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(/[$,]/g, ""));
        return withinRent((await usd("balance")) + (await usd("pending-balance")), before + 20);
      }, "the new balance on screen").toBe(true);
      await eventually(() => submit.isEnabled(), "the retry is offered").toBe(true);
      await check("add-funds-unconfirmed");
      expect(posts(), "nothing sent again by itself").toBe(1);
    });
  }, 90_000);

  it("reserves a node and redeems a voucher once for double clicks during slow replies", async () => {
    await journey("13-reserve-redeem", async ({ page }) => {
      await signedIn(page, "/nodes?gpu=1&country=France");
      const reservePosts = countRequests(page, "POST", "/v1/user/nodes/");
      await page.getByRole("button", { name: "Reserve node 1432" }).click();
      const dialog = page.getByRole("dialog", { name: "Reserve node 1432" });
      const confirm = dialog.getByRole("button", { name: "Reserve for $195.49 a Month" });
      await eventually(() => confirm.isEnabled()).toBe(true);
      await sandbox("delay", { method: "POST", path: "/v1/user/nodes/{node_id}", ms: 1500, times: 2 });
      await confirm.dblclick();
      await gone(dialog);
      await visible(page.locator(toastRegion).getByText("Node 1432 reserved"));
      expect(reservePosts(), "reservations sent").toBe(1);

      const {
        vouchers: [voucher],
      } = await api<VoucherList>("POST", "/v1/vouchers/generate", {
        token: await loginToken(admin),
        body: { count: 1, value: 15, expire_after_days: 30 },
      });
      await page.goto(`${consoleUrl}/dashboard?section=vouchers`);
      const redeems = countRequests(page, "PUT", "/v1/user/redeem/");
      await sandbox("delay", { method: "PUT", path: "/v1/user/redeem/{voucher_code}", ms: 1500, times: 2 });
      const code = page.getByRole("textbox", { name: "Voucher code" });
      await code.fill(voucher.code);
      await twiceBeforeARender(page.getByRole("form", { name: "Redeem voucher" }), "submit");
      await page.getByRole("button", { name: "Redeem" }).dblclick();
      const form = page.getByRole("form", { name: "Redeem voucher" });
      // In transfer, or already transferred when its live event has come by now (the sandbox runs 20× fast).
      const outcome = /\$15\.00 (will be credited to your balance|was added to your account)/;
      await visible(form.getByRole("status").filter({ hasText: outcome }));
      expect(redeems(), "redemptions sent").toBe(1);
      expect(await page.getByText("Voucher is already redeemed.").count()).toBe(0);
    });
  }, 90_000);
});
