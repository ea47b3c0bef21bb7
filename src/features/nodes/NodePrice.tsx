import { Group, Stack, Text } from "@mantine/core";
import { extraFeeUsd } from "@kubecloud/sdk";
import { formatUsd } from "../../lib/format.ts";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

/**
 * A node's price (product-rules §9): the monthly price, the list price struck through with "N% off" when the
 * server gives a discount, the farm's extra fee when there is one (the price filter and sort go by the price
 * before it, as the grid does), and the hourly price.
 */
export function NodePrice({ node }: { node: MarketNode }) {
  const fee = extraFeeUsd(node.node);
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap" align="baseline">
        <Text fw={700} fz="lg" className={classes.price}>
          {formatUsd(node.price)}
        </Text>
        <Text size="sm" c="dimmed">
          /month
        </Text>
      </Group>
      {node.discount > 0 && (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" td="line-through" aria-label={`List price ${formatUsd(node.listPrice)}`}>
            {formatUsd(node.listPrice)}
          </Text>
          <Text size="sm" fw={600} className={classes.discount}>
            {node.discount}% off
          </Text>
        </Group>
      )}
      {fee > 0 && (
        <Text size="sm" c="dimmed">
          incl. {formatUsd(fee)} farm fee
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {formatUsd(node.hourly)} /hour
      </Text>
    </Stack>
  );
}
