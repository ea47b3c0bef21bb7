import { Alert, Button, CloseButton, Group, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Cluster, ClusterNode, Deployment } from "@kubecloud/sdk";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { CheckIcon, ErrorIcon } from "../../../components/icons.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ScheduledBadge } from "../../../components/ScheduledBadge.tsx";
import { SectionLoader } from "../../../components/SectionPanel.tsx";
import { formatClock, formatDateTime, formatMb, formatUsd } from "../../../lib/format.ts";
import type { ScheduledAction } from "../../../lib/scheduled-actions.ts";
import { useRefocus } from "../../../lib/use-refocus.ts";
import { clonePath, cloneState } from "../clone/clone.ts";
import { PriceNote } from "../editor/PriceNote.tsx";
import { plural } from "../format.ts";
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
import { useClusterChanges, useLeaveOnceDeleting } from "./use-cluster-changes.ts";
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

type ClusterCost = ReturnType<typeof useClusterCost>;

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

interface ManageHeaderProps {
  deployment: Deployment;
  /** The cluster is being deleted (or counting down to it): nothing new starts. */
  deleting: boolean;
  scheduledDelete: ScheduledAction | undefined;
  onAddNode: () => void;
  onDelete: () => void;
}

/** The cluster's name and age, with Add Node, Clone, and Delete (or the deletion's countdown with its Undo). */
function ManageHeader({ deployment, deleting, scheduledDelete, onAddNode, onDelete }: ManageHeaderProps) {
  const { cluster } = deployment;
  return (
    <PageHeader
      title={cluster.name}
      description={`Created ${formatDateTime(deployment.created_at)} · ${plural(cluster.nodes.length, "node")}`}
      actions={
        <>
          <Button onClick={onAddNode} disabled={deleting}>
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
            <Button color="red" variant="light" onClick={onDelete} disabled={deleting}>
              Delete Cluster
            </Button>
          )}
        </>
      }
    />
  );
}

/** The cluster's totals: nodes, vCPU, RAM, storage and its price a month. */
function ClusterTotals({ cluster, cost }: { cluster: Cluster; cost: ClusterCost["cost"] }) {
  const sum = (pick: (node: ClusterNode) => number) => cluster.nodes.reduce((total, node) => total + pick(node), 0);
  return (
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
  );
}

/** The allocation panel, loaded after the page's own content. */
function LazyAllocationPanel({ cluster }: { cluster: Cluster }) {
  return (
    <Suspense fallback={<SectionLoader label="Loading the allocation" />}>
      <AllocationPanel cluster={cluster} />
    </Suspense>
  );
}

/** A running cluster: totals, its nodes, kubeconfig and metrics; add and remove nodes, delete it. */
export function ManageView({ deployment, record }: { deployment: Deployment; record?: DeployRecord }) {
  const { cluster } = deployment;
  const changes = useClusterChanges(cluster);
  const { deleting } = changes;
  const [adding, setAdding] = useState(false);
  const [removal, setRemoval] = useState<ClusterNode | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Once a removal is confirmed the node's Remove button is gone: the focus goes to the nodes table, not the body.
  const nodesRegion = useRefocus<HTMLDivElement>();
  const leaveOnceDeleting = useLeaveOnceDeleting(changes.deletionStarted);
  const { cost, rentUnknown } = useClusterCost(cluster);
  // A scheduled removal closes its dialog and refocuses the table; a deletion leaves the page once it starts.
  const removed = () => {
    setRemoval(null);
    nodesRegion.refocus();
  };
  const deleted = () => {
    setConfirmDelete(false);
    leaveOnceDeleting();
  };

  return (
    <Stack gap="lg">
      <ManageHeader
        deployment={deployment}
        deleting={deleting}
        scheduledDelete={changes.scheduledDelete}
        onAddNode={() => setAdding(true)}
        onDelete={() => setConfirmDelete(true)}
      />
      {record && <Deployed record={record} />}
      <Operations operations={changes.operations} />
      <ClusterTotals cluster={cluster} cost={cost} />
      {cost && <PriceNote cost={cost} rentUnknown={rentUnknown} />}
      <NodesTable
        cluster={cluster}
        removing={changes.removing}
        scheduledRemoval={changes.scheduledRemoval}
        onRemove={deleting ? undefined : setRemoval}
        regionRef={nodesRegion.ref}
      />
      <LazyAllocationPanel cluster={cluster} />
      <SshAccessPanel cluster={cluster} />
      <KubeconfigPanel cluster={cluster.name} />
      <MetricsPanel cluster={cluster.name} />
      <AddNodeDialog opened={adding} cluster={cluster} monthly={cost?.monthly} onDone={() => setAdding(false)} />
      <RemoveNodeDialog cluster={cluster} node={removal} onClose={() => setRemoval(null)} onScheduled={removed} />
      <DeleteClusterDialog
        cluster={cluster}
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onScheduled={deleted}
      />
    </Stack>
  );
}
