import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { operations } from "@kubecloud/sdk";
import { useEffect, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Link } from "react-router-dom";
import { InfoIcon } from "../../../components/icons.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { paths } from "../../../config/paths.ts";
import { texts } from "../../../config/texts.ts";
import { WandIcon } from "../cluster-icons.tsx";
import { NodePicker } from "../editor/NodePicker.tsx";
import { allPlaced, useAutoPlace, usePlacementChecks, usePlacementNodes } from "../editor/use-placement.ts";
import { inFlightVms } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import type { GridRegion } from "../regions.ts";
import type { ClusterDraft } from "../schemas.ts";
import { RegionSelect } from "./RegionSelect.tsx";
import { VmSummary } from "./VmSummary.tsx";

interface PlaceStepProps {
  onBack: () => void;
  onContinue: () => void;
}

/** "master1", "master1 and worker1", "a, b and c" */
const listOf = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * Step 2: a node for every VM, chosen by hand or automatically (with the reasons), each checked; the nodes
 * offered can be narrowed to one region.
 */
export function PlaceStep({ onBack, onContinue }: PlaceStepProps) {
  const { control, setValue } = useFormContext<ClusterDraft>();
  const vms = useWatch({ control, name: "vms" });
  const region = useWatch({ control, name: "region" }) ?? null;
  const placement = usePlacementNodes(region);
  const { state } = useTracker();
  const inFlight = inFlightVms(state);
  const context = { nodes: placement.byId, inFlight };
  const checks = usePlacementChecks(vms, context);
  const autoPlace = useAutoPlace();
  const [reasons, setReasons] = useState<Record<string, string[]>>({});
  const [placing, setPlacing] = useState(false);

  async function placeAll() {
    setPlacing(true);
    try {
      const choices = await autoPlace(vms, placement.nodes, { inFlight });
      choices.forEach((choice, i) => {
        setValue(`vms.${i}.nodeId`, choice.nodeId, { shouldDirty: true });
        setValue(`vms.${i}.gpuIds`, [], { shouldDirty: true });
      });
      setReasons(Object.fromEntries(choices.map((choice) => [choice.vmKey, choice.reasons])));
    } finally {
      setPlacing(false);
    }
  }

  // A new region: once its nodes are known, the VMs placed outside it lose their node, and the step says which
  // (as long as they wait for a new one).
  const regionAsked = useRef<GridRegion | null | undefined>(undefined);
  const [change, setChange] = useState<{ region: GridRegion; placed: Record<string, number> } | null>(null);
  function chooseRegion(next: GridRegion | null) {
    const placed = Object.fromEntries(vms.flatMap((vm) => (vm.nodeId === null ? [] : [[vm.key, vm.nodeId]])));
    setChange(next ? { region: next, placed } : null);
    regionAsked.current = next;
    setValue("region", next, { shouldDirty: true });
    setReasons({});
  }
  const loaded = !placement.isPending && !placement.isError;
  useEffect(() => {
    if (regionAsked.current !== region || !loaded) return;
    regionAsked.current = undefined;
    if (region === null) return;
    vms.forEach((vm, i) => {
      if (vm.nodeId === null || placement.byId.has(vm.nodeId)) return;
      setValue(`vms.${i}.nodeId`, null, { shouldDirty: true });
      setValue(`vms.${i}.gpuIds`, [], { shouldDirty: true });
    });
  }, [region, loaded, placement.byId, vms, setValue]);
  const unplaced =
    change && change.region === region && loaded
      ? vms.filter((vm) => {
          const before = change.placed[vm.key];
          return vm.nodeId === null && before !== undefined && !placement.byId.has(before);
        })
      : [];

  const regionSelect = <RegionSelect value={region} onChange={chooseRegion} />;
  if (placement.isPending) {
    return (
      <Stack gap="lg">
        {regionSelect}
        <Center py="xl">
          <Loader role="status" aria-label={`Loading the nodes you can use${region ? ` in ${region}` : ""}`} />
        </Center>
      </Stack>
    );
  }
  if (placement.isError) {
    return (
      <Stack gap="lg">
        {regionSelect}
        <RetryPanel
          message={operations.listGridNodes.errorMessage}
          retrying={placement.retrying}
          onRetry={placement.retry}
        />
      </Stack>
    );
  }
  const ready = allPlaced(vms, checks);
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" icon={<InfoIcon />} title="Reserved nodes cost less">
        A node you reserve is yours alone, at half its list price, and its rent covers every VM you put on it. On a
        shared node each VM is billed for its share, at the full price.{" "}
        <Anchor component={Link} to={paths.nodes} c="inherit" fz="inherit" underline="always" fw={500}>
          Reserve a node
        </Anchor>{" "}
        (this wizard keeps what you set).
        {placement.rentedFailed && ` ${texts.clusters.rentUnknown}`}
      </Alert>
      {regionSelect}
      {change && unplaced.length > 0 && (
        <Alert color="yellow" variant="light" role="status" title={`Placed outside ${change.region}`}>
          {listOf(unplaced.map((vm) => vm.name))} {unplaced.length === 1 ? "was" : "were"} on a node outside{" "}
          {change.region}: choose {unplaced.length === 1 ? "a node" : "nodes"} there, or place automatically.
        </Alert>
      )}
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={560}>
          Each VM needs a healthy node with room for it. Automatic placement picks what costs least (your reserved nodes
          first), and puts masters on different farms.
        </Text>
        <Button
          leftSection={<WandIcon />}
          onClick={() => void placeAll()}
          loading={placing}
          disabled={placement.nodes.length === 0}
        >
          Place Automatically
        </Button>
      </Group>
      {placement.nodes.length === 0 &&
        (region ? (
          <Alert color="yellow" variant="light" title={`No node in ${region} is available to you right now`}>
            Choose another region, or all regions.
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" title="No node is available to you right now">
            Reserve a node, or try again later.
          </Alert>
        ))}
      {vms.map((vm, index) => (
        <Paper key={vm.key} withBorder p="md" radius="md">
          <Stack gap="sm">
            <div>
              <Title order={2} size="h5">
                {vm.name}
              </Title>
              <VmSummary vm={vm} />
            </div>
            <NodePicker
              index={index}
              nodes={placement.nodes}
              context={context}
              check={checks[index]}
              reasons={reasons[vm.key]}
              onPicked={() =>
                setReasons((all) => Object.fromEntries(Object.entries(all).filter(([key]) => key !== vm.key)))
              }
            />
          </Stack>
        </Paper>
      ))}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Group gap="sm">
          {!ready && (
            <Text size="sm" c="dimmed">
              Place every VM on a node where it fits.
            </Text>
          )}
          <Button onClick={onContinue} disabled={!ready}>
            Continue to Review
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
