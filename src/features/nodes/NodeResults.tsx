import { Button, Skeleton, Stack, Text } from "@mantine/core";
import { operations } from "@kubecloud/sdk";
import type { ComponentProps } from "react";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { NodeList } from "./NodeList.tsx";
import { LoadMore } from "./LoadMore.tsx";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

/** What the list needs of the market's paged query. */
export interface GridStatus {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** The rows are the previous filters' while the new ones load. */
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/** The list part of the market: loading skeletons, the retry panel, an empty state, or the nodes themselves. */
export function NodeResults({
  grid,
  onRetry,
  shown,
  catchingUp = false,
  total,
  filterCount,
  onClear,
  ...list
}: {
  grid: GridStatus;
  onRetry: () => void;
  shown: readonly MarketNode[];
  /** The rows loaded are newer than `shown`, which render next (NodesPage defers them). */
  catchingUp?: boolean;
  /** How many nodes pass the filters on the server. */
  total: number;
  filterCount: number;
  onClear: () => void;
} & Omit<ComponentProps<typeof NodeList>, "nodes" | "setSize" | "busy" | "onNearEnd">) {
  if (grid.isPending || (catchingUp && shown.length === 0)) return <NodesLoading />;
  if (grid.isError && !grid.isFetchNextPageError)
    return (
      <RetryPanel
        message={operations.listGridNodes.errorMessage}
        error={grid.error}
        retrying={grid.isFetching}
        onRetry={onRetry}
      />
    );
  const busy = grid.isPlaceholderData || catchingUp;
  if (shown.length === 0 && !busy) return <NoNodesShown filterCount={filterCount} onClear={onClear} />;
  const more = grid.hasNextPage && !busy;
  const loadMore = () => {
    if (more && !grid.isFetchingNextPage && !grid.isFetchNextPageError) void grid.fetchNextPage();
  };
  return (
    <Stack gap="md" className={busy ? classes.busy : undefined}>
      <NodeList nodes={shown} setSize={total} busy={busy || grid.isFetchingNextPage} onNearEnd={loadMore} {...list} />
      <LoadMore
        shown={shown.length}
        total={total}
        more={more}
        loading={grid.isFetchingNextPage}
        failed={grid.isFetchNextPageError}
        onLoad={() => void grid.fetchNextPage()}
      />
    </Stack>
  );
}

function NodesLoading() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Text size="sm" c="dimmed">
        Loading available nodes...
      </Text>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={104} radius="md" className={classes.pending} />
      ))}
    </Stack>
  );
}

function NoNodesShown({ filterCount, onClear }: { filterCount: number; onClear: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" className={classes.empty}>
      <Text fw={600}>{filterCount > 0 ? "No nodes match your filters" : "No nodes on offer right now"}</Text>
      <Text size="sm" c="dimmed">
        {filterCount > 0
          ? "Try fewer filters, a lower minimum or a wider price range."
          : "Nodes appear here when farmers offer them; try again later."}
      </Text>
      {filterCount > 0 && <Button onClick={onClear}>Clear All Filters</Button>}
    </Stack>
  );
}
