import { Badge, Stack, Table, Text } from "@mantine/core";
import {
  clusterAllocation,
  operations,
  toKubeCloudError,
  type Cluster,
  type ClusterAllocation,
  type NodeAllocation,
  type ResourceFigures,
  type ResourceFractions,
} from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  AllocationChart,
  type AllocationGroup,
  type AllocationMeasure,
} from "../../../components/charts/AllocationChart.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { FigureTable } from "../../../components/table/DataTable.tsx";
import { SectionLoader, SectionPanel } from "../../../components/SectionPanel.tsx";
import { useApi } from "../../../lib/api-context.ts";
import { formatClock, formatUsd } from "../../../lib/format.ts";
import { plural } from "../format.ts";
import { clusterScreenQueries } from "../queries.ts";
import { useClusterCost } from "./use-cluster-cost.ts";

/** What the panel says about live usage, by what the metrics route answered. */
const liveUsageTexts = {
  unavailable:
    "Live usage is not available from this server: the bars show what this cluster is allocated, not what it uses.",
  failed: "Live usage could not be loaded: the bars show what this cluster is allocated.",
  shown: (clock: string) =>
    `The thin bars show live usage, collected at ${clock} (for disks, the data disk only: the root filesystem is not measured).`,
};

const inYourRent = "in your rent";

/** A node's monthly figure as the cost table and the chart's notes say it. */
function nodeCost(node: NodeAllocation): string {
  if (node.basis === "rent") return inYourRent;
  if (node.monthlyCents === undefined) return "unknown";
  return formatUsd(node.monthlyCents / 100);
}

function EstimateBadge() {
  return (
    <Badge size="xs" variant="light" color="yellow" ml={6}>
      estimate
    </Badge>
  );
}

/** The chart's resources: where each one's figures and shares are in a node's allocation. */
const resources: readonly {
  label: string;
  unit: string;
  figure: keyof ResourceFigures;
  fraction: keyof ResourceFractions;
}[] = [
  { label: "CPU", unit: "vCPU", figure: "cpu", fraction: "cpu" },
  { label: "RAM", unit: "GB", figure: "memoryGB", fraction: "memory" },
  { label: "Disk", unit: "GB", figure: "storageGB", fraction: "storage" },
];

/** A node's vCPU, RAM and disk: allocated against capacity, with live usage where measured. */
function measuresOf(node: NodeAllocation): AllocationMeasure[] {
  return resources.map(({ label, unit, figure, fraction }) => ({
    label,
    unit,
    allocated: node.allocated[figure],
    capacity: node.capacity?.[figure],
    share: node.fractions[fraction],
    used: node.used?.[figure],
    usedShare: node.usedFractions?.[fraction],
  }));
}

function groupsOf(allocation: ClusterAllocation): AllocationGroup[] {
  return allocation.nodes.map((node) => ({
    key: String(node.nodeId),
    title: `Node ${node.nodeId}`,
    note:
      `${node.vms.join(", ")} · ` +
      (node.basis === "rent"
        ? inYourRent
        : node.basis === "estimate"
          ? `about ${nodeCost(node)} a month (an estimate)`
          : "no longer listed by the grid: capacity and price unknown"),
    measures: measuresOf(node),
  }));
}

/** The cluster's price a month per node; its total is the page's "Price a month". */
function CostTable({ allocation, cluster }: { allocation: ClusterAllocation; cluster: string }) {
  const { cost } = allocation;
  return (
    <FigureTable
      caption={`Cost a month of ${cluster}, by node`}
      verticalSpacing={6}
      fz="sm"
      columns={["Node", "VMs", { label: "A month", numeric: true }]}
      footer={
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td>{plural(cost.lines.length, "VM")}</Table.Td>
          <Table.Td ta="right" fw={700}>
            {formatUsd(cost.monthly)}
            {cost.partial ? "+" : ""}
            {cost.estimated && <EstimateBadge />}
          </Table.Td>
        </Table.Tr>
      }
    >
      {allocation.nodes.map((node) => (
        <Table.Tr key={node.nodeId}>
          <Table.Th scope="row" fw={500}>
            Node {node.nodeId}
          </Table.Th>
          <Table.Td>{node.vms.join(", ")}</Table.Td>
          <Table.Td ta="right">
            <Text span size="sm" c={node.basis === "rent" ? "dimmed" : undefined}>
              {nodeCost(node)}
            </Text>
            {node.basis === "estimate" && <EstimateBadge />}
          </Table.Td>
        </Table.Tr>
      ))}
    </FigureTable>
  );
}

/**
 * The cluster's allocated vCPU, RAM and disk on each grid node against the node's capacity (with live usage
 * where the server measures it), and its price a month split by node. A server without metrics (a 404) still
 * gets the allocation, with a sentence saying live usage is not available.
 */
export function AllocationPanel({ cluster }: { cluster: Cluster }) {
  const api = useApi();
  const { vms, nodes, grid } = useClusterCost(cluster);
  const metrics = useQuery(clusterScreenQueries.metrics(api, cluster.name));
  const live = metrics.data?.nodes;
  const allocation = useMemo(
    () => (grid.isSuccess ? clusterAllocation(vms, nodes, live) : undefined),
    [grid.isSuccess, vms, nodes, live],
  );

  let usageNote: string | undefined;
  if (metrics.isError) {
    usageNote = toKubeCloudError(metrics.error).status === 404 ? liveUsageTexts.unavailable : liveUsageTexts.failed;
  } else if (metrics.isSuccess) {
    usageNote = liveUsageTexts.shown(formatClock(metrics.data.collected_at));
  }

  let body;
  if (grid.isError) {
    body = (
      <RetryPanel
        message={operations.listGridNodes.errorMessage}
        retrying={grid.isFetching}
        onRetry={() => void grid.refetch()}
      />
    );
  } else if (!allocation) {
    body = <SectionLoader label="Loading the allocation" />;
  } else {
    body = (
      <Stack gap="md">
        {usageNote && (
          <Text size="sm" c={metrics.isError ? undefined : "dimmed"} data-testid="live-usage-note">
            {usageNote}
          </Text>
        )}
        <AllocationChart groups={groupsOf(allocation)} caption={`What ${cluster.name} takes of each node`} />
        <CostTable allocation={allocation} cluster={cluster.name} />
        {allocation.nodes.some((node) => node.basis === "rent") && (
          <Text size="xs" c="dimmed">
            “In your rent”: a node you reserve; its rent, billed in My Nodes, covers the VMs on it.
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <SectionPanel titleId="allocation-title" title="Allocation and Cost">
      <Text size="sm" c="dimmed">
        What this cluster&apos;s VMs take from each node (vCPU, RAM, and disk: data disk plus root filesystem) against
        the node&apos;s capacity, and what each node adds to its price a month.
      </Text>
      {body}
    </SectionPanel>
  );
}
