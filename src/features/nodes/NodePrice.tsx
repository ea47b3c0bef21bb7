import { Group, Stack, Text } from "@mantine/core";
import { formatUsd } from "../../lib/format.ts";
import type { MarketNode } from "./market.ts";

/**
 * A node's price (product-rules §9): the monthly price, the list price struck through with "N% off" when the
 * server gives a discount, and the hourly price.
 */
export function NodePrice({ node, align = "flex-end" }: { node: MarketNode; align?: "flex-start" | "flex-end" }) {
  return (
    <Stack gap={0} align={align}>
      <Group gap={6} wrap="nowrap" align="baseline">
        <Text fw={700} fz="lg" c="green.8">
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
          <Text size="sm" fw={600} c="orange.9">
            {node.discount}% off
          </Text>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {formatUsd(node.hourly)} /hour
      </Text>
    </Stack>
  );
}
