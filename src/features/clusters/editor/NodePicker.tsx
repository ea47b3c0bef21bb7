import { Badge, Button, Checkbox, Group, Loader, Paper, Select, Stack, Text } from "@mantine/core";
import {
  bytesToGB,
  demandOf,
  placementProblems,
  vmCost,
  type PlacementContext,
  type PlacementNode,
} from "@kubecloud/sdk";
import { Controller, useFormContext, useWatch, type Control } from "react-hook-form";
import { formatUsd } from "../../../lib/format.ts";
import type { VmDraft } from "../schemas.ts";
import type { VmCheck } from "./use-placement.ts";
import classes from "../Clusters.module.css";

interface VmForm {
  vms: VmDraft[];
}

interface NodePickerProps {
  index: number;
  nodes: readonly PlacementNode[];
  context: Omit<PlacementContext, "vms">;
  check: VmCheck;
  /** Why "Place Automatically" chose this node (dropped once the user chooses another). */
  reasons?: string[];
  onPicked?: () => void;
}

const gb = (bytes: number) => Math.floor(bytesToGB(bytes));
const freeText = (node: PlacementNode) =>
  `${node.free.cpu} vCPU · ${gb(node.free.memory)} GB RAM · ${gb(node.free.storage)} GB SSD free`;
/** What the VM costs on the node: nothing more on a node the user rents, else the shared-node estimate. */
const priceText = (node: PlacementNode, vm: VmDraft) =>
  node.reserved ? "in your rent" : `about ${formatUsd(vmCost(node, demandOf(vm)).monthly ?? 0)} a month`;
const optionLabel = (node: PlacementNode, vm: VmDraft) =>
  `Node ${node.nodeId} · ${node.country || "unknown country"} · ${priceText(node, vm)}`;

/** The chosen node: reserved or shared, its farm, what is free, and what the VM costs there. */
function ChosenNode({ node, vm }: { node: PlacementNode; vm: VmDraft }) {
  return (
    <Group gap="xs" wrap="wrap">
      {node.reserved ? (
        <Badge variant="light" color="teal">
          Reserved by you
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          Shared
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {node.farmName} · {freeText(node)} ·{" "}
        {node.reserved
          ? `its rent (${formatUsd(node.price)} a month) covers this VM`
          : `about ${formatUsd(vmCost(node, demandOf(vm)).monthly ?? 0)} a month for this VM (estimate)`}
      </Text>
    </Group>
  );
}

/** The check of the chosen node's storage pools, while it runs or when it failed. */
function PoolCheck({ check }: { check: VmCheck }) {
  if (check.pool === "checking")
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" role="status">
          Checking the node&apos;s storage pools…
        </Text>
      </Group>
    );
  if (check.pool === "error")
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red">
          Something went wrong while checking the node&apos;s storage. Check your connection and try again.
        </Text>
        <Button size="compact-sm" variant="default" onClick={check.retryPool}>
          Try Again
        </Button>
      </Group>
    );
  return null;
}

/** The chosen node's free GPUs, to pass through to the VM. */
function GpuField({ index, node, control }: { index: number; node: PlacementNode; control: Control<VmForm> }) {
  return (
    <Controller
      control={control}
      name={`vms.${index}.gpuIds`}
      render={({ field }) => (
        <Checkbox.Group label="GPUs to pass through" value={field.value} onChange={field.onChange}>
          <Stack gap={4} mt={4}>
            {node.freeGpus.map((gpu) => (
              <Checkbox key={gpu.id} value={gpu.id} label={`${gpu.vendor} ${gpu.device} (${gpu.id.split("/")[0]})`} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}

/** Why "Place Automatically" chose the VM's node (or placed it nowhere). */
function PlacementReasons({ nodeId, reasons }: { nodeId: number | null; reasons: readonly string[] }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="sm" fw={500}>
        {nodeId === null ? "Not placed" : `Why node ${nodeId}`}
      </Text>
      <ul className={classes.list}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </Paper>
  );
}

/** The Select's options: reserved nodes first, then shared ones, each disabled where the VM does not fit. */
function nodeOptions(nodes: readonly PlacementNode[], vm: VmDraft, problemsOf: (node: PlacementNode) => string[]) {
  const item = (node: PlacementNode) => ({
    value: String(node.nodeId),
    label: optionLabel(node, vm),
    disabled: problemsOf(node).length > 0,
  });
  const reserved = nodes.filter((node) => node.reserved);
  const shared = nodes.filter((node) => !node.reserved);
  return [
    ...(reserved.length ? [{ group: "Reserved by you", items: reserved.map(item) }] : []),
    ...(shared.length ? [{ group: "Shared nodes", items: shared.map(item) }] : []),
  ];
}

/**
 * Where one VM runs: the nodes the user can use, reserved ones first (their rent covers it), each with what is
 * free and, when the VM does not fit, why; the chosen node's storage pool is checked, and its free GPUs can be
 * passed through. The deploy wizard shows one per VM, and adding a node shows one (product-rules §7).
 */
export function NodePicker({ index, nodes, context, check, reasons, onPicked }: NodePickerProps) {
  const { control, setValue } = useFormContext<VmForm>();
  const vms = useWatch({ control, name: "vms" });
  const vm = vms[index];
  const problemsOf = (node: PlacementNode) => placementProblems(vm, node.nodeId, { ...context, vms });
  const byValue = new Map(nodes.map((node) => [String(node.nodeId), node]));
  const chosen = vm.nodeId === null ? undefined : context.nodes.get(vm.nodeId);
  const error = check.problems.length > 0 ? check.problems.join(" ") : undefined;

  return (
    <Stack gap="xs">
      <Select
        label={`Node for ${vm.name || `VM ${index + 1}`}`}
        placeholder="Choose a node"
        searchable
        nothingFoundMessage="No node matches"
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
        data={nodeOptions(nodes, vm, problemsOf)}
        value={vm.nodeId === null ? null : String(vm.nodeId)}
        onChange={(value) => {
          setValue(`vms.${index}.nodeId`, value === null ? null : Number(value), { shouldDirty: true });
          setValue(`vms.${index}.gpuIds`, [], { shouldDirty: true });
          onPicked?.();
        }}
        error={error}
        renderOption={({ option }) => {
          const node = byValue.get(option.value)!;
          const why = problemsOf(node)[0];
          return (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c={why ? "red" : "dimmed"}>
                {why ?? freeText(node)}
              </Text>
            </Stack>
          );
        }}
      />
      {chosen && <ChosenNode node={chosen} vm={vm} />}
      <PoolCheck check={check} />
      {chosen && chosen.freeGpus.length > 0 && <GpuField index={index} node={chosen} control={control} />}
      {reasons && reasons.length > 0 && <PlacementReasons nodeId={vm.nodeId} reasons={reasons} />}
    </Stack>
  );
}
