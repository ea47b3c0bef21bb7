import { Alert, Button, Center, CloseButton, Group, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { clusterNodeName, type ClusterNode, type Deployment } from "@kubecloud/sdk";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { CheckIcon, ErrorIcon } from "../../../components/icons.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ScheduledBadge } from "../../../components/ScheduledBadge.tsx";
import { dashboardPath } from "../../../config/paths.ts";
import { formatClock, formatDateTime, formatMb, formatUsd } from "../../../lib/format.ts";
import { useScheduledActions } from "../../../lib/use-scheduled-actions.ts";
import { clonePath, cloneState } from "../clone/clone.ts";
import { PriceNote } from "../editor/PriceNote.tsx";
import { plural } from "../format.ts";
import { operationsOn } from "../mutations.ts";
import { undoKeys } from "../scheduled.ts";
import { isActive, timelineOf, type DeployRecord, type Operation } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { AddNodeDialog } from "./AddNodeDialog.tsx";
import { DeleteClusterDialog } from "./DeleteClusterDialog.tsx";
import { KubeconfigPanel } from "./KubeconfigPanel.tsx";
import { MetricsPanel } from "./MetricsPanel.tsx";
import { NodesTable } from "./NodesTable.tsx";
import { RemoveNodeDialog } from "./RemoveNodeDialog.tsx";
import { SshAccessPanel } from "./SshAccessPanel.tsx";
import { useClusterCost } from "./use-cluster-cost.ts";
import { TimelineList } from "./TimelineList.tsx";
import classes from "../Clusters.module.css";

// The allocation chart (d3-scale) loads with the panel, after the page's own content.
const AllocationPanel = lazy(() => import("./AllocationPanel.tsx").then((m) => ({ default: m.AllocationPanel })));

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" className={classes.number}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

const running: Record<Operation["kind"], (op: Operation) => string> = {
  "add-node": (op) => `Adding ${op.node ?? "a node"}: it joins the cluster in a few minutes.`,
  "remove-node": (op) => `Removing ${op.node ?? "a node"}…`,
  delete: () => "Deleting this cluster…",
  "delete-all": () => "Deleting all your clusters…",
};
const failedText: Record<Operation["kind"], (op: Operation) => string> = {
  "add-node": (op) => `Adding ${op.node ?? "the node"} failed; the server removed what it had started.`,
  "remove-node": (op) => `Removing ${op.node ?? "the node"} failed.`,
  delete: () => "Deleting this cluster failed.",
  "delete-all": () => "Deleting all clusters failed.",
};

function Operations({ operations }: { operations: Operation[] }) {
  const { tracker } = useTracker();
  return operations.map((op) =>
    isActive(op) ? (
      <Alert key={op.taskId} color="blue" variant="light" icon={<Loader size={16} aria-hidden />} role="status">
        {running[op.kind](op)}
      </Alert>
    ) : (
      <Alert
        key={op.taskId}
        color="red"
        variant="light"
        icon={<ErrorIcon />}
        role="alert"
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={() => tracker.dismissOperation(op.taskId)}
      >
        {failedText[op.kind](op)}
      </Alert>
    ),
  );
}

/** Shown after a deployment this tab followed: when it finished, and its timeline on demand. */
function Deployed({ record }: { record: DeployRecord }) {
  const { tracker } = useTracker();
  const [open, setOpen] = useState(false);
  const timeline = timelineOf(record);
  return (
    <Alert color="green" variant="light" icon={<CheckIcon />} title="The cluster is running">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            All {timeline.total} steps done{timeline.finishedAt ? ` at ${formatClock(timeline.finishedAt)}` : ""}.
          </Text>
          <CloseButton
            aria-label="Dismiss the deployment report"
            onClick={() => tracker.dismissDeployment(record.cluster)}
          />
        </Group>
        <Button size="compact-sm" variant="subtle" w="fit-content" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Hide the Timeline" : "Show the Timeline"}
        </Button>
        {open && <TimelineList timeline={timeline} />}
      </Stack>
    </Alert>
  );
}

/** A running cluster: totals, its nodes, kubeconfig and metrics; add and remove nodes, delete it. */
export function ManageView({ deployment, record }: { deployment: Deployment; record?: DeployRecord }) {
  const navigate = useNavigate();
  const { state } = useTracker();
  const { cluster } = deployment;
  const operations = operationsOn(state.operations, cluster.name);
  const deletionStarted = operations.some((op) => (op.kind === "delete" || op.kind === "delete-all") && isActive(op));
  const scheduled = useScheduledActions();
  // A deletion counting down (this cluster's or all of them) or already sent: nothing new starts here.
  const scheduledDelete = scheduled.find(
    (action) => action.key === undoKeys.cluster(cluster.name) || action.key === undoKeys.all,
  );
  const deleting = deletionStarted || scheduledDelete !== undefined;
  const scheduledRemoval = (node: string) =>
    scheduled.find((action) => action.key === undoKeys.node(cluster.name, node));
  const removing = new Set([
    ...operations.filter((op) => op.kind === "remove-node" && isActive(op)).map((op) => op.node ?? ""),
    ...cluster.nodes
      .map((node) => clusterNodeName(node, cluster))
      .filter((name) => scheduledRemoval(name)?.state === "sending"),
  ]);
  const [adding, setAdding] = useState(false);
  const [removal, setRemoval] = useState<ClusterNode | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Once a removal is confirmed the node's Remove button is gone: the focus goes to the nodes table, not the body.
  const [removals, setRemovals] = useState(0);
  const nodesRegion = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (removals > 0) nodesRegion.current?.focus();
  }, [removals]);
  // A deletion scheduled here leads to the clusters once the server has taken it (not if it is undone).
  const [leaveOnceDeleting, setLeaveOnceDeleting] = useState(false);
  useEffect(() => {
    if (leaveOnceDeleting && deletionStarted) void navigate(dashboardPath("clusters"));
  }, [leaveOnceDeleting, deletionStarted, navigate]);

  const { cost, rentUnknown } = useClusterCost(cluster);
  const sum = (pick: (node: ClusterNode) => number) => cluster.nodes.reduce((total, node) => total + pick(node), 0);

  return (
    <Stack gap="lg">
      <PageHeader
        title={cluster.name}
        description={`Created ${formatDateTime(deployment.created_at)} · ${plural(cluster.nodes.length, "node")}`}
        actions={
          <>
            <Button onClick={() => setAdding(true)} disabled={deleting}>
              Add Node
            </Button>
            <Button component={Link} to={clonePath} state={cloneState(cluster)} variant="default">
              Clone
            </Button>
            {scheduledDelete?.state === "waiting" ? (
              <ScheduledBadge
                action={scheduledDelete}
                doing="Deleting"
                what={scheduledDelete.key === undoKeys.all ? "deleting all clusters" : `deleting ${cluster.name}`}
              />
            ) : (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)} disabled={deleting}>
                Delete Cluster
              </Button>
            )}
          </>
        }
      />
      {record && <Deployed record={record} />}
      <Operations operations={operations} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Tile label="Nodes" value={String(cluster.nodes.length)} />
        <Tile label="vCPU" value={String(sum((node) => node.cpu))} />
        <Tile label="RAM" value={formatMb(sum((node) => node.memory))} />
        <Tile label="Storage" value={formatMb(sum((node) => node.root_size + node.disk_size))} />
        <Tile
          label="Price a month"
          value={cost ? `${formatUsd(cost.monthly)}${cost.partial ? "+" : ""}` : "—"}
          note={
            cost && (cost.estimated ? "an estimate" : cost.rentedNodes.length > 0 ? "on top of your rent" : undefined)
          }
        />
      </SimpleGrid>
      {cost && <PriceNote cost={cost} rentUnknown={rentUnknown} />}
      <NodesTable
        cluster={cluster}
        removing={removing}
        scheduledRemoval={scheduledRemoval}
        onRemove={deleting ? undefined : setRemoval}
        regionRef={nodesRegion}
      />
      <Suspense
        fallback={
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading the allocation" />
          </Center>
        }
      >
        <AllocationPanel cluster={cluster} />
      </Suspense>
      <SshAccessPanel cluster={cluster} />
      <KubeconfigPanel cluster={cluster.name} />
      <MetricsPanel cluster={cluster.name} />
      <AddNodeDialog opened={adding} cluster={cluster} monthly={cost?.monthly} onDone={() => setAdding(false)} />
      <RemoveNodeDialog
        cluster={cluster}
        node={removal}
        onClose={() => setRemoval(null)}
        onScheduled={() => {
          setRemoval(null);
          setRemovals((n) => n + 1);
        }}
      />
      <DeleteClusterDialog
        cluster={cluster}
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onScheduled={() => {
          setConfirmDelete(false);
          setLeaveOnceDeleting(true);
        }}
      />
    </Stack>
  );
}
