import { Anchor, Badge, Table } from "@mantine/core";
import type { ClusterNode, Deployment } from "@kubecloud/sdk";
import { Link, useNavigate } from "react-router-dom";
import { clusterPath } from "../../../config/paths.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { formatMb } from "../format.ts";
import { isActive, type Operation } from "../tracker.ts";
import classes from "../Clusters.module.css";

const busy: Record<Operation["kind"], string> = {
  "add-node": "Adding a node…",
  "remove-node": "Removing a node…",
  delete: "Deleting…",
  "delete-all": "Deleting…",
};

function Status({ operations }: { operations: Operation[] }) {
  const active = operations.find(isActive);
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

interface ClusterTableProps {
  label: string;
  clusters: readonly Deployment[];
  operationsOf: (cluster: string) => Operation[];
}

/** One region's clusters: status, nodes, CPU, RAM and storage totals, created; a row opens its cluster. */
export function ClusterTable({ label, clusters, operationsOf }: ClusterTableProps) {
  const navigate = useNavigate();
  const sum = (nodes: ClusterNode[], pick: (node: ClusterNode) => number) =>
    nodes.reduce((total, node) => total + pick(node), 0);
  return (
    <Table.ScrollContainer className={classes.stackable} minWidth={720} type="native">
      <Table className={classes.stacked} layout="fixed" verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Nodes</Table.Th>
            <Table.Th scope="col">vCPU</Table.Th>
            <Table.Th scope="col">RAM</Table.Th>
            <Table.Th scope="col">Storage</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clusters.map(({ cluster, created_at }) => (
            <Table.Tr
              key={cluster.name}
              style={{ cursor: "pointer" }}
              // The name is the link for keyboards and screen readers; the whole row takes a click.
              onClick={(event) => {
                if (!(event.target as HTMLElement).closest("a")) void navigate(clusterPath(cluster.name));
              }}
            >
              <Table.Td data-label="Name">
                <Anchor component={Link} to={clusterPath(cluster.name)} fw={500}>
                  {cluster.name}
                </Anchor>
              </Table.Td>
              <Table.Td data-label="Status">
                <Status operations={operationsOf(cluster.name)} />
              </Table.Td>
              <Table.Td data-label="Nodes" className={classes.number}>
                {cluster.nodes.length}
              </Table.Td>
              <Table.Td data-label="vCPU" className={classes.number}>
                {sum(cluster.nodes, (node) => node.cpu)}
              </Table.Td>
              <Table.Td data-label="RAM" className={classes.number}>
                {formatMb(sum(cluster.nodes, (node) => node.memory))}
              </Table.Td>
              <Table.Td data-label="Storage" className={classes.number}>
                {formatMb(sum(cluster.nodes, (node) => node.root_size + node.disk_size))}
              </Table.Td>
              <Table.Td data-label="Created">{formatDateTime(created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
