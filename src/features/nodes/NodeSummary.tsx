import { Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { NodeHealthLink } from "./NodeHealthLink.tsx";
import { NodeSpecs } from "./NodeSpecs.tsx";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

/**
 * Who and where a node is and what it has: its title (and badges), country · farm with a link to its health
 * dashboard, and its specs.
 */
export function NodeSummary({ node, title, badges }: { node: MarketNode; title: ReactNode; badges?: ReactNode }) {
  return (
    <Stack gap={6} className={classes.rowMain}>
      <Group gap="xs">
        {title}
        {badges}
      </Group>
      <Group gap={2} style={{ columnGap: "var(--mantine-spacing-md)" }}>
        <Text size="sm" c="dimmed">
          {node.country || "Unknown country"} · {node.farm}
        </Text>
        <NodeHealthLink node={node.node} />
      </Group>
      <NodeSpecs node={node} />
    </Stack>
  );
}
