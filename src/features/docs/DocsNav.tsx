import { NavLink, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { documents } from "./documents.ts";
import classes from "./DocsPage.module.css";

/** The list of documents; the current one is marked for assistive technology too. */
export function DocsNav({ current }: { current: string }) {
  return (
    <nav aria-labelledby="docs-nav" className={classes.nav}>
      <Text id="docs-nav" size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs">
        Documentation
      </Text>
      {documents.map((doc) => (
        <NavLink
          key={doc.slug}
          component={Link}
          to={`?doc=${doc.slug}`}
          label={doc.title}
          active={doc.slug === current}
          aria-current={doc.slug === current ? "page" : undefined}
          variant="light"
        />
      ))}
    </nav>
  );
}
