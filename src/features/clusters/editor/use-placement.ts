import {
  autoPlaceChecked,
  loadByNode,
  placementNodes,
  placementProblems,
  poolProblem,
  type AutoChoice,
  type PlacementContext,
  type PlacementNode,
  type StoragePool,
} from "@kubecloud/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApi } from "../../../lib/api-context.ts";
import { nodeQueries } from "../../../lib/queries/nodes.ts";
import type { GridRegion } from "../regions.ts";
import type { VmDraft } from "../schemas.ts";

/** The grid nodes placement offers: a large page of what the server lets the user deploy on. */
const USABLE_SIZE = 200;

/**
 * The nodes the user can deploy on (reserved ones with their discount), loading and failure included; with a
 * region, only that region's (the grid proxy's own filter: the server lists the user's reserved nodes there
 * too, so a reserved node elsewhere is left out).
 */
export function usePlacementNodes(region?: GridRegion | null) {
  const api = useApi();
  const query = region ? { size: USABLE_SIZE, region } : { size: USABLE_SIZE };
  const usable = useQuery({ ...nodeQueries.usable(api, query), meta: { errorToast: false } });
  const rented = useQuery(nodeQueries.rented(api));
  const nodes = useMemo(
    () => placementNodes(usable.data ?? [], rented.data ?? [], { region }),
    [usable.data, rented.data, region],
  );
  const byId = useMemo(() => new Map(nodes.map((node) => [node.nodeId, node])), [nodes]);
  return {
    nodes,
    byId,
    isPending: usable.isPending || rented.isPending,
    isError: usable.isError,
    retrying: usable.isFetching,
    retry: () => void usable.refetch(),
    /** Without the rented list, reserved nodes show at the list price. */
    rentedFailed: rented.isError,
  };
}

export type PoolState = "none" | "checking" | "ok" | "error";

export interface VmCheck {
  problems: string[];
  pool: PoolState;
  retryPool: () => void;
}

/**
 * The storage pools of every placed node, asked for once per node (each node's answer is cached on its own,
 * so a retry asks again only where it failed); null for a node that could not be asked.
 */
function usePools(nodeIds: readonly number[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  const ids = [...new Set(nodeIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...nodeQueries.all(), "storage-pools", "of", ids] as const,
    queryFn: async (): Promise<Map<number, StoragePool[] | null>> =>
      new Map(
        await Promise.all(
          ids.map(
            async (id) =>
              [id, await queryClient.fetchQuery(nodeQueries.storagePools(api, id)).catch(() => null)] as const,
          ),
        ),
      ),
    enabled: ids.length > 0,
    // While another node is asked about, the nodes already checked keep their answer.
    placeholderData: (previous) => previous,
    meta: { errorToast: false },
  });
}

/**
 * Whether each VM can run where it is placed: the node's room (summed with what else goes there) and,
 * when that fits, the node's storage pools.
 */
export function usePlacementChecks(vms: readonly VmDraft[], context: Omit<PlacementContext, "vms">): VmCheck[] {
  const pools = usePools(vms.map((vm) => vm.nodeId).filter((id): id is number => id !== null));
  const retryPool = () => void pools.refetch();
  const load = loadByNode([...vms, ...(context.inFlight ?? [])]);
  return vms.map((vm) => {
    if (vm.nodeId === null) return { problems: [], pool: "none", retryPool };
    const nodeId = vm.nodeId;
    const problems = placementProblems(vm, nodeId, { ...context, vms });
    if (problems.length > 0) return { problems, pool: "none", retryPool };
    const answer = pools.data?.get(nodeId);
    if (answer === undefined) return { problems: [], pool: "checking", retryPool };
    if (answer === null) return { problems: [], pool: pools.isFetching ? "checking" : "error", retryPool };
    const pool = poolProblem(answer, load.get(nodeId)?.storage ?? 0, nodeId);
    return { problems: pool ? [pool] : [], pool: "ok", retryPool };
  });
}

/** Every VM is placed, fits, and its node's storage pool was checked. */
export function allPlaced(vms: readonly VmDraft[], checks: readonly VmCheck[]): boolean {
  return vms.every((vm, i) => vm.nodeId !== null && checks[i].problems.length === 0 && checks[i].pool === "ok");
}

/**
 * "Place Automatically": the SDK's automatic placement, each chosen node's storage pool asked through the
 * query cache (so the checks under the VMs reuse the answers).
 */
export function useAutoPlace() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    vms: readonly VmDraft[],
    nodes: readonly PlacementNode[],
    context: Omit<PlacementContext, "vms" | "nodes">,
  ): Promise<AutoChoice[]> =>
    autoPlaceChecked(vms, nodes, context, (nodeId) => queryClient.fetchQuery(nodeQueries.storagePools(api, nodeId)));
}
