import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { deferCode } from "./defer-code.ts";

const page = [
  "<!doctype html><html><head><title>KubeCloud</title>",
  '<script defer src="/env.js"></script>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-def.js">',
  "<style>p{color:red}</style>",
  '</head><body><div id="root"><p>Sign in</p></div>',
  '<link rel="modulepreload" crossorigin href="/assets/sign-in-ghi.js" fetchpriority="low">',
  "</body></html>",
].join("");

describe("deferCode", () => {
  it("keeps the code's tags inert in a template at the end of the body: the module after its own preloads", () => {
    const html = deferCode(page);
    const { document } = new JSDOM(html).window;
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    const kept = [...document.getElementById("app-code").content.children].map((tag) => tag.outerHTML);
    expect(kept).toEqual([
      '<link rel="modulepreload" crossorigin="" href="/assets/react-def.js">',
      '<script type="module" crossorigin="" src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin="" href="/assets/sign-in-ghi.js" fetchpriority="low">',
    ]);
    // The first paint waits for the whole page: the template closes it.
    expect(document.head.querySelector('link[rel="expect"]').outerHTML).toBe(
      '<link rel="expect" href="#app-code" blocking="render">',
    );
    // What is not the app's code stays where it was.
    expect(document.head.querySelector('script[src="/env.js"]')).not.toBeNull();
    expect(document.querySelector("#root").textContent).toBe("Sign in");
  });

  it("leaves a page without a module script as it is", () => {
    const html = "<html><head></head><body><p>hi</p></body></html>";
    expect(deferCode(html)).toBe(html);
  });

  it("puts the tags in the head once the page has painted, each attribute kept", async () => {
    const { window } = new JSDOM(deferCode(page), { runScripts: "dangerously", pretendToBeVisual: true });
    const inHead = () =>
      [...window.document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((tag) =>
        tag.getAttribute(tag.tagName === "SCRIPT" ? "src" : "href"),
      );
    expect(inHead()).toEqual([]);
    await new Promise((resolve) => window.setTimeout(resolve, 100));
    // The module and its own preloads first, the low-priority preloads after it.
    expect(inHead()).toEqual(["/assets/react-def.js", "/assets/index-abc.js", "/assets/sign-in-ghi.js"]);
    const preload = window.document.head.querySelector('link[href="/assets/sign-in-ghi.js"]');
    expect(preload.getAttribute("fetchpriority")).toBe("low");
    expect(preload.hasAttribute("crossorigin")).toBe(true);
    window.close();
  });

  it("puts the low-priority preloads in a few per task, after the module", async () => {
    const many = Array.from(
      { length: 14 },
      (_, n) => `<link rel="modulepreload" href="/assets/s${n}.js" fetchpriority="low">`,
    );
    const { window } = new JSDOM(deferCode(page.replace("</body>", `${many.join("")}</body>`)), {
      runScripts: "dangerously",
      pretendToBeVisual: true,
    });
    const low = () => window.document.head.querySelectorAll('link[fetchpriority="low"]').length;
    const counts = [];
    // Each task of the loader is a timeout: count what is in the head after each of them.
    await new Promise((resolve) => {
      const watch = () => {
        if (low() > 0) counts.push(low());
        if (low() === 15) resolve();
        else window.setTimeout(watch);
      };
      window.setTimeout(watch);
    });
    expect(window.document.head.querySelector('script[type="module"]')).not.toBeNull();
    expect(counts[0]).toBe(6);
    expect(counts.at(-1)).toBe(15);
    expect(new Set(counts).size).toBeGreaterThanOrEqual(3);
    window.close();
  });

  it("loads the code once, even when both the paint and the fallback timeout fire", async () => {
    const { window } = new JSDOM(deferCode(page), { runScripts: "dangerously", pretendToBeVisual: true });
    await new Promise((resolve) => window.setTimeout(resolve, 1100));
    expect(window.document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    window.close();
  });
});
