import { Container } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { DocsNav } from "./DocsNav.tsx";
import { TableOfContents, type TocEntry } from "./TableOfContents.tsx";
import classes from "./DocsPage.module.css";

/** The docs frame: the list of documents and the table of contents beside the content. */
export function DocsLayout({ current, toc, children }: { current: string; toc: TocEntry[]; children: ReactNode }) {
  // Beside the text on wide screens; folded above it on narrow ones, so the heading is the first thing seen.
  const wide = useMediaQuery("(min-width: 62em)", true);
  return (
    <Container size="xl" py="xl">
      <div className={classes.layout}>
        <aside className={classes.sidebar}>
          {wide ? (
            <>
              <DocsNav current={current} />
              <TableOfContents entries={toc} />
            </>
          ) : (
            <details className={classes.contents}>
              <summary>Documents and contents</summary>
              <DocsNav current={current} />
              <TableOfContents entries={toc} />
            </details>
          )}
        </aside>
        <article className={classes.content} data-docs-content>
          {children}
        </article>
      </div>
    </Container>
  );
}
