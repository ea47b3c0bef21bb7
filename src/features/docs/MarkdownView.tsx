import { Typography, VisuallyHidden } from "@mantine/core";
import { useState, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { reveal } from "./reveal.ts";
import classes from "./DocsPage.module.css";

const COPIED_MS = 1500;

interface MarkdownViewProps {
  /** Sanitised HTML from renderMarkdown. */
  html: string;
  /** The heading-id prefix used when rendering, for in-document "#anchor" links. */
  idPrefix: string;
  /** Follows a link to another document ("?doc=slug#anchor"). */
  onOpenDocument: (slug: string, anchor?: string) => void;
}

/**
 * Shows rendered Markdown. One click handler serves the copy buttons and keeps links inside the app:
 * other documents switch in place, app routes go through the router, "#anchors" scroll.
 */
export function MarkdownView({ html, idPrefix, onOpenDocument }: MarkdownViewProps) {
  const navigate = useNavigate();
  const [announcement, setAnnouncement] = useState("");

  function copy(button: HTMLButtonElement) {
    const code = button.closest(".code-block")?.querySelector("pre")?.textContent ?? "";
    void navigator.clipboard?.writeText(code).then(
      () => {
        button.textContent = "Copied";
        setAnnouncement("Code copied to the clipboard");
        window.setTimeout(() => {
          button.textContent = "Copy";
          setAnnouncement("");
        }, COPIED_MS);
      },
      () => setAnnouncement("Could not copy the code"),
    );
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>("button[data-copy]");
    if (button) return copy(button);
    const link = target.closest<HTMLAnchorElement>("a[href]");
    const href = link?.getAttribute("href");
    if (!link || !href || link.target === "_blank" || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (href.startsWith("?doc=")) {
      event.preventDefault();
      const [slug, anchor] = href.slice("?doc=".length).split("#");
      onOpenDocument(slug, anchor);
    } else if (href.startsWith("#")) {
      event.preventDefault();
      reveal(`${idPrefix}-${href.slice(1)}`);
    } else if (href.startsWith("/")) {
      event.preventDefault();
      void navigate(href);
    }
  }

  return (
    <>
      {/* Clicks are delegated from the links and buttons inside (which keyboards reach and activate); the div itself is not interactive. */}
      <Typography className={classes.markdown} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
