import { Button, Skeleton, Stack, Text } from "@mantine/core";
import { operations } from "@kubecloud/sdk";
import type { ComponentProps } from "react";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { NodeList } from "./NodeList.tsx";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

type GridStatus = { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown };

/** The list part of the market: loading skeletons, the retry panel, an empty state, or the nodes themselves. */
export function NodeResults({
  grid,
  onRetry,
  shown,
  total,
  filterCount,
  onClear,
  ...list
}: {
  grid: GridStatus;
  onRetry: () => void;
  shown: readonly MarketNode[];
  total: number;
  filterCount: number;
  onClear: () => void;
} & Omit<ComponentProps<typeof NodeList>, "nodes">) {
  if (grid.isPending) return <NodesLoading />;
  if (grid.isError)
    return (
      <RetryPanel
        message={operations.listGridNodes.errorMessage}
        error={grid.error}
        retrying={grid.isFetching}
        onRetry={onRetry}
      />
    );
  if (shown.length === 0) return <NoNodesShown total={total} filterCount={filterCount} onClear={onClear} />;
  return <NodeList nodes={shown} {...list} />;
}

function NodesLoading() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Text size="sm" c="dimmed">
        Loading available nodes...
      </Text>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={104} radius="md" />
      ))}
    </Stack>
  );
}

function NoNodesShown({ total, filterCount, onClear }: { total: number; filterCount: number; onClear: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" className={classes.empty}>
      <Text fw={600}>{filterCount > 0 ? "No nodes match your filters" : "No nodes on offer right now"}</Text>
      <Text size="sm" c="dimmed">
        {filterCount > 0
          ? `All ${total} nodes are hidden by the filters.`
          : "Nodes appear here when farmers offer them; try again later."}
      </Text>
      {filterCount > 0 && <Button onClick={onClear}>Clear All Filters</Button>}
    </Stack>
  );
}
