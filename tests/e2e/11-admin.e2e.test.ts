// Journey 11: the admin panel against the sandbox. The admin finds a user and credits $15 (the user's balance
// rises), generates 3 vouchers, copies one and downloads them as CSV, and the user redeems it (through the
// API); maintenance goes on (the user is sent to /maintenance) and off again through the maintenance page's
// administrator sign-in (the user gets back in); a mail goes to all users (the sandbox records it); a user is
// removed after typing their email. A non-admin is sent to /dashboard.
import { readFile } from "node:fs/promises";
import type { Balance } from "@kubecloud/sdk";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  admin,
  api,
  at,
  consoleUrl,
  demo,
  eventually,
  gone,
  journey,
  loginToken,
  sandboxUrl,
  signIn,
  toastRegion,
  toastTitles,
  useBrowser,
  visible,
} from "./harness.ts";

useBrowser();

/** Each of these journeys visits several screens and scans each at two widths in two themes. */
const long = 240_000;

/** Signs in through /sign-in and opens the admin panel from the account menu, as an admin does. */
async function openPanel(page: Page): Promise<void> {
  await page.goto(`${consoleUrl}/sign-in`);
  await signIn(page, admin);
  await at(page, "/dashboard");
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("menuitem", { name: "Admin Panel" }).click();
  await at(page, "/admin");
  await visible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
}

/** Opens a section from the panel's sidebar (the page is 1440 px wide between checks). */
async function section(page: Page, name: string, query: string): Promise<void> {
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name }).click();
  await at(page, `/admin?section=${query}`);
  await visible(page.getByRole("heading", { level: 2, name }));
}

/** A user's balance as the users table shows it ("$87.42" → 87.42). */
async function listedBalance(page: Page, name: string): Promise<number> {
  const cell = page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("cell")
    .nth(3);
  return Number((await cell.innerText()).replace(/[$,]/g, ""));
}

/** The demo user's own balance, as their dashboard computes it. */
async function ownBalance(): Promise<number> {
  const balance = await api<Balance>("GET", "/v1/user/balance", { token: await loginToken(demo) });
  return balance.balance_usd - balance.debt_usd;
}

/** What the sandbox recorded instead of sending mail. */
async function recordedMails(): Promise<
  { subject: string; body: string; attachments: { name: string }[]; recipients: string[] }[]
> {
  const response = await fetch(`${sandboxUrl}/__sandbox/mails`);
  return ((await response.json()) as { mails: Awaited<ReturnType<typeof recordedMails>> }).mails;
}

/** A second person at another browser: the demo user, signed in on their dashboard. */
async function demoUser(context: BrowserContext): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = context.browser();
  if (!browser) throw new Error("no browser");
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const page = await other.newPage();
  await page.goto(`${consoleUrl}/sign-in`);
  await signIn(page, demo);
  await at(page, "/dashboard");
  await visible(page.getByRole("heading", { name: /^Welcome back, / }));
  return { page, close: () => other.close() };
}

