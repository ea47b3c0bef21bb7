// Journey 10: money and account. Add $20 with the succeeding test card (the balance rises by 20 once the
// billing event arrives), then the declined card (the server's reason, the balance unchanged); redeem a
// voucher the admin made; download an invoice (a real PDF); add, reject and delete SSH keys; change the
// password and sign in with the new one. Every section is looked at (axe) at 375 and 1440 px.
import { readFile } from "node:fs/promises";
import type { Balance, VoucherList } from "@kubecloud/sdk";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectFitsPhone } from "./fit.ts";
import {
  admin,
  api,
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
  toastTitles,
  useBrowser,
  visible,
} from "./harness.ts";

useBrowser();

/** Signs the demo user in and opens a dashboard section. */
async function openSection(page: Page, section: string, heading: string): Promise<void> {
  await page.goto(`${consoleUrl}/sign-in`);
  await signIn(page, demo);
  await at(page, "/dashboard");
  await page.goto(`${consoleUrl}/dashboard?section=${section}`);
  await visible(page.getByRole("heading", { name: heading, level: 2 }));
}

/** What the user owns in USD: the balance shown plus the pending amount shown beside it. */
async function shownTotal(page: Page): Promise<number> {
  const usd = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(/[$,]/g, ""));
  return (await usd("balance")) + (await usd("pending-balance"));
}

/** The same from the API (balance − debt + pending). */
async function accountTotal(token: string): Promise<number> {
  const balance = await api<Balance>("GET", "/v1/user/balance", { token });
  return balance.balance_usd - balance.debt_usd + balance.pending_balance_usd;
}

// Rent keeps running while the journey does (a simulated hour is 3 minutes here): amounts are compared to
// the cent, give or take one hour of the demo user's rent.
const withinRent = (actual: number, expected: number) => Math.abs(actual - expected) < 0.5;

