// Journey 15 (issue 25): the command palette and the keyboard shortcuts, with the keyboard alone. Ctrl+K opens
// the palette (axe-clean at 375 and 1440 px in both themes), typing a cluster's name and Enter opens it,
// Escape gives the focus back; `g n` goes to the nodes, `/` focuses their search (through the filters'
// drawer on a phone) and `?` shows the shortcuts.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { at, consoleUrl, demo, eventually, gone, journey, useBrowser, visible } from "./harness.ts";

useBrowser();

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 20): Promise<void> {
  for (let i = 0; i < max && !(await focused(target)); i += 1) await page.keyboard.press("Tab");
  await eventually(() => focused(target), "Tab reaches the target").toBe(true);
}

/** The navbar's button that opens the palette. */
const launcher = 'button[aria-label="Search and commands"]';
const palette = (page: Page) => page.getByRole("dialog", { name: "Search and Commands" });
const field = (page: Page) => page.getByRole("combobox", { name: "Search pages, clusters, nodes and actions" });
/** The text of the option the combobox points at. */
const activeOption = (page: Page) =>
  field(page).evaluate((input) => {
    const id = input.getAttribute("aria-activedescendant");
    return id ? (document.getElementById(id)?.textContent ?? "") : "";
  });

/**
 * Waits until React has hydrated the prerendered page (its elements carry React's props): keys pressed before
 * reach no listener, and Enter in a form would submit it natively.
 */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (s) => {
      const element = document.querySelector(s);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** Signs in with the keyboard: type the email and the password, Enter. */
async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto(`${consoleUrl}/sign-in`);
  const email = page.getByRole("textbox", { name: "Email", exact: true });
  await visible(email);
  await hydrated(page, "form");
  await email.focus();
  await page.keyboard.type(demo.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(demo.password);
  await page.keyboard.press("Enter");
  await at(page, "/dashboard");
}

describe("journey 15: the command palette and the keyboard shortcuts", () => {
  it("reaches a cluster from the palette with the keyboard alone, and gives the focus back", async () => {
    await journey("15-palette", async ({ page, checkOverlay, settled }) => {
      await signInByKeyboard(page);
      await visible(page.getByRole("heading", { level: 1 }));
      await settled();

      await page.keyboard.press("Control+k");
      await visible(palette(page));
      await eventually(() => focused(field(page)), "the focus is in the palette's field").toBe(true);
      expect(await field(page).getAttribute("aria-expanded")).toBe("true");
      await checkOverlay("palette-open", [375, 1440]);

      await page.keyboard.type("prodcl");
      await eventually(() => activeOption(page), "prodcluster is the active option").toMatch(/^prodcluster/);
      await page.keyboard.press("Enter");
      await at(page, "/clusters/prodcluster");
      await gone(palette(page));
      await visible(page.getByRole("heading", { level: 1, name: /prodcluster/ }));

      // From the navbar's button, by keyboard: Escape gives the focus back to it.
      const button = page.getByRole("button", { name: "Search and commands" });
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await visible(palette(page));
      // The place it was used last is first now.
      await visible(
        palette(page)
          .getByRole("group", { name: "Recent" })
          .getByRole("option", { name: /prodcluster/ }),
      );
      await page.keyboard.press("Escape");
      await gone(palette(page));
      await eventually(() => focused(button), "the focus is back on the button").toBe(true);
    });
  }, 120_000);

  it("goes to the nodes with `g n`, searches them with `/` and shows the shortcuts with `?`", async () => {
    await journey("15-shortcuts", async ({ page, checkOverlay }) => {
      await page.goto(consoleUrl);
      await visible(page.getByRole("heading", { level: 1 }));
      await hydrated(page, launcher);
      // The keys' listener starts with the launcher's effects, just after it is hydrated: a `g` pressed in
      // between is lost (a lone `n` does nothing here), so the pair is pressed again until it goes.
      await eventually(async () => {
        await page.keyboard.press("g");
        await page.keyboard.press("n");
        await page.waitForURL((url) => url.pathname === "/nodes", { timeout: 3_000 }).catch(() => undefined);
        return new URL(page.url()).pathname;
      }, "`g n` goes to /nodes").toBe("/nodes");
      await at(page, "/nodes");
      const search = page.getByRole("textbox", { name: "Search" });
      await visible(search);
      await page.keyboard.press("/");
      await eventually(() => focused(search), "`/` focuses the nodes' search").toBe(true);
      await page.keyboard.type("1432");
      await expect.poll(() => search.inputValue()).toBe("1432");

      // Typing in a field is typing: `?` goes into it. Outside a field it opens the help.
      await page.keyboard.press("Shift+Slash");
      await expect.poll(() => search.inputValue()).toBe("1432?");
      await page.keyboard.press("Escape");
      await search.evaluate((el) => (el as HTMLElement).blur());
      await page.keyboard.press("Shift+Slash");
      const help = page.getByRole("dialog", { name: "Keyboard Shortcuts" });
      await visible(help);
      await visible(help.getByRole("cell", { name: "Go to the nodes" }));
      await checkOverlay("help", [375, 1440]);
      await page.keyboard.press("Escape");
      await gone(help);
    });
  }, 120_000);

  it("opens the filters' drawer for `/` on a phone, and the palette as a full-screen sheet", async () => {
    await journey(
      "15-phone",
      async ({ page }) => {
        await page.goto(`${consoleUrl}/nodes`);
        await visible(page.getByRole("button", { name: /^Filters/ }));
        // The shortcut clicks the page's Filters button: both it and the launcher must be hydrated (the page
        // hydrates in parts, and a click on prerendered HTML does nothing).
        await hydrated(page, launcher);
        await hydrated(page, "[data-page-search-opener]");
        await page.keyboard.press("/");
        const drawer = page.getByRole("dialog", { name: "Filters" });
        await visible(drawer);
        await eventually(() => focused(drawer.getByRole("textbox", { name: "Search" })), "the drawer's search").toBe(
          true,
        );
        await page.keyboard.press("Escape");
        await gone(drawer);

        await page.getByRole("button", { name: "Search and commands" }).click();
        await visible(palette(page));
        // Once its opening transition is over, it covers the screen.
        await eventually(() => palette(page).boundingBox(), "the palette fills the phone's screen").toMatchObject({
          x: 0,
          y: 0,
          width: 375,
          height: 900,
        });
      },
      { width: 375 },
    );
  }, 120_000);
});
