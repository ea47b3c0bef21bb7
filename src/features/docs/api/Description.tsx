import { renderMarkdown } from "../markdown.ts";
import classes from "../DocsPage.module.css";

// The contract repeats many descriptions (the same 401 or 500 text under every operation), and a
// disclosure renders its body again each time it opens: parse and sanitise each text once.
const rendered = new Map<string, string>();

function html(text: string): string {
  let result = rendered.get(text);
  if (result === undefined) {
    result = renderMarkdown(text, "api-text").html;
    rendered.set(text, result);
  }
  return result;
}

/** A contract description: Markdown, sanitised like the documents. */
export function Description({ text }: { text?: string }) {
  const content = text ? html(text) : "";
  if (!content) return null;
  return <div className={classes.description} dangerouslySetInnerHTML={{ __html: content }} />;
}