describe("journey 10: money and account", () => {
  it("adds funds by test card: a success raises the balance by 20, a decline says why and changes nothing", async () => {
    await journey("10-billing", async ({ page, check }) => {
      await openSection(page, "add-funds", "Add Funds");
      await visible(page.getByText("Test mode"));
      await visible(page.getByTestId("balance"));
      await live(page);
      await check("add-funds");
      const before = await shownTotal(page);

      await page.getByText("$20", { exact: true }).click();
      await page.getByRole("radio", { name: "Visa ending in 4242" }).check();
      await page.getByRole("button", { name: "Add $20.00" }).click();
      await visible(page.getByText("Payment in progress"));
      await visible(page.getByText("Payment received"));
      await eventually(async () => withinRent(await shownTotal(page), before + 20), "balance + pending up by $20").toBe(
        true,
      );
      // One outcome, one message: the section showed the charge, so its live events (the balance followed
      // them) added no toast.
      expect(await toastTitles(page)).toEqual([]);
      await check("add-funds-received");

      const afterSuccess = await shownTotal(page);
      await page.getByRole("radio", { name: "Card declined" }).check();
      await page.getByRole("button", { name: "Add $20.00" }).click();
      const failed = page.getByRole("alert").filter({ hasText: "Payment failed" });
      await visible(failed);
      await expect(failed.innerText()).resolves.toContain("Your card was declined.");
      await page.reload();
      await visible(page.getByTestId("balance"));
      expect(withinRent(await shownTotal(page), afterSuccess), "the declined card added nothing").toBe(true);

      // The charge is listed in Payments.
      await page.getByRole("link", { name: "Payments" }).click();
      await visible(page.getByRole("heading", { name: "Payments", level: 2 }));
      await visible(page.getByRole("table").getByText("Card charge").first());
      await check("payments");
      // On a phone each record is a card: no column, caption or amount cut.
      await expectFitsPhone(page, page.getByRole("region", { name: "Payment records" }), "payments");
    });
  });

  it("redeems a voucher the admin made: the result inline and the balance up by its value", async () => {
    await journey("10-vouchers", async ({ page, check, allow }) => {
      const {
        vouchers: [voucher],
      } = await api<VoucherList>("POST", "/v1/vouchers/generate", {
        token: await loginToken(admin),
        body: { count: 1, value: 15, expire_after_days: 30 },
      });
      await openSection(page, "vouchers", "Vouchers");
      await visible(page.getByTestId("balance"));
      await check("vouchers");
      await live(page); // the transfer's end reaches the inline result through the live events
      const demoToken = await loginToken(demo);
      const before = await accountTotal(demoToken);

      await page.getByRole("textbox", { name: "Voucher code" }).fill(`  ${voucher.code} `);
      await page.getByRole("button", { name: "Redeem" }).click();
      const form = page.getByRole("form", { name: "Redeem voucher" });
      await visible(form.getByRole("status").filter({ hasText: "$15.00 will be credited to your balance" }));
      await eventually(async () => withinRent(await shownTotal(page), before + 15), "balance + pending up by $15").toBe(
        true,
      );
      // One outcome, one message: the result inline, followed to the end of the transfer, and no toast.
      await visible(form.getByRole("status").filter({ hasText: "$15.00 was added to your account" }));
      expect(await toastTitles(page)).toEqual([]);
      await check("vouchers-redeemed");

      // The same code again: the server's reason on the field (one 400 on purpose).
      allow(
        /HTTP 400: PUT .*\/v1\/user\/redeem\//,
        /console error: Failed to load resource: the server responded with a status of 400/,
      );
      await page.getByRole("textbox", { name: "Voucher code" }).fill(voucher.code);
      await page.getByRole("button", { name: "Redeem" }).click();
      await visible(page.getByText("Voucher is already redeemed."));
    });
  });

  it("downloads an invoice as a PDF", async () => {
    await journey("10-invoices", async ({ page, check }) => {
      await sandbox("close-month", {});
      await openSection(page, "billing", "Billing History");
      const download = page.getByRole("button", { name: /^Download invoice #\d+ \(PDF\)$/ }).first();
      await visible(download);
      await check("billing");
      // On a phone each invoice is a card with its PDF button in view.
      await expectFitsPhone(page, page.getByRole("region", { name: "Invoices" }), "billing history");
      const id = /#(\d+)/.exec((await download.getAttribute("aria-label")) ?? "")?.[1];
      const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
      expect(file.suggestedFilename()).toBe(`invoice-${id}.pdf`);
      const bytes = await readFile(await file.path());
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

      // The overview's "Total spent" is what Billing History adds up.
      const spent = await page.getByTestId("total-spent").innerText();
      await page.goto(`${consoleUrl}/dashboard`);
      await visible(page.getByRole("heading", { name: "Overview", level: 2 }));
      await eventually(() => page.getByTestId("total-spent").innerText(), "the overview's total spent").toBe(spent);
      await check("overview");

      // The pending transfers behind the payments, with a finished one's "Completed" badge (light theme too).
      await page.goto(`${consoleUrl}/pending-requests`);
      await visible(page.getByRole("heading", { level: 1, name: "Payments" }));
      await visible(page.getByText("Completed").first());
      await check("pending-requests");
      await expectFitsPhone(page, page.getByRole("region", { name: "Payment records" }), "/pending-requests");
    });
  });

  it("adds an SSH key (an invalid one is refused), generates a pair, and deletes a key after confirming", async () => {
    await journey("10-ssh-keys", async ({ context, page, check, checkOverlay }) => {
      await openSection(page, "ssh", "SSH Keys");
      const list = page.getByRole("list", { name: "SSH keys" });
      await visible(list);
      await check("ssh-keys");

      await page.getByRole("button", { name: "Add SSH Key" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add SSH Key" });
      await visible(dialog);
      await dialog.getByRole("textbox", { name: "Key name" }).fill("desktop");
      // The key comes from the clipboard, as a user copies it from their .pub file.
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: consoleUrl });
      await page.evaluate((line) => navigator.clipboard.writeText(line), "  ssh-ed25519 not-a-key me@desktop\n");
      await dialog.getByRole("button", { name: "Paste from Clipboard" }).click();
      await eventually(() => dialog.getByRole("textbox", { name: "Public key" }).inputValue(), "the pasted key").toBe(
        "ssh-ed25519 not-a-key me@desktop",
      );
      await dialog.getByRole("button", { name: "Add SSH Key" }).click();
      await visible(dialog.getByText(/The key data is damaged/));
      await checkOverlay("ssh-add-invalid");

      const [privateKey] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("button", { name: "Generate a Key Pair" }).click(),
      ]);
      expect(privateKey.suggestedFilename()).toMatch(/^desktop_id_(ed25519|rsa)$/);
      expect(await readFile(await privateKey.path(), "utf8")).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
      await visible(dialog.getByText("Key pair generated"));
      await expect(dialog.getByRole("textbox", { name: "Public key" }).inputValue()).resolves.toMatch(
        /^ssh-(ed25519|rsa) \S+ desktop@kubecloud$/,
      );
      await dialog.getByRole("button", { name: "Add SSH Key" }).click();
      await gone(dialog);
      await visible(list.getByText("desktop", { exact: true }));

      await page.getByRole("button", { name: "Delete desktop" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete SSH Key" });
      await visible(confirm.getByText("“desktop”"));
      await checkOverlay("ssh-delete-confirm");
      await confirm.getByRole("button", { name: "Delete Key" }).click();
      await gone(confirm);
      await gone(list.getByText("desktop", { exact: true }));
    });
  });

  it("changes the password from the profile; the new one signs in", async () => {
    await journey("10-profile", async ({ page, check }) => {
      const newPassword = "N3w!Passw0rd";
      await openSection(page, "profile", "Profile");
      await visible(page.getByRole("region", { name: "Account" }).getByText(demo.email));
      await check("profile");

      await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
      await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(newPassword);
      await page.getByRole("button", { name: "Change Password" }).click();
      await visible(page.getByText("Password changed"));
      await at(page, "/dashboard?section=profile"); // the server's notification does not move the user

      await page.getByRole("button", { name: /^Account menu/ }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await at(page, "/");
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, { email: demo.email, password: newPassword });
      await at(page, "/dashboard");
    });
  });
});
