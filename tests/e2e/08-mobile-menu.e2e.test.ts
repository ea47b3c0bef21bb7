// Journey 8: at 375 px the navbar's menu opens, navigates and closes, by keyboard and by touch.
import type { Locator, Page } from "playwright-core";
import { describe, it } from "vitest";
import { at, consoleUrl, eventually, gone, journey, useBrowser, visible } from "./harness.ts";

useBrowser();

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let i = 0; i < max && !(await focused(target)); i += 1) await page.keyboard.press("Tab");
  await eventually(() => focused(target), "Tab reaches the target").toBe(true);
}

describe("journey 8: the mobile menu", () => {
  it("opens, navigates and closes by keyboard", async () => {
    await journey(
      "08-mobile-keyboard",
      async ({ page, check }) => {
        await page.goto(consoleUrl);
        const burger = page.getByRole("button", { name: "Open menu" });
        const menu = page.getByRole("dialog", { name: "Menu" });
        await visible(burger);
        await tabTo(page, burger);
        await page.keyboard.press("Enter");
        await visible(menu);
        await check("menu-open", [375]); // the menu exists below 768 px only
        await page.keyboard.press("Escape");
        await gone(menu);

        await eventually(() => focused(burger), "the focus is back on the burger").toBe(true);
        await page.keyboard.press("Enter");
        await visible(menu);
        await tabTo(page, menu.getByRole("link", { name: "Features" }));
        await page.keyboard.press("Enter");
        await at(page, "/features");
        await gone(menu);
        await visible(page.getByRole("heading", { level: 1 }));
        await check("features");

        // Later opens give the focus back too.
        await tabTo(page, burger);
        await page.keyboard.press("Enter");
        await visible(menu);
        await page.keyboard.press("Escape");
        await gone(menu);
        await eventually(() => focused(burger), "the focus is back on the burger").toBe(true);
      },
      { width: 375 },
    );
  });

  // Regression: the first time the menu opens, its chunk loads on that click and the drawer mounts
  // already open, so the drawer itself never saw where the focus was; the navbar gives it back.
  it("gives the focus back to the burger when Escape closes the menu the first time", async () => {
    await journey(
      "08-mobile-first-escape",
      async ({ page }) => {
        await page.goto(consoleUrl);
        const burger = page.getByRole("button", { name: "Open menu" });
        await visible(burger);
        await tabTo(page, burger);
        await page.keyboard.press("Enter");
        const menu = page.getByRole("dialog", { name: "Menu" });
        await visible(menu);
        await page.keyboard.press("Escape");
        await gone(menu);
        await eventually(() => focused(burger), "the focus is back on the burger").toBe(true);
      },
      { width: 375 },
    );
  });

  it("opens, navigates and closes by touch", async () => {
    await journey(
      "08-mobile-touch",
      async ({ page, check }) => {
        await page.goto(consoleUrl);
        // The prerendered page shows the burger before its script has arrived; a tap then does nothing (on a
        // loaded 2-core machine that is long enough to lose the journey's first tap).
        await page.waitForLoadState("networkidle");
        const menu = page.getByRole("dialog", { name: "Menu" });
        await page.getByRole("button", { name: "Open menu" }).tap();
        await visible(menu);
        await menu.getByRole("link", { name: "Use Cases" }).tap();
        await at(page, "/use-cases");
        await gone(menu);
        await visible(page.getByRole("heading", { level: 1 }));
        await check("use-cases");

        await page.getByRole("button", { name: "Open menu" }).tap();
        await visible(menu);
        await menu.getByRole("button", { name: "Close menu" }).tap();
        await gone(menu);
        await page.getByRole("button", { name: "Open menu" }).tap();
        await visible(menu);
        await menu.getByRole("link", { name: "Sign In" }).tap();
        await at(page, "/sign-in");
        await gone(menu);
      },
      { width: 375, touch: true },
    );
  });
});
