import { Text } from "@mantine/core";
import type { DocHeading } from "./markdown.ts";
import { reveal } from "./reveal.ts";
import classes from "./DocsPage.module.css";

/** A heading the table of contents links to (a document's, or one the API reference makes up). */
export type TocEntry = DocHeading;

/** "On this page": links to the document's h2 and h3 headings. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="docs-toc" className={classes.toc}>
      <Text id="docs-toc" size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs">
        On this page
      </Text>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a
              href={`#${entry.id}`}
              onClick={(event) => {
                event.preventDefault();
                reveal(entry.id);
              }}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
