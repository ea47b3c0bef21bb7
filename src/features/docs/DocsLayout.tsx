import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { DocsNav } from "./DocsNav.tsx";
import { TableOfContents, type TocEntry } from "./TableOfContents.tsx";
import classes from "./DocsPage.module.css";

/** The docs frame: the list of documents and the table of contents beside the content. */
export function DocsLayout({ current, toc, children }: { current: string; toc: TocEntry[]; children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <div className={classes.layout}>
        <aside className={classes.sidebar}>
          <DocsNav current={current} />
          <TableOfContents entries={toc} />
        </aside>
        <article className={classes.content} data-docs-content>
          {children}
        </article>
      </div>
    </Container>
  );
}
