import { Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { NodeSpecs } from "./NodeSpecs.tsx";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

/** Who and where a node is and what it has: its title (and badges), country · farm, and its specs. */
export function NodeSummary({ node, title, badges }: { node: MarketNode; title: ReactNode; badges?: ReactNode }) {
  return (
    <Stack gap={6} className={classes.rowMain}>
      <Group gap="xs">
        {title}
        {badges}
      </Group>
      <Text size="sm" c="dimmed">
        {node.country || "Unknown country"} · {node.farm}
      </Text>
      <NodeSpecs node={node} />
    </Stack>
  );
}
