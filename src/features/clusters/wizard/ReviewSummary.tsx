import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ClusterCost, CostLine, PlacementNode, SshKey } from "@kubecloud/sdk";
import { formatUsd } from "../../../lib/format.ts";
import { PriceNote } from "../editor/PriceNote.tsx";
import type { ClusterDraft, VmDraft } from "../schemas.ts";
import { Runway } from "./Runway.tsx";
import classes from "../Clusters.module.css";

/** One VM's monthly figure: covered by its node's rent, an estimate on a shared node, or unknown. */
function linePrice(line: CostLine | undefined): string {
  if (!line || line.monthly === undefined) return "—";
  return line.basis === "rent" ? "In your rent" : `about ${formatUsd(line.monthly)}`;
}

interface VmTableProps {
  /** The VMs in the order they are sent. */
  vms: readonly VmDraft[];
  keys: readonly SshKey[];
  nodes: ReadonlyMap<number, PlacementNode>;
  cost: ClusterCost;
}

/** Every VM of the cluster: role, size, SSH keys, node and what it costs a month. */
function VmTable({ vms, keys, nodes, cost }: VmTableProps) {
  const lineOf = new Map(cost.lines.map((line) => [line.vm, line]));
  const keyNames = (vm: VmDraft) =>
    vm.sshKeyIds.map((id) => keys.find((key) => key.ID === id)?.name ?? `#${id}`).join(", ");
  return (
    <Table className={classes.stacked} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">VM</Table.Th>
          <Table.Th scope="col">Role</Table.Th>
          <Table.Th scope="col">Size</Table.Th>
          <Table.Th scope="col">SSH keys</Table.Th>
          <Table.Th scope="col">Node</Table.Th>
          <Table.Th scope="col" ta="right">
            A month
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {vms.map((vm) => {
          const node = vm.nodeId === null ? undefined : nodes.get(vm.nodeId);
          return (
            <Table.Tr key={vm.key}>
              <Table.Td data-label="VM">{vm.name}</Table.Td>
              <Table.Td data-label="Role">{vm.role === "master" ? "Master" : "Worker"}</Table.Td>
              <Table.Td data-label="Size">
                {vm.cpu} vCPU, {vm.memoryGb} GB RAM, {vm.diskGb} GB disk
                {vm.gpuIds.length > 0 ? `, ${vm.gpuIds.length} GPU` : ""}
              </Table.Td>
              <Table.Td data-label="SSH keys">{keyNames(vm)}</Table.Td>
              <Table.Td data-label="Node">
                {vm.nodeId === null
                  ? "Not placed"
                  : `${vm.nodeId}${node ? ` (${node.country}, ${node.reserved ? "reserved" : "shared"})` : ""}`}
              </Table.Td>
              <Table.Td data-label="A month" ta="right" className={classes.number}>
                {linePrice(lineOf.get(vm.name))}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

interface ReviewSummaryProps extends VmTableProps {
  draft: ClusterDraft;
  /** The user's reserved nodes could not be loaded (the rent part of the price is unknown). */
  rentUnknown: boolean;
  onEdit: () => void;
}

/** The cluster on the review step: its name and region, its VMs, what it adds to the bill, and the runway. */
export function ReviewSummary({ draft, rentUnknown, onEdit, cost, ...table }: ReviewSummaryProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              {draft.name}
            </Title>
            {draft.region && (
              <Text size="sm" c="dimmed">
                Nodes in {draft.region}
              </Text>
            )}
          </div>
          <Button variant="subtle" size="xs" onClick={onEdit}>
            Edit
          </Button>
        </Group>
        <VmTable cost={cost} {...table} />
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={500}>Adds to your bill</Text>
          {/* May wrap on a phone ("… (estimate)"): tabular figures, but not `.number`'s nowrap. */}
          <Text fw={700} fz="lg" className={classes.figures} data-testid="cluster-price">
            {cost.estimated ? "about " : ""}
            {formatUsd(cost.monthly)} a month · {formatUsd(cost.hourly)} an hour
            {cost.estimated ? " (estimate)" : ""}
          </Text>
        </Group>
        <PriceNote cost={cost} rentUnknown={rentUnknown} />
        <Runway cost={cost} />
      </Stack>
    </Paper>
  );
}
