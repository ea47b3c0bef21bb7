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

/**
 * What `target` shows of the globe: how many pixel columns differ from its top-left corner (the page behind
 * the sphere), i.e. how wide the sphere is drawn, and the mean luminance (0–1) of those pixels.
 */
async function sphereOf(page: Page, target: Locator): Promise<{ width: number; luminance: number }> {
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
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const columns = new Set<number>();
      let sum = 0;
      let count = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const difference =
            Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]);
          if (difference < 24) continue;
          columns.add(x);
          sum += (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255;
          count++;
        }
      }
      return { width: columns.size / devicePixelRatio, luminance: count ? sum / count : 0 };
    },
    `data:image/png;base64,${png.toString("base64")}`,
  );
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

      // WebGL's canvas (the 2D stand-in goes once it has drawn).
      const canvas = page.locator("canvas:not([data-stand-in])");
      await visible(canvas);
      await eventually(() => coloursOf(page, canvas), "the globe is drawn (not one flat colour)").toBeGreaterThan(50);
      await gone(page.locator("canvas[data-stand-in]"));
      // At its size (product-rules §2: 600–800 px, 60 % of the window): the sphere is drawn about 800 px across at
      // 1440 px (it was 228), and in the same proportion on a phone (it was 95).
      expect((await sphereOf(page, canvas)).width).toBeGreaterThan(760);
      await page.setViewportSize({ width: 375, height: 900 });
      await eventually(async () => (await sphereOf(page, canvas)).width, "the sphere at 375 px").toBeGreaterThan(320);
      // In the light theme the sphere is pale: not a dark blob on a white page.
      await page.evaluate(() => document.documentElement.setAttribute("data-mantine-color-scheme", "light"));
      await eventually(async () => (await sphereOf(page, canvas)).luminance, "a pale sphere").toBeGreaterThan(0.6);
      await page.evaluate(() => document.documentElement.setAttribute("data-mantine-color-scheme", "dark"));
      await eventually(async () => (await sphereOf(page, canvas)).luminance, "the spec's dark sphere").toBeLessThan(
        0.3,
      );
      await page.setViewportSize({ width: 1440, height: 900 });

      await check("home");

      await page.getByRole("link", { name: "Start Your Free Trial" }).click();
      await at(page, "/sign-in");
      await visible(page.getByRole("heading", { name: "Welcome back!" }));
      await check("sign-in");
    });
  });

  it("shows the globe drawn in 2D, not a plain disc, while WebGL is slow to start", async () => {
    await journey("01-home-slow-webgl", async ({ context, page }) => {
      // The painter's worker script arrives late, as three.js does on a slow link or device.
      let release = () => {};
      const held = new Promise<void>((resume) => (release = resume));
      await context.route(/globe\.worker/, async (route) => {
        await held;
        await route.continue().catch(() => {});
      });
      await page.goto(consoleUrl);
      const standIn = page.locator("canvas[data-stand-in]");
      await visible(standIn);
      // Land, coastlines and markers: many colours, where the stand-in was one flat disc.
      await eventually(() => coloursOf(page, standIn), "the stand-in shows land").toBeGreaterThan(50);
      expect((await sphereOf(page, standIn)).width).toBeGreaterThan(760);
      release();
      await gone(standIn);
      await eventually(() => coloursOf(page, page.locator("canvas")), "WebGL took over").toBeGreaterThan(50);
    });
  });

  it("keeps the hero title at 3:1 or more all along its gradient, in the theme the visitor picks", async () => {
    await journey("01-home-title", async ({ page }) => {
      await page.goto(consoleUrl);
      const title = page.getByRole("heading", { level: 1 });
      await visible(title);
      expect(await lowestGradientContrast(title), "dark theme").toBeGreaterThanOrEqual(3);
      // The visitor's own way there: the theme menu. The page is prerendered: a click before it is hydrated
      // does nothing, so the button is clicked again until its menu opens.
      const light = page.getByRole("menuitemradio", { name: "Light", exact: true });
      await eventually(async () => {
        if (!(await light.isVisible())) {
          await page.getByRole("button", { name: "Theme: Dark" }).click();
          await light.waitFor({ state: "visible", timeout: 3_000 }).catch(() => undefined);
        }
        return light.isVisible();
      }, "the theme menu opens").toBe(true);
      await light.click();
      await visible(page.getByRole("button", { name: "Theme: Light" }));
      expect(await lowestGradientContrast(title), "light theme").toBeGreaterThanOrEqual(3);
    });
  });
});
