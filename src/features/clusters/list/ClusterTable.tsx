import { Anchor, Badge, Table, UnstyledButton } from "@mantine/core";
import type { ClusterNode, Deployment } from "@kubecloud/sdk";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { ScheduledBadge } from "../../../components/ScheduledBadge.tsx";
import { clusterPath } from "../../../config/paths.ts";
import type { ScheduledAction } from "../../../lib/scheduled-actions.ts";
import { formatDateTime, formatMb } from "../../../lib/format.ts";
import { undoKeys } from "../scheduled.ts";
import { isActive, type Operation } from "../tracker.ts";
import { clusterSortDirection, type ClusterSort } from "./cluster-list-view.ts";
import { DataCell, DataTable } from "../../../components/table/DataTable.tsx";
import classes from "../Clusters.module.css";

const busy: Record<Operation["kind"], string> = {
  "add-node": "Adding a node…",
  "remove-node": "Removing a node…",
  delete: "Deleting…",
  "delete-all": "Deleting…",
};

function Status({
  name,
  operations,
  countdown,
}: {
  name: string;
  operations: Operation[];
  countdown?: ScheduledAction;
}) {
  const active = operations.find(isActive);
  if (countdown?.state === "waiting") {
    // Delete all's Undo is above the list, one for every row.
    const own = countdown.key !== undoKeys.all;
    return <ScheduledBadge action={countdown} doing="Deleting" what={`deleting ${name}`} withUndo={own} />;
  }
  if (countdown)
    return (
      <Badge variant="light" color="yellow">
        {busy.delete}
      </Badge>
    );
  return active ? (
    <Badge variant="light" color="yellow">
      {busy[active.kind]}
    </Badge>
  ) : (
    <Badge variant="light" color="green">
      Running
    </Badge>
  );
}

/** A column header that orders the list by its column; `aria-sort` says which column does. */
function SortHeader({
  label,
  by,
  sort,
  onSort,
}: {
  label: string;
  by: ClusterSort;
  sort: ClusterSort;
  onSort: (sort: ClusterSort) => void;
}) {
  return (
    <Table.Th scope="col" aria-sort={sort === by ? clusterSortDirection[by] : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(by)} data-active={sort === by || undefined}>
        {label}
        <span aria-hidden="true">{sort === by ? (clusterSortDirection[by] === "ascending" ? " ↑" : " ↓") : ""}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

interface ClusterTableProps {
  label: string;
  clusters: readonly Deployment[];
  operationsOf: (cluster: string) => Operation[];
  /** A deletion of the cluster (or of all) counting down or already sent. */
  countdownOf: (cluster: string) => ScheduledAction | undefined;
  sort: ClusterSort;
  onSort: (sort: ClusterSort) => void;
  /** The row's actions (view, kubeconfig, add node, delete). */
  actions: (deployment: Deployment) => ReactNode;
}

/**
 * One region's clusters: status, nodes, CPU, RAM and storage totals, created, and the row's actions; a row
 * opens its cluster. Name, Nodes and Created order the list.
 */
export function ClusterTable({ label, clusters, operationsOf, countdownOf, sort, onSort, actions }: ClusterTableProps) {
  const navigate = useNavigate();
  const sum = (nodes: ClusterNode[], pick: (node: ClusterNode) => number) =>
    nodes.reduce((total, node) => total + pick(node), 0);
  return (
    <DataTable
      label={label}
      minWidth={860}
      layout="fixed"
      aria-label={label}
      columns={[
        <SortHeader label="Name" by="name" sort={sort} onSort={onSort} />,
        // Room for "Deleting in 10 s" on one line.
        { label: "Status", w: 140 },
        <SortHeader label="Nodes" by="nodes" sort={sort} onSort={onSort} />,
        "vCPU",
        "RAM",
        "Storage",
        <SortHeader label="Created" by="created" sort={sort} onSort={onSort} />,
        { label: "Actions", w: 168, numeric: true },
      ]}
    >
      {clusters.map((deployment) => {
        const { cluster, created_at } = deployment;
        return (
          <Table.Tr
            key={cluster.name}
            style={{ cursor: "pointer" }}
            // The name is the link for keyboards and screen readers; the rest of the row takes a click. A click
            // on a control, or inside a dialog or tooltip it opened (React events cross portals), stays there.
            onClick={(event) => {
              const target = event.target as HTMLElement;
              if (!event.currentTarget.contains(target) || target.closest("a, button")) return;
              void navigate(clusterPath(cluster.name));
            }}
          >
            <DataCell label="Name">
              <Anchor component={Link} to={clusterPath(cluster.name)} fw={500}>
                {cluster.name}
              </Anchor>
            </DataCell>
            <DataCell label="Status">
              <Status
                name={cluster.name}
                operations={operationsOf(cluster.name)}
                countdown={countdownOf(cluster.name)}
              />
            </DataCell>
            <DataCell label="Nodes" numeric>
              {cluster.nodes.length}
            </DataCell>
            <DataCell label="vCPU" numeric>
              {sum(cluster.nodes, (node) => node.cpu)}
            </DataCell>
            <DataCell label="RAM" numeric>
              {formatMb(sum(cluster.nodes, (node) => node.memory))}
            </DataCell>
            <DataCell label="Storage" numeric>
              {formatMb(sum(cluster.nodes, (node) => node.root_size + node.disk_size))}
            </DataCell>
            <DataCell label="Created">{formatDateTime(created_at)}</DataCell>
            <DataCell label="Actions">{actions(deployment)}</DataCell>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
