import { Stack, Text } from "@mantine/core";
import type { ClusterCost } from "@kubecloud/sdk";
import { texts } from "../../../config/texts.ts";
import { formatUsd } from "../../../lib/format.ts";
import { plural } from "../format.ts";

/**
 * How a cluster's price was reached, under the figure: VMs on reserved nodes add nothing (their rent is
 * billed in My Nodes), VMs on shared nodes are an estimate (and on what basis), VMs on unknown nodes are
 * left out. The wizard's review, the cluster page and Add Node all say it the same way.
 */
export function PriceNote({ cost, rentUnknown = false }: { cost: ClusterCost; rentUnknown?: boolean }) {
  const onRent = cost.lines.filter((line) => line.basis === "rent").length;
  const unknown = cost.lines.filter((line) => line.basis === "unknown").length;
  const lines = [
    onRent > 0 && texts.clusters.rentCovers(onRent, cost.rentedNodes, formatUsd(cost.rent)),
    cost.estimated && texts.clusters.estimateBasis,
    unknown > 0 &&
      `${plural(unknown, "VM")} left out: ${unknown === 1 ? "its node is" : "their nodes are"} no longer listed.`,
    rentUnknown && texts.clusters.rentUnknown,
  ].filter((line): line is string => typeof line === "string");
  if (lines.length === 0) return null;
  return (
    <Stack gap={4} data-testid="price-note">
      {lines.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
