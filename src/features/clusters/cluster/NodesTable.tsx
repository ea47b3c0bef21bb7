import { Badge, Button, Group, Table, Text } from "@mantine/core";
import { clusterNodeName, type Cluster, type ClusterNode } from "@kubecloud/sdk";
import type { Ref } from "react";
import { CopyValueButton } from "../../../components/CopyValueButton.tsx";
import { ScheduledBadge } from "../../../components/ScheduledBadge.tsx";
import type { ScheduledAction } from "../../../lib/scheduled-actions.ts";
import { formatMb } from "../../../lib/format.ts";
import { DataCell, DataTable } from "../../../components/table/DataTable.tsx";
import classes from "../Clusters.module.css";

const typeLabels: Readonly<Record<string, string>> = { leader: "Leader", master: "Master", worker: "Worker" };
/** A role the contract does not know yet shows as the server wrote it, in a neutral badge. */
const typeLabel = (type: string) => typeLabels[type] ?? type;

interface NodesTableProps {
  cluster: Pick<Cluster, "name" | "project_name" | "nodes">;
  /** Nodes (by their user-given name) with a removal in progress. */
  removing: ReadonlySet<string>;
  /** A node's removal counting down (its Undo shows in the row). */
  scheduledRemoval?: (node: string) => ScheduledAction | undefined;
  /** Absent while the cluster cannot change (it is being deleted). */
  onRemove?: (node: ClusterNode) => void;
  /** The table's region, which takes the focus once a node's removal is confirmed (its Remove button is gone). */
  regionRef?: Ref<HTMLDivElement>;
}

/** A value to paste elsewhere (an address, a contract id), with its copy button; "—" when the server has none. */
function Copyable({ value, what, className }: { value: string | number | undefined; what: string; className: string }) {
  if (value === undefined || value === "") return <span className={className}>—</span>;
  return (
    <Group gap={2} wrap="nowrap">
      <span className={className}>{value}</span>
      <CopyValueButton value={String(value)} what={what} />
    </Group>
  );
}

/** Each node with its user-given name and its removal's countdown, if any. */
function namedNodes(cluster: NodesTableProps["cluster"], scheduledRemoval: NodesTableProps["scheduledRemoval"]) {
  return cluster.nodes.map((node) => {
    const name = clusterNodeName(node, cluster);
    return { node, name, countdown: scheduledRemoval?.(name) };
  });
}

interface NodeActionProps extends Pick<NodesTableProps, "removing" | "onRemove"> {
  node: ClusterNode;
  name: string;
  countdown: ScheduledAction | undefined;
}

/** A row's action: the removal's countdown, "Removing…", a note for the leader, or Remove. */
function NodeAction({ node, name, countdown, removing, onRemove }: NodeActionProps) {
  if (countdown?.state === "waiting") {
    return <ScheduledBadge action={countdown} doing="Removing" what={`removing ${name}`} />;
  }
  if (removing.has(name)) {
    return (
      <Badge variant="light" color="yellow">
        Removing…
      </Badge>
    );
  }
  if (node.type === "leader") {
    return (
      <Text size="xs" c="dimmed">
        The leader stays
      </Text>
    );
  }
  if (!onRemove) return null;
  return (
    <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRemove(node)} aria-label={`Remove ${name}`}>
      Remove
    </Button>
  );
}

/** The cluster's VMs with where they run and their addresses (each with a copy button); Remove for all but the leader. */
export function NodesTable({ cluster, removing, scheduledRemoval, onRemove, regionRef }: NodesTableProps) {
  const named = namedNodes(cluster, scheduledRemoval);
  return (
    <DataTable
      label="Cluster nodes"
      minWidth={980}
      regionRef={regionRef}
      columns={[
        "Name",
        "Type",
        "Node ID",
        "CPU",
        "RAM",
        "Storage",
        "IP",
        "Mycelium IP",
        "Contract ID",
        <Table.Th scope="col">
          <Text span size="sm" fw={700}>
            Actions
          </Text>
        </Table.Th>,
      ]}
    >
      {named.map(({ node, name, countdown }) => (
        <Table.Tr key={name}>
          <DataCell label="Name">
            <Text size="sm" fw={500}>
              {name}
            </Text>
          </DataCell>
          <DataCell label="Type">
            <Badge variant="light" color={node.type === "leader" || node.type === "master" ? "blue" : "gray"}>
              {typeLabel(node.type)}
            </Badge>
          </DataCell>
          <DataCell label="Node ID" numeric>
            {node.node_id}
          </DataCell>
          <DataCell label="CPU" numeric>
            {node.cpu} vCPU
          </DataCell>
          <DataCell label="RAM" numeric>
            {formatMb(node.memory)}
          </DataCell>
          <DataCell label="Storage" numeric>
            {formatMb(node.root_size + node.disk_size)}
          </DataCell>
          <DataCell label="IP">
            <Copyable value={node.ip} what={`the IP of ${name}`} className={classes.mono} />
          </DataCell>
          <DataCell label="Mycelium IP">
            <Copyable value={node.mycelium_ip} what={`the Mycelium IP of ${name}`} className={classes.mono} />
          </DataCell>
          <DataCell label="Contract ID">
            <Copyable value={node.contract_id} what={`the contract ID of ${name}`} className={classes.number} />
          </DataCell>
          <DataCell label="Actions">
            <NodeAction node={node} name={name} countdown={countdown} removing={removing} onRemove={onRemove} />
          </DataCell>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
