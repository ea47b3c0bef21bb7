// Journey 3: the demo user's bell: the unread count, mark one read, "Mark all read", "See All
// Notifications"; then a live event caused through the API (redeeming a voucher the admin generated)
// shows a toast and joins the top of the bell list without a reload.
import type { VoucherList } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import {
  admin,
  api,
  at,
  consoleUrl,
  demo,
  describeViolations,
  shotsDir,
  eventually,
  journey,
  live,
  loginToken,
  scan,
  signIn,
  toastRegion,
  useBrowser,
  visible,
} from "./harness.ts";

useBrowser();

describe("journey 3: notifications", () => {
  it("counts, marks read and receives a live event without a reload", async () => {
    await journey("03-notifications", async ({ page, check, checkOverlay }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");

      const bell = page.getByRole("button", { name: /^Notifications/ });
      await visible(page.getByRole("button", { name: /^Notifications, \d+ unread$/ }));
      const unreadOf = async () => Number(/(\d+) unread/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1] ?? 0);
      const before = await unreadOf();
      expect(before).toBeGreaterThan(1);
      await check("dashboard");

      await page.getByRole("button", { name: /^Account menu/ }).click();
      await visible(page.getByRole("menu"));
      await checkOverlay("user-menu-open");
      await page.keyboard.press("Escape");

      await bell.click();
      const list = page.getByRole("list", { name: "Latest notifications" });
      await visible(list);
      await checkOverlay("bell-open");
      await page
        .getByRole("button", { name: /^Mark ".*" as read$/ })
        .first()
        .click();
      await eventually(unreadOf, "one fewer unread").toBe(before - 1);

      await page.getByRole("button", { name: "Mark all read" }).click();
      await visible(page.getByRole("button", { name: "Notifications", exact: true }));
      await eventually(
        () => list.getByRole("button", { name: /^Unread: / }).count(),
        "no unread item in the bell",
      ).toBe(0);

      await page.getByRole("button", { name: "See All Notifications" }).click();
      await at(page, "/notifications");
      await visible(page.getByRole("heading", { level: 1 }));
      await check("notifications");

      // A live event: the admin generates a voucher, the demo user redeems it through the API.
      const adminToken = await loginToken(admin);
      const {
        vouchers: [voucher],
      } = await api<VoucherList>("POST", "/v1/vouchers/generate", {
        token: adminToken,
        body: { count: 1, value: 5, expire_after_days: 30 },
      });
      const demoToken = await loginToken(demo);
      const url = page.url();
      await live(page);
      await api("PUT", `/v1/user/redeem/${encodeURIComponent(voucher.code)}`, { token: demoToken });

      const toasts = page.locator(toastRegion);
      await visible(toasts.getByText("Voucher redeemed successfully."));
      await visible(page.getByRole("button", { name: "Notifications, 1 unread" }));
      await bell.click();
      await visible(list);
      // The live event carries no subject (only message and status): the item stands in with the kind's
      // default message, then the stored notification, reloaded from the list, gives its real subject.
      const top = list.getByRole("listitem").first();
      await expect(top.getByRole("button").first().getAttribute("aria-label")).resolves.toMatch(/^Unread: /);
      await visible(top.getByText("Voucher redeemed successfully."));
      await visible(top.getByText("Voucher Redeemed", { exact: true }));
      expect(page.url(), "no reload, no navigation").toBe(url);
      await page.keyboard.press("Escape");
    });
  });

  it.each([375, 1440])(
    "keeps toasts off the navbar and the page header at %i px, and leaves room under them",
    async (width) => {
      await journey(
        `03-toast-placement-${width}`,
        async ({ page }) => {
          await page.goto(`${consoleUrl}/sign-in`);
          await signIn(page, demo);
          await at(page, "/dashboard");
          await page.goto(`${consoleUrl}/notifications`);
          await visible(page.getByRole("heading", { level: 1, name: "Notifications" }));
          await live(page);
          await api("PUT", "/v1/user/redeem/Hq7TzR2w-5509", { token: await loginToken(demo) });
          const toast = page.locator(toastRegion).getByRole("status").first();
          await visible(toast);
          // Lets the toast finish arriving, and keeps a picture of where it sits.
          await page.screenshot({ path: `${shotsDir}/03-toast-placement-${width}.png`, animations: "disabled" });
          const box = (await toast.boundingBox())!;
          // Nothing the user needs up top is under it: the navbar's controls and the page's own buttons.
          for (const control of [
            page.getByRole("button", { name: /^Notifications/ }),
            page.getByRole("button", { name: "Delete All" }),
          ]) {
            const rect = (await control.boundingBox())!;
            const overlaps =
              rect.x < box.x + box.width &&
              box.x < rect.x + rect.width &&
              rect.y < box.y + box.height &&
              box.y < rect.y + rect.height;
            expect(overlaps, "a toast over a control").toBe(false);
          }
          // What lies under it can be scrolled clear: at the very bottom the footer ends above the toasts.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const footer = (await page.getByRole("contentinfo").boundingBox())!;
          const stack = (await page.locator(`${toastRegion}:has([role="status"])`).boundingBox())!;
          expect(footer.y + footer.height).toBeLessThanOrEqual(stack.y + 1);
        },
        { width },
      );
    },
  );

  it("shows toasts that meet WCAG 2.1 AA", async () => {
    await journey("03-toast-a11y", async ({ page }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await live(page);
      await api("PUT", "/v1/user/redeem/Hq7TzR2w-5509", { token: await loginToken(demo) });
      await visible(page.locator(toastRegion).getByText("Voucher redeemed successfully."));
      await page.screenshot({ animations: "disabled" }); // lets the toast finish arriving
      const axe = await scan(page).include(toastRegion).analyze();
      expect(describeViolations(axe.violations, "in a toast")).toEqual([]);
    });
  });
});
