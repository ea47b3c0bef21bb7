import { Group, Text } from "@mantine/core";
import { formatCapacity, formatUptime } from "../../lib/format.ts";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

/** CPU, RAM, storage, GPUs and uptime, as "label value" pairs that wrap on narrow screens. */
export function NodeSpecs({ node }: { node: MarketNode }) {
  const specs: [string, string][] = [
    ["CPU", `${node.cpu} vCPU`],
    ["RAM", formatCapacity(node.ramGB)],
    ["Storage", formatCapacity(node.storageGB)],
    ["GPU", node.gpus > 0 ? String(node.gpus) : "none"],
    ["Uptime", node.uptime > 0 ? formatUptime(node.uptime) : "down"],
  ];
  return (
    <Group gap="md" component="dl" m={0} className={classes.specs}>
      {specs.map(([label, value]) => (
        <Group key={label} gap={4} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
