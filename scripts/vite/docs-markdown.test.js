import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docsMarkdown } from "./docs-markdown.ts";

/** What `import doc from "<file>?doc"` gets, through the plugin's load hook. */
function load(file) {
  const plugin = docsMarkdown();
  const code = plugin.load.call({ addWatchFile() {} }, `${file}?doc`);
  return JSON.parse(code.replace(/^export default /, "").replace(/;$/, ""));
}

describe("docsMarkdown", () => {
  it("renders a shipped document at build time: sanitised HTML and its headings, ids prefixed by the file", () => {
    const dir = mkdtempSync(join(tmpdir(), "docs-"));
    const file = join(dir, "getting-started.md");
    writeFileSync(
      file,
      "# Start\n\n## Sign up <script>alert(1)</script>\n\n[out](https://example.com)\n\n```\nkubectl get nodes\n```\n",
    );
    const { html, headings } = load(file);
    expect(headings).toEqual([{ id: "getting-started-sign-up", text: "Sign up", depth: 2 }]);
    expect(html).toContain('<h2 id="getting-started-sign-up" tabindex="-1">Sign up </h2>');
    expect(html).not.toContain("<script");
    expect(html).toContain('target="_blank"');
    expect(html).toContain('aria-label="Copy code"');
  });

  it("renders the same when the dev server adds its own query (x.md?import&doc)", () => {
    const dir = mkdtempSync(join(tmpdir(), "docs-"));
    const file = join(dir, "faq.md");
    writeFileSync(file, "# FAQ\n\n## Billing\n");
    const plugin = docsMarkdown();
    const code = plugin.load.call({ addWatchFile() {} }, `${file}?import&doc`);
    expect(JSON.parse(code.replace(/^export default /, "").replace(/;$/, "")).headings).toEqual([
      { id: "faq-billing", text: "Billing", depth: 2 },
    ]);
  });

  it("leaves every other module to the rest of the build", () => {
    expect(docsMarkdown().load.call({ addWatchFile() {} }, "/src/guide.md?raw")).toBeNull();
  });
});
