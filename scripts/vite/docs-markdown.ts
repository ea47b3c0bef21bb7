import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { JSDOM } from "jsdom";
import type { Plugin } from "vite";
import { renderMarkdown, type PageWindow } from "../../src/features/docs/markdown.ts";

const QUERY = "doc";

/**
 * `import doc from "./guide.md?doc"`: a document shipped with the app, rendered at build time (and by the dev
 * server) exactly as the page would render it (`renderMarkdown`: Markdown, sanitised, heading ids prefixed with
 * the file's name), as `{ html, headings }`. The page then needs neither the Markdown parser nor the sanitiser
 * to show it: on /docs they took 10 ms to load and 15 ms to run, in one render, at 1× on this machine.
 */
export function docsMarkdown(): Plugin {
  let window: PageWindow | undefined;
  return {
    name: "kubecloud:docs-markdown",
    enforce: "pre",
    load(id) {
      // `?doc` among the import's query (the dev server adds its own: "x.md?import&doc").
      const [file, query = ""] = id.split("?");
      if (!file.endsWith(".md") || !new URLSearchParams(query).has(QUERY)) return null;
      this.addWatchFile(file);
      // The build renders with the page's own DOM code, on jsdom's window.
      window ??= new JSDOM("").window as unknown as PageWindow;
      const rendered = renderMarkdown(readFileSync(file, "utf8"), basename(file, ".md"), window);
      return `export default ${JSON.stringify(rendered)};`;
    },
  };
}
