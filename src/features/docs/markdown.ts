import DOMPurify from "dompurify";
import { Marked } from "marked";

export interface DocHeading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  /** Sanitised HTML, safe for innerHTML. */
  html: string;
  /** The h2 and h3 headings, for the table of contents. */
  headings: DocHeading[];
}

const markdown = new Marked({ gfm: true, async: false });

/** The page's window, or the build's jsdom window (scripts/vite/docs-markdown.ts). */
export type PageWindow = Window & typeof globalThis;

/** A sanitiser for each window. */
const purifiers = new WeakMap<PageWindow, ReturnType<typeof DOMPurify>>();
function purifierOf(window: PageWindow) {
  let purifier = purifiers.get(window);
  if (!purifier) purifiers.set(window, (purifier = DOMPurify(window)));
  return purifier;
}

/** "Deploy Your First Cluster" → "deploy-your-first-cluster". */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_-]+/g, "-") || "section"
  );
}

/**
 * Markdown → sanitised HTML. DOMPurify runs on marked's output (scripts, event-handler attributes,
 * javascript: URLs, iframes, forms and SVG are removed); only then are the trusted additions made:
 * heading ids (prefixed, so they never clash with the app's ids), a copy button per code block, and
 * new-tab handling for external links. The documents shipped with the app are rendered by the build, on
 * jsdom's `window` (scripts/vite/docs-markdown.ts); the API reference's descriptions, in the page.
 */
export function renderMarkdown(
  source: string,
  idPrefix = "doc",
  window: PageWindow = globalThis.window,
): RenderedMarkdown {
  const { document } = window;
  const unsafe = markdown.parse(source, { async: false });
  const fragment = purifierOf(window).sanitize(unsafe, {
    RETURN_DOM_FRAGMENT: true,
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
  });

  // Titles take focus when a document opens (see DocsPage); focusable by script only.
  fragment.querySelectorAll("h1").forEach((title) => title.setAttribute("tabindex", "-1"));

  const headings: DocHeading[] = [];
  const used = new Set<string>();
  fragment.querySelectorAll("h2, h3").forEach((heading) => {
    const text = heading.textContent?.trim() ?? "";
    const base = `${idPrefix}-${slugify(text)}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    heading.id = id;
    heading.setAttribute("tabindex", "-1");
    headings.push({ id, text, depth: heading.tagName === "H2" ? 2 : 3 });
  });

  fragment.querySelectorAll("pre").forEach((pre) => {
    const block = document.createElement("div");
    block.className = "code-block";
    pre.replaceWith(block);
    // The button sits in a bar above the code, never over it; long lines wrap rather than run off the edge.
    const bar = document.createElement("div");
    bar.className = "code-bar";
    const copy = document.createElement("button");
    copy.type = "button";
    copy.className = "copy-code";
    copy.dataset.copy = "";
    copy.textContent = "Copy";
    copy.setAttribute("aria-label", "Copy code");
    bar.append(copy);
    block.append(bar, pre);
  });

  fragment.querySelectorAll("table").forEach((table) => {
    const scroller = document.createElement("div");
    scroller.className = "table-scroll";
    table.replaceWith(scroller);
    scroller.append(table);
  });

  fragment.querySelectorAll<HTMLAnchorElement>("a[href]").forEach((link) => {
    if (/^https?:\/\//i.test(link.getAttribute("href") ?? "")) {
      link.target = "_blank";
      link.rel = "noopener noreferrer";
    }
  });

  const container = document.createElement("div");
  container.append(fragment);
  return { html: container.innerHTML, headings };
}
