import { useMemo } from "react";
import { renderMarkdown } from "../markdown.ts";
import classes from "../DocsPage.module.css";

/** A contract description: Markdown, sanitised like the documents. */
export function Description({ text }: { text?: string }) {
  const html = useMemo(() => (text ? renderMarkdown(text, "api-text").html : ""), [text]);
  if (!html) return null;
  return <div className={classes.description} dangerouslySetInnerHTML={{ __html: html }} />;
}
