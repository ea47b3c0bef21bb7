import type { PlacementNode } from "@kubecloud/sdk";
import { useEffect, useRef, useState } from "react";
import type { UseFormSetValue } from "react-hook-form";
import { useAutoPlace, type usePlacementNodes } from "../editor/use-placement.ts";
import type { GridRegion } from "../regions.ts";
import type { ClusterDraft, VmDraft } from "../schemas.ts";

type SetValue = UseFormSetValue<ClusterDraft>;
type Placement = ReturnType<typeof usePlacementNodes>;

/** Puts VM `index` on `nodeId` (or takes its node away), with none of the GPUs of the node it had. */
function placeVm(setValue: SetValue, index: number, nodeId: number | null) {
  setValue(`vms.${index}.nodeId`, nodeId, { shouldDirty: true });
  setValue(`vms.${index}.gpuIds`, [], { shouldDirty: true });
}

/** "Place Automatically" for every VM, with the reasons for each choice (per VM key) until the user overrides it. */
export function usePlaceAll(
  vms: readonly VmDraft[],
  nodes: readonly PlacementNode[],
  /** VMs of deployments in progress (their room on a node is taken). */
  inFlight: readonly VmDraft[],
  setValue: SetValue,
) {
  const autoPlace = useAutoPlace();
  const [reasons, setReasons] = useState<Record<string, string[]>>({});
  const [placing, setPlacing] = useState(false);

  async function placeAll() {
    setPlacing(true);
    try {
      const choices = await autoPlace(vms, nodes, { inFlight });
      choices.forEach((choice, i) => placeVm(setValue, i, choice.nodeId));
      setReasons(Object.fromEntries(choices.map((choice) => [choice.vmKey, choice.reasons])));
    } finally {
      setPlacing(false);
    }
  }
  const dropReasons = (vmKey: string) =>
    setReasons((all) => Object.fromEntries(Object.entries(all).filter(([key]) => key !== vmKey)));
  return { reasons, placing, placeAll, dropReasons, clearReasons: () => setReasons({}) };
}

/**
 * Narrowing placement to a region: once the region's nodes are known, the VMs placed outside it lose their node,
 * and `unplaced` names them (as long as they wait for a new one).
 */
export function useRegionChange(
  vms: readonly VmDraft[],
  region: GridRegion | null,
  placement: Placement,
  setValue: SetValue,
) {
  const regionAsked = useRef<GridRegion | null | undefined>(undefined);
  const [change, setChange] = useState<{ region: GridRegion; placed: Record<string, number> } | null>(null);
  function chooseRegion(next: GridRegion | null) {
    const placed = Object.fromEntries(vms.flatMap((vm) => (vm.nodeId === null ? [] : [[vm.key, vm.nodeId]])));
    setChange(next ? { region: next, placed } : null);
    regionAsked.current = next;
    setValue("region", next, { shouldDirty: true });
  }
  const loaded = !placement.isPending && !placement.isError;
  useEffect(() => {
    if (regionAsked.current !== region || !loaded) return;
    regionAsked.current = undefined;
    if (region === null) return;
    vms.forEach((vm, i) => {
      if (vm.nodeId === null || placement.byId.has(vm.nodeId)) return;
      placeVm(setValue, i, null);
    });
  }, [region, loaded, placement.byId, vms, setValue]);
  const unplaced =
    change && change.region === region && loaded
      ? vms.filter((vm) => {
          const before = change.placed[vm.key];
          return vm.nodeId === null && before !== undefined && !placement.byId.has(before);
        })
      : [];
  return { chooseRegion, change, unplaced };
}
