import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { operations } from "@kubecloud/sdk";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Link } from "react-router-dom";
import { InfoIcon } from "../../../components/icons.tsx";
import { LoadingPanel } from "../../../components/LoadingPanel.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { paths } from "../../../config/paths.ts";
import { texts } from "../../../config/texts.ts";
import { WandIcon } from "../cluster-icons.tsx";
import { NodePicker } from "../editor/NodePicker.tsx";
import { allPlaced, usePlacementChecks, usePlacementNodes } from "../editor/use-placement.ts";
import { listOf } from "../format.ts";
import { inFlightVms } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import type { ClusterDraft, VmDraft } from "../schemas.ts";
import { RegionSelect } from "./RegionSelect.tsx";
import { usePlaceAll, useRegionChange } from "./use-place-step.ts";
import { VmSummary } from "./VmSummary.tsx";

interface PlaceStepProps {
  onBack: () => void;
  onContinue: () => void;
}

type Placement = ReturnType<typeof usePlacementNodes>;

/** The nodes of the region are loading or failed to load: the region can still be changed. */
function NodesNotReady({
  placement,
  region,
  regionSelect,
}: {
  placement: Placement;
  region: string | null;
  regionSelect: ReactNode;
}) {
  return (
    <Stack gap="lg">
      {regionSelect}
      {placement.isPending ? (
        <LoadingPanel label={`Loading the nodes you can use${region ? ` in ${region}` : ""}`} />
      ) : (
        <RetryPanel
          message={operations.listGridNodes.errorMessage}
          retrying={placement.retrying}
          onRetry={placement.retry}
        />
      )}
    </Stack>
  );
}

/** Why reserving a node pays, with a link to reserve one. */
function ReservedNodesNote({ rentUnknown }: { rentUnknown: boolean }) {
  return (
    <Alert color="blue" variant="light" icon={<InfoIcon />} title="Reserved nodes cost less">
      A node you reserve is yours alone, at half its list price, and its rent covers every VM you put on it. On a shared
      node each VM is billed for its share, at the full price.{" "}
      <Anchor component={Link} to={paths.nodes} c="inherit" fz="inherit" underline="always" fw={500}>
        Reserve a node
      </Anchor>{" "}
      (this wizard keeps what you set).
      {rentUnknown && ` ${texts.clusters.rentUnknown}`}
    </Alert>
  );
}

/** The VMs a new region took the node of. */
function UnplacedAlert({ region, unplaced }: { region: string; unplaced: readonly VmDraft[] }) {
  return (
    <Alert color="yellow" variant="light" role="status" title={`Placed outside ${region}`}>
      {listOf(unplaced.map((vm) => vm.name))} {unplaced.length === 1 ? "was" : "were"} on a node outside {region}:
      choose {unplaced.length === 1 ? "a node" : "nodes"} there, or place automatically.
    </Alert>
  );
}

/** No node is offered: another region, or reserving one, may help. */
function NoNodesAlert({ region }: { region: string | null }) {
  return region ? (
    <Alert color="yellow" variant="light" title={`No node in ${region} is available to you right now`}>
      Choose another region, or all regions.
    </Alert>
  ) : (
    <Alert color="yellow" variant="light" title="No node is available to you right now">
      Reserve a node, or try again later.
    </Alert>
  );
}

/** Back, and Continue once every VM is placed where it fits. */
function PlaceFooter({ ready, onBack, onContinue }: PlaceStepProps & { ready: boolean }) {
  return (
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
  );
}

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
  const auto = usePlaceAll(vms, placement.nodes, inFlight, setValue);
  const { chooseRegion, change, unplaced } = useRegionChange(vms, region, placement, setValue);

  const regionSelect = (
    <RegionSelect
      value={region}
      onChange={(next) => {
        chooseRegion(next);
        auto.clearReasons();
      }}
    />
  );
  if (placement.isPending || placement.isError)
    return <NodesNotReady placement={placement} region={region} regionSelect={regionSelect} />;
  return (
    <Stack gap="lg">
      <ReservedNodesNote rentUnknown={placement.rentedFailed} />
      {regionSelect}
      {change && unplaced.length > 0 && <UnplacedAlert region={change.region} unplaced={unplaced} />}
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={560}>
          Each VM needs a healthy node with room for it. Automatic placement picks what costs least (your reserved nodes
          first), and puts masters on different farms.
        </Text>
        <Button
          leftSection={<WandIcon />}
          onClick={() => void auto.placeAll()}
          loading={auto.placing}
          disabled={placement.nodes.length === 0}
        >
          Place Automatically
        </Button>
      </Group>
      {placement.nodes.length === 0 && <NoNodesAlert region={region} />}
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
              reasons={auto.reasons[vm.key]}
              onPicked={() => auto.dropReasons(vm.key)}
            />
          </Stack>
        </Paper>
      ))}
      <PlaceFooter ready={allPlaced(vms, checks)} onBack={onBack} onContinue={onContinue} />
    </Stack>
  );
}
