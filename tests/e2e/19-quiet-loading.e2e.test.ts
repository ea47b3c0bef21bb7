// Journey 19: while a prerendered page's code loads, nothing on it moves. What such a page paints while it waits
// for data (the home page's statistics, the first rows of /nodes) shows and moves only after a second, so a
// quick answer never flashes a spinner; the auth card rises when the running app brings it, not as a page first
// paints. (Each frame of movement is drawn while the page's code loads, and competes with it on a slow machine.)
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consoleUrl, eventually, journey, useBrowser, visible } from "./harness.ts";

useBrowser();

/** The page's animations: what each moves (`tag.class::pseudo`) and its delay in ms. */
function animations(page: Page): Promise<{ target: string; delay: number }[]> {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      const element = effect.target as Element;
      return {
        target: `${element.tagName.toLowerCase()}.${element.className}${effect.pseudoElement ?? ""}`,
        delay: Number(effect.getTiming().delay ?? 0),
      };
    }),
  );
}

/**
 * A computed style of `selector`'s `::after` at each of `times` (ms since its animations began): the page's
 * animations are paused and set to each time in turn, so what is read does not depend on how fast the test runs.
 */
function afterStyleAt(page: Page, selector: string, property: string, times: number[]): Promise<string[]> {
  return page.evaluate(
    ({ selector, property, times }) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`nothing matches ${selector}`);
      const running = document
        .getAnimations()
        .filter((animation) => (animation.effect as KeyframeEffect).target === element);
      if (running.length === 0) throw new Error(`${selector} has no animation`);
      for (const animation of running) animation.pause();
      return times.map((time) => {
        for (const animation of running) animation.currentTime = time;
        return getComputedStyle(element, "::after").getPropertyValue(property);
      });
    },
    { selector, property, times },
  );
}

/** Holds every request matching `pattern` until `release()` (then lets them through). */
async function hold(page: Page, pattern: RegExp): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  return {
    release: async () => {
      await page.unroute(pattern);
      // A request the page has given up on meanwhile (it aborted it) is handled already: nothing to let through.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

describe("journey 19: nothing moves while a page loads", () => {
  it("shows the loading indicators after a second, and raises the auth card only in the running app", async () => {
    await journey("19-quiet-loading", async ({ page, check }) => {
      // The home page, its statistics not yet answered: four labelled spinners, unseen and still for a second.
      const stats = await hold(page, /\/api\/v1\/stats/);
      await page.goto(`${consoleUrl}/`);
      const spinners = page.getByRole("status", { name: /^Loading / });
      await visible(page.getByRole("heading", { level: 1 }));
      expect(await spinners.count()).toBe(4);
      const moving = await animations(page);
      expect(moving.length).toBeGreaterThanOrEqual(4);
      expect(moving.filter(({ delay }) => delay < 1000)).toEqual([]);
      const [first] = await spinners.all();
      const spinner = `[aria-label="${await first.getAttribute("aria-label")}"]`;
      expect(await afterStyleAt(page, spinner, "visibility", [0, 999, 1000])).toEqual(["hidden", "hidden", "visible"]);
      const [start, later] = await afterStyleAt(page, spinner, "transform", [1000, 1300]);
      expect(later).not.toBe(start); // then it turns
      await check("home-loading");
      await stats.release();
      await visible(page.getByText("Active Nodes")); // its figure follows
      await eventually(() => spinners.count()).toBe(0);

      // /nodes before its first rows: the placeholders rest at their faint start, then pulse after a second.
      const nodes = await hold(page, /\/api\/v1\/nodes\?/);
      await page.goto(`${consoleUrl}/nodes`);
      await visible(page.getByText("Loading available nodes..."));
      const placeholders = await animations(page);
      expect(placeholders.length).toBe(4);
      expect(placeholders.filter(({ delay }) => delay < 1000)).toEqual([]);
      const placeholder = "[aria-busy='true'] [data-animate]";
      const opacity = await afterStyleAt(page, placeholder, "opacity", [0, 999, 1750]);
      expect(opacity.map(Number)).toEqual([0.4, 0.4, 1]);
      await nodes.release();
      await visible(page.getByText(/^Showing \d+ of \d+ nodes$/));

      // /sign-in as first painted: its card stays in place, also once the app has taken over the page.
      await page.goto(`${consoleUrl}/sign-in`);
      await visible(page.getByRole("region", { name: "Welcome back!" }));
      // Hydrated: React has claimed the card's form (it marks each element it hydrates with its fiber).
      await page.waitForFunction(() => {
        const form = document.querySelector("form");
        return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber$"));
      });
      expect(await animations(page)).toEqual([]);
      // The app, already running, brings the sign-up card: that one rises into place (no page load between).
      await page.evaluate(() => {
        const risen: string[] = ((window as { risen?: string[] }).risen = []);
        document.addEventListener("animationstart", (event) => risen.push((event.target as Element).tagName));
      });
      await page.getByRole("link", { name: "Sign up" }).click();
      await visible(page.getByRole("region", { name: "Create Account" }));
      await eventually(() => page.evaluate(() => (window as { risen?: string[] }).risen)).toEqual(["SECTION"]);
    });
  });
});
