import { describe, expect, it } from "vitest";
import { renderMarkdown, slugify } from "./markdown.ts";

const dom = (html: string) => {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element;
};

describe("renderMarkdown: sanitising", () => {
  it.each([
    ["a script tag", "Hello <script>window.__pwned = true</script>", "script"],
    ["an img onerror", '<img src="x" onerror="window.__pwned = true">', "[onerror]"],
    ["an svg onload", '<svg onload="window.__pwned = true"><circle r="1"/></svg>', "svg, [onload]"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>', "iframe"],
    ["a javascript: link", "[click](javascript:window.__pwned=true)", 'a[href^="javascript"]'],
    ["an inline handler on a link", '<a href="#" onclick="window.__pwned = true">x</a>', "[onclick]"],
    ["a form", '<form action="https://evil.example"><input name="password"></form>', "form, input"],
    ["a style tag", "<style>body { display: none }</style>", "style"],
  ])("removes %s", (_name, source, selector) => {
    const { html } = renderMarkdown(source);
    expect(dom(html).querySelector(selector)).toBeNull();
    expect(html).not.toMatch(/pwned|evil/);
  });
});

describe("renderMarkdown: structure", () => {
  it("gives h2 and h3 unique, prefixed ids and lists them for the table of contents", () => {
    const { html, headings } = renderMarkdown(
      "# Title\n\n## Quick Start\n\n### Step 1: Sign up!\n\n## Quick start\n",
      "guide",
    );
    expect(headings).toEqual([
      { id: "guide-quick-start", text: "Quick Start", depth: 2 },
      { id: "guide-step-1-sign-up", text: "Step 1: Sign up!", depth: 3 },
      { id: "guide-quick-start-2", text: "Quick start", depth: 2 },
    ]);
    expect(dom(html).querySelector("#guide-step-1-sign-up")?.tagName).toBe("H3");
  });

  it("adds a copy button to each code block", () => {
    const element = dom(renderMarkdown("```bash\nkubectl get nodes\n```\n\n    indented\n").html);
    const buttons = element.querySelectorAll("button[data-copy]");
    expect(buttons).toHaveLength(2);
    expect(buttons[0].closest(".code-block")?.querySelector("pre")?.textContent).toBe("kubectl get nodes\n");
    expect(buttons[0]).toHaveAccessibleName("Copy code");
  });

  it("opens external links in a new tab without an opener, and leaves internal ones alone", () => {
    const element = dom(renderMarkdown("[a](https://kubernetes.io) [b](?doc=faq) [c](/nodes)").html);
    const [external, doc, route] = element.querySelectorAll("a");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(external).toHaveAttribute("target", "_blank");
    expect(doc).not.toHaveAttribute("target");
    expect(route).toHaveAttribute("href", "/nodes");
  });

  it("renders GFM tables inside a scroll container", () => {
    const element = dom(renderMarkdown("| a | b |\n| --- | --- |\n| 1 | 2 |").html);
    expect(element.querySelector(".table-scroll > table")).not.toBeNull();
  });
});

describe("slugify", () => {
  it.each([
    ["Deploy Your First Cluster", "deploy-your-first-cluster"],
    ["  Edge & IoT  ", "edge-iot"],
    ["Example 2: Three servers", "example-2-three-servers"],
    ["!!!", "section"],
  ])("%s → %s", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
