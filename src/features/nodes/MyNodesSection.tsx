import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { monthlyCost, splitByHealth } from "@kubecloud/sdk";
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { Link } from "react-router-dom";
import { SkippedItems } from "../../components/feedback/SkippedItems.tsx";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { ScheduledBadge } from "../../components/ScheduledBadge.tsx";
import { paths } from "../../config/paths.ts";
import { texts } from "../../config/texts.ts";
import { undoTexts } from "../../config/undo-texts.ts";
import { useApi } from "../../lib/api-context.ts";
import { formatUsd } from "../../lib/format.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";
import { scheduledActions, type ScheduledAction } from "../../lib/scheduled-actions.ts";
import { useScheduledActions } from "../../lib/use-scheduled-actions.ts";
import { useSkippedItems } from "../../lib/queries/read-list.ts";
import { NodePrice } from "./NodePrice.tsx";
import { NodeSummary } from "./NodeSummary.tsx";
import { ReleaseDialog } from "./ReleaseDialog.tsx";
import { toMarketNode, type MarketNode } from "./market.ts";
import { releaseKey, useReleaseNode } from "./node-actions.ts";
import classes from "./NodesPage.module.css";

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

interface RentedNodeProps {
  node: MarketNode;
  releasing: boolean;
  /** A release counting down: the card says so and its button undoes it. */
  countdown?: ScheduledAction;
  onRelease: () => void;
  /** The row is leaving (released) while the focus is in it: where the focus goes instead of the page's body. */
  onFocusLost: () => void;
}

function RentedNode({ node, releasing: sending, countdown, onRelease, onFocusLost }: RentedNodeProps) {
  const waiting = countdown?.state === "waiting";
  const words = undoTexts.releaseNode(node.nodeId);
  const releasing = sending || countdown?.state === "sending";
  const row = useRef<HTMLLIElement>(null);
  const focusLost = useRef(onFocusLost);
  useLayoutEffect(() => {
    focusLost.current = onFocusLost;
  });
  // Runs before the row leaves the page, while the focus can still be seen in it.
  useLayoutEffect(() => {
    const element = row.current;
    return () => {
      if (element?.contains(document.activeElement)) focusLost.current();
    };
  }, []);
  return (
    <li ref={row} className={classes.row} aria-label={`Node ${node.nodeId}`}>
      <NodeSummary
        node={node}
        title={<Text fw={700}>Node {node.nodeId}</Text>}
        badges={
          <>
            {node.node.healthy !== true && (
              <Badge color="red" variant="filled">
                Unhealthy
              </Badge>
            )}
            {waiting && <ScheduledBadge action={countdown} doing="Releasing" what={words.what} withUndo={false} />}
          </>
        }
      />
      <Group gap="md" className={classes.rowSide} wrap="nowrap">
        <NodePrice node={node} />
        {/* One button throughout (Release, Undo, Releasing…): the focus comes back to it after the confirmation.
            Busy, not disabled, while releasing. */}
        {waiting ? (
          <Button
            variant="default"
            onClick={() => scheduledActions.undo(countdown.id)}
            aria-label={`Undo ${words.what}`}
          >
            Undo
          </Button>
        ) : (
          <Button
            color="red"
            variant="light"
            onClick={releasing ? undefined : onRelease}
            data-disabled={releasing || undefined}
            aria-disabled={releasing || undefined}
            aria-label={releasing ? `Releasing node ${node.nodeId}…` : `Release node ${node.nodeId}`}
            leftSection={releasing ? <Loader size={14} color="currentColor" /> : undefined}
          >
            {releasing ? "Releasing…" : "Release"}
          </Button>
        )}
      </Group>
    </li>
  );
}

/** The section's title, what it is, and its Refresh and Reserve New Node buttons. */
function MyNodesHeader({
  headingRef,
  refreshing,
  onRefresh,
}: {
  /** Focus returns here when a released node's row goes away. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={2} ref={headingRef} tabIndex={-1}>
          My Nodes
        </Title>
        <Text c="dimmed">The nodes you rent: whole machines, billed by the hour.</Text>
      </div>
      <Group gap="xs">
        <Button variant="default" onClick={onRefresh} loading={refreshing}>
          Refresh
        </Button>
        <Button component={Link} to={paths.nodes}>
          Reserve New Node
        </Button>
      </Group>
    </Group>
  );
}

/** Nothing rented (and nothing left out): an invitation to reserve a first node. */
function NoRentedNodes() {
  return (
    <Paper withBorder p="xl" radius="md" ta="center">
      <Text fw={600}>No nodes rented yet</Text>
      <Text size="sm" c="dimmed" mb="sm">
        Reserve a node to run your workloads on a machine of your own.
      </Text>
      <Button component={Link} to={paths.nodes}>
        Reserve Your First Node
      </Button>
    </Paper>
  );
}

/** The dashboard's "My nodes": what the user rents, healthy and unhealthy apart, what it costs, and release. */
export function MyNodesSection() {
  const api = useApi();
  const rented = useQuery(nodeQueries.rented(api));
  const skipped = useSkippedItems("rented-nodes");
  const { release, releasing } = useReleaseNode();
  const scheduled = useScheduledActions();
  const [confirming, setConfirming] = useState<MarketNode | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { healthy, unhealthy } = useMemo(() => {
    const split = splitByHealth(rented.data ?? []);
    return { healthy: split.healthy.map(toMarketNode), unhealthy: split.unhealthy.map(toMarketNode) };
  }, [rented.data]);
  const total = healthy.length + unhealthy.length;
  const groups: [string, MarketNode[]][] = [
    ["Unhealthy", unhealthy],
    ["Healthy", healthy],
  ];
  return (
    <Stack>
      <MyNodesHeader headingRef={heading} refreshing={rented.isRefetching} onRefresh={() => void rented.refetch()} />
      {rented.isPending ? (
        <Loader aria-label="Loading your nodes" />
      ) : rented.isError ? (
        <RetryPanel
          label="My nodes"
          message={texts.nodes.rentedFetchFailed}
          retrying={rented.isFetching}
          onRetry={() => void rented.refetch()}
        />
      ) : (
        <>
          <SkippedItems skipped={skipped} noun={["rented node", "rented nodes"]} />
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Tile label="Total nodes" value={String(total)} />
            <Tile label="Healthy" value={String(healthy.length)} />
            <Tile label="Unhealthy" value={String(unhealthy.length)} />
            <Tile label="Monthly cost" value={formatUsd(monthlyCost(rented.data))} />
          </SimpleGrid>
          {total === 0 && skipped.length === 0 && <NoRentedNodes />}
          {groups.map(
            ([label, list]) =>
              list.length > 0 && (
                <section key={label} aria-label={`${label} nodes`}>
                  <Title order={3} size="h4" mb="xs">
                    {label} ({list.length})
                  </Title>
                  <Stack component="ul" gap="sm" p={0} m={0}>
                    {list.map((node) => (
                      <RentedNode
                        key={node.nodeId}
                        node={node}
                        releasing={releasing.has(node.nodeId)}
                        countdown={scheduled.find((action) => action.key === releaseKey(node.nodeId))}
                        onRelease={() => setConfirming(node)}
                        onFocusLost={() => heading.current?.focus()}
                      />
                    ))}
                  </Stack>
                </section>
              ),
          )}
        </>
      )}
      <ReleaseDialog
        node={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={(node) => {
          setConfirming(null);
          release({ nodeId: node.nodeId, rentContractId: node.node.rentContractId });
        }}
      />
    </Stack>
  );
}
