// Journey 3: the demo user's bell: the unread count, mark one read, "Mark all read", "See All
// Notifications"; then a live event caused through the API (redeeming a voucher the admin generated)
// shows a toast titled by what happened (with a link to it) and joins the top of the bell list without a
// reload. Toasts take room under the navbar: the page moves down, nothing is covered, at 375 and 1440 px.
import type { VoucherList } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import {
  admin,
  api,
  at,
  consoleUrl,
  controlsUnderToasts,
  demo,
  describeViolations,
  shotsDir,
  eventually,
  journey,
  live,
  loginToken,
  scan,
  signIn,
  themes,
  toastRegion,
  toastSelector,
  toastTitles,
  useBrowser,
  visible,
} from "./harness.ts";

useBrowser();

describe("journey 3: notifications", () => {
  it("counts, marks read and receives a live event without a reload", async () => {
    await journey("03-notifications", async ({ page, check, checkOverlay, checkToasts }) => {
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

      // Titled by what happened (not "Billing information update"), with a link to it.
      const toast = page.locator(toastSelector).filter({ hasText: "Voucher redeemed" });
      await visible(toast);
      await visible(toast.getByRole("link", { name: "Open Payments" }));
      expect(await toastTitles(page)).toContain("Voucher redemption started");
      await checkToasts("notifications-live-event");
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
    "gives a toast its own room under the navbar at %i px: the page moves down, no control is covered",
    async (width) => {
      await journey(
        `03-toast-placement-${width}`,
        async ({ page, checkToasts }) => {
          await page.goto(`${consoleUrl}/sign-in`);
          await signIn(page, demo);
          await at(page, "/dashboard");
          await page.goto(`${consoleUrl}/notifications`);
          const heading = page.getByRole("heading", { level: 1, name: "Notifications" });
          await visible(heading);
          await live(page);
          // Wait for the sign-in's toast to go, so the page is where it is without toasts.
          await eventually(() => page.locator(toastSelector).count(), "no toast yet").toBe(0);
          const before = (await heading.boundingBox())!;
          await api("PUT", "/v1/user/redeem/Hq7TzR2w-5509", { token: await loginToken(demo) });
          const toast = page.locator(toastSelector).first();
          await visible(toast);
          await page.waitForTimeout(350); // the toast's entrance
          const box = (await toast.boundingBox())!;
          const navbar = (await page.getByRole("banner").boundingBox())!;
          // Under the navbar, and the page made room for it: the heading moved down at least its height.
          expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
          expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(before.y + box.height);
          await checkToasts("notifications");
          // Scrolled down, the toasts stay in view under the navbar, and still cover nothing.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const {
            vouchers: [another],
          } = await api<VoucherList>("POST", "/v1/vouchers/generate", {
            token: await loginToken(admin),
            body: { count: 1, value: 5, expire_after_days: 30 },
          });
          await eventually(() => page.locator(toastSelector).count(), "the first toasts gone").toBe(0);
          await api("PUT", `/v1/user/redeem/${encodeURIComponent(another.code)}`, { token: await loginToken(demo) });
          await checkToasts("notifications-scrolled");
          const scrolled = (await page.locator(toastSelector).first().boundingBox())!;
          expect(scrolled.y).toBeGreaterThanOrEqual(navbar.height);
          expect(scrolled.y).toBeLessThan(navbar.height + 40);
        },
        { width },
      );
    },
  );

  it("would see a toast laid over the page's controls (the harness's check can fail)", async () => {
    await journey(
      "03-toast-over-controls",
      async ({ page }) => {
        await page.goto(`${consoleUrl}/sign-in`);
        await signIn(page, demo);
        await at(page, "/dashboard");
        await page.goto(`${consoleUrl}/notifications`);
        await visible(page.getByRole("button", { name: /^Delete "/ }).first());
        await live(page);
        await api("PUT", "/v1/user/redeem/Hq7TzR2w-5509", { token: await loginToken(demo) });
        await visible(page.locator(toastSelector).first());
        // Toasts as they were: fixed over the page (here over the page header's buttons).
        await page.evaluate((region) => {
          for (const root of document.querySelectorAll<HTMLElement>(`${region}:has(.mantine-Notification-root)`)) {
            document.body.append(root);
            Object.assign(root.style, {
              position: "fixed",
              top: "170px",
              left: "0",
              right: "0",
              transform: "none",
              zIndex: "1000",
            });
          }
        }, toastRegion);
        await page.waitForTimeout(350);
        await page.screenshot({ path: `${shotsDir}/03-toast-over-controls.png`, animations: "disabled" });
        expect(await controlsUnderToasts(page)).toEqual(
          expect.arrayContaining([expect.stringMatching(/^button "(Mark|Delete) .*" under the toast "Voucher/)]),
        );
      },
      { width: 375 },
    );
  });

  it("shows toasts that meet WCAG 2.1 AA, in both themes", async () => {
    await journey("03-toast-a11y", async ({ page }) => {
      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await live(page);
      await api("PUT", "/v1/user/redeem/Hq7TzR2w-5509", { token: await loginToken(demo) });
      await visible(page.locator(toastRegion).getByRole("link", { name: "Open Payments" }));
      await page.screenshot({ animations: "disabled" }); // lets the toast finish arriving
      for (const theme of themes) {
        await page.evaluate(
          (scheme) => document.documentElement.setAttribute("data-mantine-color-scheme", scheme),
          theme,
        );
        await page.screenshot({ path: `${shotsDir}/03-toast-a11y-${theme}.png`, animations: "disabled" });
        const axe = await scan(page).include(toastRegion).analyze();
        expect(describeViolations(axe.violations, `in a toast (${theme})`)).toEqual([]);
      }
    });
  });
});
