import { describe, expect, it } from "vitest";
import { splitCss } from "./critical-css.ts";
import { propertyFamily } from "./css-cascade.ts";

const page = (body) =>
  `<!doctype html><html data-mantine-color-scheme="light"><head></head><body><div id="root">${body}</div></body></html>`;
const html = page('<header class="bar"><a class="link" href="/">Home</a><button class="btn">Go</button></header>');

describe("splitCss", () => {
  it("keeps inline the rules of elements in the HTML and defers the others", () => {
    const { critical, rest } = splitCss(".bar{display:flex}.dialog{position:fixed}", html);
    expect(critical).toBe(".bar{display:flex}");
    expect(rest).toBe(".dialog{position:fixed}");
  });

  it("tests selectors without their state pseudo-classes and pseudo-elements", () => {
    const css = ".link:hover{color:red}.btn:focus-visible{outline:1px}.btn::before{content:''}.gone:hover{color:blue}";
    const { critical, rest } = splitCss(css, html);
    expect(critical).toBe(".link:hover{color:red}.btn:focus-visible{outline:1px}.btn::before{content:''}");
    expect(rest).toBe(".gone:hover{color:blue}");
  });

  it("handles :where(), :is() and :not() around states", () => {
    const css =
      ":where(.bar) .link{color:red}:is(.gone,.btn){margin:0}.btn:not(:disabled){cursor:pointer}.x:where(.y){top:0}";
    const { critical, rest } = splitCss(css, html);
    expect(critical).toBe(":where(.bar) .link{color:red}:is(.gone,.btn){margin:0}.btn:not(:disabled){cursor:pointer}");
    expect(rest).toBe(".x:where(.y){top:0}");
  });

  it("keeps the rules of both colour schemes, and :root, html, body", () => {
    const css =
      ':root{--a:var(--b)}[data-mantine-color-scheme="dark"] .bar{color:var(--a)}:root[data-mantine-color-scheme=light]{--b:2}' +
      "html{font-size:16px}body{margin:0}[data-mantine-color-scheme=dark] .gone{color:white}";
    const { critical, rest } = splitCss(css, html);
    expect(critical).toBe(
      ':root{--a:var(--b)}[data-mantine-color-scheme="dark"] .bar{color:var(--a)}:root[data-mantine-color-scheme=light]{--b:2}' +
        "html{font-size:16px}body{margin:0}",
    );
    expect(rest).toBe("[data-mantine-color-scheme=dark] .gone{color:white}");
  });

  it("keeps inline the custom properties the inline rules and the HTML name, and defers the others", () => {
    const css =
      ":root{--used:1px;--unused:2px;--styled:red;--deep:3px}.bar{margin:var(--used)}.gone{margin:var(--deep)}";
    const { critical, rest } = splitCss(css, page('<div class="bar" style="color:var(--styled)"></div>'));
    expect(critical).toBe(":root{--used:1px;--styled:red}.bar{margin:var(--used)}");
    expect(rest).toBe(":root{--unused:2px;--deep:3px}.gone{margin:var(--deep)}");
  });

  it("filters the rules inside @media, @supports and @layer blocks and keeps the wrapper", () => {
    const css = "@layer base,app;@media (min-width:48em){.bar{gap:1rem}.gone{gap:0}}@layer app{.dialog{inset:0}}";
    const { critical, rest } = splitCss(css, html);
    expect(critical).toBe("@layer base,app;@media (min-width:48em){.bar{gap:1rem}}");
    expect(rest).toBe("@layer base,app;@media (min-width:48em){.gone{gap:0}}@layer app{.dialog{inset:0}}");
  });

  it("keeps the order of cascade layers when the first one's rules are deferred", () => {
    const { critical } = splitCss("@layer base{.gone{margin:0}}@layer app{.bar{color:blue}}", html);
    expect(critical).toBe("@layer base,app;@layer app{.bar{color:blue}}");
  });

  it("keeps @font-face and the @keyframes of kept rules inline, other keyframes deferred", () => {
    const css =
      "@font-face{font-family:X;src:url(x.woff2)}.btn{animation:spin 1s}.gone{animation:fade 1s}" +
      "@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}";
    const { critical, rest } = splitCss(css, html);
    expect(critical).toBe(
      "@font-face{font-family:X;src:url(x.woff2)}.btn{animation:spin 1s}@keyframes spin{to{rotate:1turn}}",
    );
    expect(rest).toBe(".gone{animation:fade 1s}@keyframes fade{to{opacity:0}}");
  });

  it("keeps a selector jsdom cannot parse", () => {
    const { critical } = splitCss(".btn:-moz-any(.a){color:red}.gone:unknown-thing(){top:0}", html);
    expect(critical).toContain(".btn:-moz-any(.a)");
  });

  it("brings inline the declarations of a deferred rule that an inline rule after it overrides", () => {
    // `.gone` then `.btn`, same specificity, both set padding: on an element with both classes (rendered later)
    // `.btn`'s padding must win, so `.gone`'s padding comes inline before it; its margin meets nothing inline and
    // stays deferred, and so does `.late`, which comes after. `div .btn` differs by specificity.
    const css = ".gone{padding:0;margin:0}.btn{padding-left:4px}.bar{color:red}div .btn{padding:1px}.late{padding:2px}";
    const { critical, rest } = splitCss(css, html);
    expect(critical).toBe(".gone{padding:0}.btn{padding-left:4px}.bar{color:red}div .btn{padding:1px}");
    expect(rest).toBe(".gone{margin:0}.late{padding:2px}");
  });

  it("tells an element's rules from its pseudo-elements' in the cascade", () => {
    // `.gone::before` and `.btn` style different boxes: neither overrides the other, whatever their order.
    const { critical, rest } = splitCss(".gone::before{padding:0}.btn{padding:1px}", html);
    expect(critical).toBe(".btn{padding:1px}");
    expect(rest).toBe(".gone::before{padding:0}");
  });
});

describe("propertyFamily", () => {
  it("groups the properties that may override each other", () => {
    expect(propertyFamily("padding-inline-start")).toBe("padding");
    expect(propertyFamily("top")).toBe(propertyFamily("inset-inline"));
    expect(propertyFamily("line-height")).toBe("font");
    expect(propertyFamily("-webkit-tap-highlight-color")).toBe("tap");
    expect(propertyFamily("--button-height")).toBe("--button-height");
  });
});
