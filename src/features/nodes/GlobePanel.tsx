import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./NodesPage.module.css";

/** On wide screens: the globe beside the list. */
export function GlobePanel({ children }: { children: ReactNode }) {
  return (
    <aside className={classes.globePanel} aria-label="Globe of the nodes">
      {children}
      <Text size="xs" c="dimmed" mt="xs">
        Click a node on the globe to find it in the list.
      </Text>
    </aside>
  );
}