describe("journey 11: the admin panel", () => {
  it(
    "credits a user, generates vouchers that the user redeems",
    async () => {
      await journey("11-admin", async ({ page, context, check, checkOverlay, checkToasts, settled }) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: consoleUrl });
        await openPanel(page);
        const figures = page.getByRole("region", { name: "Platform figures" });
        await visible(figures.getByText("Total Users"));
        await gone(figures.getByLabel(/^Loading /).first());
        await check("overview");

        // Find the user and credit $15.
        await section(page, "Users", "users");
        await page.getByRole("searchbox", { name: "Search users" }).fill("amira");
        const row = page.getByRole("row", { name: /Amira Haddad/ });
        await visible(row);
        await eventually(() => page.getByRole("row").count(), "one user found").toBe(2);
        await check("users");
        const listedBefore = await listedBalance(page, "Amira Haddad");
        const ownBefore = await ownBalance();

        await row.getByRole("button", { name: "Credit balance of Amira Haddad" }).click();
        const credit = page.getByRole("dialog", { name: "Manual Credit" });
        await visible(credit);
        await credit.getByRole("textbox", { name: "Amount ($)" }).fill("15");
        await credit.getByRole("textbox", { name: "Reason/Memo" }).fill("Goodwill credit (journey 11)");
        await checkOverlay("credit-dialog");
        await credit.getByRole("button", { name: "Apply Credit" }).click();
        await gone(credit);
        await visible(
          page
            .locator(toastRegion)
            .getByText(/\$15\.00 for amira@example\.com: the transfer to their balance is in progress/),
        );
        await checkToasts("credit");

        // The money arrives through the settlement job (seconds at the sandbox's speed).
        await eventually(ownBalance, "the user's own balance").toBeGreaterThan(ownBefore + 14.9);
        // One outcome, one message: the transfer's own start and success events added no toast.
        expect(await toastTitles(page)).not.toContain("Credit transfer started");
        expect(await toastTitles(page)).not.toContain("User credited");
        await eventually(async () => {
          await page.getByRole("button", { name: "Refresh" }).click();
          await settled();
          return listedBalance(page, "Amira Haddad");
        }, "the balance in the users list").toBeGreaterThan(listedBefore + 14.9);

        // Three vouchers, shown at once: copy one, download all. (Sections are in the URL: Back works.)
        await section(page, "Vouchers", "vouchers");
        await page.goBack();
        await at(page, "/admin?section=users");
        await visible(page.getByRole("heading", { level: 2, name: "Users" }));
        await page.goForward();
        await at(page, "/admin?section=vouchers");
        const generate = page.getByRole("form", { name: "Generate Vouchers" });
        await generate.getByRole("textbox", { name: "Voucher Value ($)" }).fill("10");
        await generate.getByRole("textbox", { name: "Number of Vouchers" }).fill("3");
        await generate.getByRole("button", { name: "Generate" }).click();
        const fresh = page.getByRole("region", { name: "3 New Vouchers" });
        await visible(fresh);
        const codes = await fresh.getByRole("region", { name: "New voucher codes" }).getByRole("cell").allInnerTexts();
        const batch = codes.filter((text) => /^[A-Za-z0-9]+-\d{4}$/.test(text.trim())).map((text) => text.trim());
        expect(batch).toHaveLength(3);
        await check("vouchers");

        await fresh.getByRole("button", { name: `Copy ${batch[0]}` }).click();
        await visible(fresh.getByRole("status").getByText(`Copied ${batch[0]} to the clipboard`));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(batch[0]);

        const [download] = await Promise.all([
          page.waitForEvent("download"),
          fresh.getByRole("button", { name: "Download CSV" }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^vouchers-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
        const text = (await readFile(await download.path())).toString("utf8");
        // A byte-order mark first, so that spreadsheets read the file as UTF-8.
        expect(text.startsWith("\uFEFF")).toBe(true);
        const csv = text.slice(1).split("\r\n");
        expect(csv[0]).toBe("code,value_usd,redeemed,created_at,expires_at");
        expect(csv.slice(1, 4).map((line) => line.split(",")[0])).toEqual(batch);

        // The user redeems the copied code; the list says so.
        await api("PUT", `/v1/user/redeem/${encodeURIComponent(batch[0])}`, { token: await loginToken(demo) });
        await page.getByRole("searchbox", { name: "Search vouchers" }).fill(batch[0]);
        await eventually(async () => {
          await page.getByRole("button", { name: "Refresh" }).click();
          await settled();
          return page.getByRole("region", { name: "All vouchers" }).getByRole("row").nth(1).textContent();
        }, "the voucher shows as redeemed").toContain("Redeemed");
      });
    },
    long,
  );

  it(
    "turns maintenance on (users are sent away) and off again from the maintenance page's administrator sign-in",
    async () => {
      await journey("11-admin-maintenance", async ({ page, context, check, checkOverlay }) => {
        const member = await demoUser(context);
        try {
          await openPanel(page);
          await section(page, "Maintenance", "maintenance");
          const state = page.getByRole("region", { name: "Maintenance Mode" });
          await visible(state.getByText("Off", { exact: true }));
          await state.getByRole("button", { name: "Turn Maintenance On" }).click();
          const confirm = page.getByRole("dialog", { name: "Turn Maintenance Mode On?" });
          await visible(confirm);
          await checkOverlay("maintenance-confirm");
          await confirm.getByRole("button", { name: "Turn Maintenance On" }).click();
          await gone(confirm);
          await visible(state.getByText("On", { exact: true }));
          await check("maintenance-on");

          // The admin keeps the panel; the user's next page load lands on /maintenance.
          await section(page, "Users", "users");
          await visible(page.getByText("Users are locked out of the console."));
          await member.page.goto(`${consoleUrl}/dashboard`);
          await at(member.page, "/maintenance");
          await visible(member.page.getByRole("heading", { name: "We'll Be Back Soon" }));

          // Signed out, the admin gets back in from the maintenance page; a non-admin does not.
          await page.getByRole("button", { name: /^Account menu for / }).click();
          await page.getByRole("menuitem", { name: "Sign Out" }).click();
          await at(page, "/");
          await page.goto(`${consoleUrl}/maintenance`);
          await visible(page.getByRole("heading", { name: "We'll Be Back Soon" }));
          const entry = page.getByRole("button", { name: "Administrator Sign-In" });
          await visible(entry);
          await check("maintenance-page");
          await entry.click();
          const dialog = page.getByRole("dialog", { name: "Administrator Sign-In" });
          await visible(dialog);
          await dialog.getByRole("textbox", { name: "Email" }).fill(demo.email);
          await dialog.getByLabel(/^Password/).fill(demo.password);
          await dialog.getByRole("button", { name: "Sign In as Administrator" }).click();
          await visible(dialog.getByText(/^This account is not an administrator/));
          await checkOverlay("admin-sign-in");
          await dialog.getByRole("textbox", { name: "Email" }).fill(admin.email);
          await dialog.getByLabel(/^Password/).fill(admin.password);
          await dialog.getByRole("button", { name: "Sign In as Administrator" }).click();
          await at(page, "/admin?section=maintenance");
          await state.getByRole("button", { name: "Turn Maintenance Off" }).click();
          await visible(state.getByText("Off", { exact: true }));
          await check("maintenance-off");

          // The user's maintenance page notices (here at once, with "Check Now"), and they are back where they were.
          await member.page.getByRole("button", { name: "Check Now", disabled: false }).click();
          await at(member.page, "/dashboard");
          await visible(member.page.getByRole("heading", { name: /^Welcome back, / }));
        } finally {
          await member.close();
        }
      });
    },
    long,
  );

  it(
    "sends a mail to all users, shows invoices and payments, and removes a user",
    async () => {
      await journey("11-admin-more", async ({ page, check, checkOverlay }) => {
        await openPanel(page);

        await section(page, "Emails", "emails");
        const form = page.getByRole("form", { name: "Email to all users" });
        await form.getByRole("textbox", { name: "Email Subject" }).fill("Scheduled maintenance");
        await form
          .getByRole("textbox", { name: "Email Content" })
          .fill(
            "KubeCloud is under maintenance on Saturday from 06:00 to 08:00 UTC.\nRunning clusters are not affected.",
          );
        await page.locator('input[type="file"]').setInputFiles({
          name: "schedule.txt",
          mimeType: "text/plain",
          buffer: Buffer.from("06:00-08:00 UTC\n"),
        });
        await visible(page.getByRole("list", { name: "Attached files" }).getByText("schedule.txt"));
        await visible(
          page
            .getByRole("region", { name: "Preview" })
            .getByText("Running clusters are not affected.", { exact: false }),
        );
        await check("emails");
        await form.getByRole("button", { name: "Send to All Users" }).click();
        const confirm = page.getByRole("dialog", { name: "Send This Email?" });
        await visible(confirm);
        await checkOverlay("mail-confirm");
        const users = (await api<{ users: unknown[] }>("GET", "/v1/users", { token: await loginToken(admin) })).users;
        await confirm.getByRole("button", { name: `Send to ${users.length} Users` }).click();
        await visible(page.getByRole("alert", { name: "Email sent" }));
        const [mail] = (await recordedMails()).slice(-1);
        expect(mail).toMatchObject({ subject: "Scheduled maintenance", attachments: [{ name: "schedule.txt" }] });
        expect(mail.recipients).toHaveLength(users.length);

        await section(page, "Invoices", "invoices");
        const invoices = page.getByRole("region", { name: "Invoices" });
        await visible(invoices.getByRole("row").nth(1));
        await check("invoices");
        await invoices
          .getByRole("button", { name: /^Details of invoice / })
          .first()
          .click();
        const details = page.getByRole("dialog", { name: /^Invoice #/ });
        await visible(details.getByRole("region", { name: "Invoice lines" }));
        await checkOverlay("invoice-details");
        await page.keyboard.press("Escape");
        await gone(details);

        await section(page, "Payments", "payments");
        await visible(page.getByRole("region", { name: "Payments" }).getByRole("row").nth(1));
        await check("payments");

        // Removal: the admin types the email; the row goes once the server has deleted the user.
        await section(page, "Users", "users");
        await page.getByRole("searchbox", { name: "Search users" }).fill("tomasz");
        await page.getByRole("button", { name: "Remove Tomasz Nowak" }).click();
        const remove = page.getByRole("dialog", { name: "Remove User" });
        await visible(remove);
        await remove.getByRole("textbox", { name: "Type tomasz@example.com to confirm" }).fill("tomasz@example.com");
        await checkOverlay("remove-dialog");
        await remove.getByRole("button", { name: "Remove User" }).click();
        await gone(remove);
        await visible(page.getByText('No user matches "tomasz".'));
        const left = (await api<{ users: { email: string }[] }>("GET", "/v1/users", { token: await loginToken(admin) }))
          .users;
        expect(left.map((u) => u.email)).not.toContain("tomasz@example.com");
      });
    },
    long,
  );

  it("sends a non-admin to /dashboard, without the Admin Panel item", async () => {
    await journey("11-admin-guard", async ({ page }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await page.getByRole("button", { name: /^Account menu for / }).click();
      await visible(page.getByRole("menuitem", { name: "Dashboard" }));
      expect(await page.getByRole("menuitem", { name: "Admin Panel" }).count()).toBe(0);
      await page.keyboard.press("Escape");
      await page.goto(`${consoleUrl}/admin?section=users`);
      await at(page, "/dashboard");
      await visible(page.getByRole("heading", { name: /^Welcome back, / }));
    });
  });
});
