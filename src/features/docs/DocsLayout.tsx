import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { DocsNav } from "./DocsNav.tsx";
import { TableOfContents, type TocEntry } from "./TableOfContents.tsx";
import classes from "./DocsPage.module.css";

/** The docs frame: the list of documents and the table of contents beside the content. */
export function DocsLayout({ current, toc, children }: { current: string; toc: TocEntry[]; children: ReactNode }) {
  // Folded above the text on narrow screens, so the heading is the first thing seen; beside it, unfolded, on
  // wide ones. CSS decides (DocsPage.module.css), not a media-query hook: the prerendered HTML cannot know the
  // width, and a layout switched after hydration shifted the whole text on phones (CLS 0.43).
  return (
    <Container size="xl" py="xl">
      <div className={classes.layout}>
        <aside className={classes.sidebar}>
          <details className={classes.contents}>
            <summary>Documents and contents</summary>
            <DocsNav current={current} />
            <TableOfContents entries={toc} />
          </details>
        </aside>
        <article className={classes.content} data-docs-content>
          {children}
        </article>
      </div>
    </Container>
  );
}
