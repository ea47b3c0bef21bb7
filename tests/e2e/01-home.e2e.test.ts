// Journey 1: a guest opens /. Text and cards show at once, the statistics show numbers, the globe's
// canvas is really drawn, and "Start Your Free Trial" goes to /deploy, which sends a guest to /sign-in.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { at, consoleUrl, eventually, gone, journey, useBrowser, visible } from "./harness.ts";

useBrowser();

/** How many distinct colours a screenshot of `target` has (decoded by the page's own 2D canvas). */
async function coloursOf(page: Page, target: Locator): Promise<number> {
  const png = await target.screenshot({ animations: "disabled" });
  return page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      return colours.size;
    },
    `data:image/png;base64,${png.toString("base64")}`,
  );
}

/**
 * The lowest contrast of `target`'s text against the page along its background-clip gradient: the gradient's
 * colour stops are read from the computed style and the colour between them sampled every 5 %.
 */
async function lowestGradientContrast(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: number[]) => {
      const [r, g, b] = colour
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const stops = (getComputedStyle(element).backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(rgb);
    if (stops.length < 2) throw new Error(`no gradient on the title: ${getComputedStyle(element).backgroundImage}`);
    const page = luminance(rgb(getComputedStyle(document.body).backgroundColor));
    let lowest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < stops.length - 1; i++) {
      for (let t = 0; t <= 1; t += 0.05) {
        const colour = stops[i].map((v, c) => v + (stops[i + 1][c] - v) * t);
        const text = luminance(colour);
        lowest = Math.min(lowest, (Math.max(text, page) + 0.05) / (Math.min(text, page) + 0.05));
      }
    }
    return lowest;
  });
}

describe("journey 1: a guest on the home page", () => {
  it("shows text, cards, numbers and a drawn globe; the call to action leads to sign-in", async () => {
    await journey("01-home", async ({ page, check }) => {
      await page.goto(consoleUrl);
      await visible(page.getByRole("heading", { level: 1 }));
      await visible(page.getByRole("heading", { name: "Cloud-Native Architecture" }));
      await visible(page.getByRole("link", { name: "Start Your Free Trial" }));

      const stats = page.getByRole("region", { name: "Platform statistics" });
      for (const label of ["SSD Storage", "Active Nodes", "Countries", "CPU Cores"]) {
        await visible(stats.getByText(label, { exact: true }));
      }
      await gone(stats.getByLabel(/^Loading /).first());
      await eventually(() => stats.textContent()).toMatch(
        /SSD Storage[\d,]+ GBActive Nodes[\d,]+Countries[\d,]+CPU Cores[\d,]+/,
      );

      const canvas = page.locator("canvas").first();
      await visible(canvas);
      await eventually(() => coloursOf(page, canvas), "the globe is drawn (not one flat colour)").toBeGreaterThan(50);

      await check("home");

      await page.getByRole("link", { name: "Start Your Free Trial" }).click();
      await at(page, "/sign-in");
      await visible(page.getByRole("heading", { name: "Welcome back!" }));
      await check("sign-in");
    });
  });

  it("keeps the hero title at 3:1 or more all along its gradient, in the theme the visitor picks", async () => {
    await journey("01-home-title", async ({ page }) => {
      await page.goto(consoleUrl);
      const title = page.getByRole("heading", { level: 1 });
      await visible(title);
      expect(await lowestGradientContrast(title), "dark theme").toBeGreaterThanOrEqual(3);
      // The visitor's own way there: the theme menu.
      await page.getByRole("button", { name: "Theme: Dark" }).click();
      await page.getByRole("menuitemradio", { name: "Light", exact: true }).click();
      await visible(page.getByRole("button", { name: "Theme: Light" }));
      expect(await lowestGradientContrast(title), "light theme").toBeGreaterThanOrEqual(3);
    });
  });
});
