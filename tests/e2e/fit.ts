// Whether a table (or any part of a page) fits a phone: at 375 px every control of every row is on screen and
// every piece of text shows whole. A table that scrolls sideways inside its own box passes the page-wide check
// of `check` (the page itself is not wider than the window) while its columns, caption and buttons are cut by
// the box: this looks at what the user can actually see.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export const phoneWidth = 375;

/**
 * Everything inside `region` that is cut: a control (button, link, input) or a piece of text partly outside
 * the window or outside a box that clips it (overflow other than visible), and any box inside that scrolls
 * sideways. Empty when everything is in view. Rows below the fold count as in view (the page scrolls down).
 */
export async function cutParts(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      const text = (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element?.tagName.toLowerCase() ?? "?"}${element?.getAttribute("aria-label") ? `[${element.getAttribute("aria-label")}]` : ""} "${text}"`;
    };
    /** The horizontal span of every box (`from` and its ancestors up to the root element) that clips its content. */
    const clips = (from: Element | null) => {
      const spans: { left: number; right: number; element: Element }[] = [];
      for (let parent = from; parent && parent !== document.documentElement; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== "visible" || style.clipPath !== "none") {
          const rect = parent.getBoundingClientRect();
          // A visually hidden box (the stacked table's 1 px head) clips on purpose: nothing there is shown.
          if (rect.width <= 1) return null;
          spans.push({ left: rect.left, right: rect.right, element: parent });
        }
      }
      return spans;
    };
    // A control is clipped by its ancestors; a piece of text by the element holding it too.
    const outside = (rect: DOMRect, clipFrom: Element | null, what: string) => {
      if (rect.width === 0 && rect.height === 0) return;
      const spans = clips(clipFrom);
      if (spans === null) return;
      const slack = 0.5;
      if (rect.left < -slack || rect.right > viewport + slack) {
        problems.push(
          `${what} runs off the window (${Math.round(rect.left)}–${Math.round(rect.right)} of ${viewport})`,
        );
        return;
      }
      for (const span of spans) {
        if (rect.left < span.left - slack || rect.right > span.right + slack) {
          problems.push(
            `${what} is cut by ${span.element.tagName.toLowerCase()}.${[...span.element.classList].join(".")} (${Math.round(rect.left)}–${Math.round(rect.right)} inside ${Math.round(span.left)}–${Math.round(span.right)})`,
          );
          return;
        }
      }
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== "hidden" && style.display !== "none" && element.getClientRects().length > 0;
    };

    for (const control of root.querySelectorAll("button, a[href], input, select, textarea, [role=button]")) {
      if (shown(control))
        outside(control.getBoundingClientRect(), control.parentElement, `control ${describe(control)}`);
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) outside(rect, parent, `text ${describe(node)}`);
    }
    for (const element of [root, ...root.querySelectorAll("*")]) {
      const style = getComputedStyle(element);
      const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
      if (scrolls && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${describe(element)} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
    }
    return [...new Set(problems)];
  });
}

/**
 * Asserts at 375 px that `region` fits: every row's buttons inside the window, no text cut, nothing that
 * scrolls sideways (then back to the journey's width).
 */
export async function expectFitsPhone(page: Page, region: Locator, name: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: phoneWidth, height: before?.height ?? 900 });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  try {
    await region.first().waitFor({ state: "visible" });
    expect(await cutParts(region.first()), `${name} at ${phoneWidth}px`).toEqual([]);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
