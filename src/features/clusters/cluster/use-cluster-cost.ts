import { clusterCost, clusterNodeName, clusterVmResources, placementNodes, type Cluster } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApi } from "../../../lib/api-context.ts";
import { nodeQueries } from "../../../lib/queries/nodes.ts";
import { clusterScreenQueries } from "../queries.ts";

/**
 * What a running cluster adds to the bill a month, from its grid nodes' prices and the user's rented nodes
 * (undefined until the grid answers); the cluster page shows it, and Add Node shows the change against it
 * wherever it is opened from. Its VMs and grid nodes, as the SDK prices them, also give the allocation and
 * cost per node (AllocationPanel).
 */
export function useClusterCost(cluster: Cluster) {
  const api = useApi();
  const grid = useQuery(
    clusterScreenQueries.gridNodes(
      api,
      cluster.nodes.map((node) => node.node_id),
    ),
  );
  const rented = useQuery(nodeQueries.rented(api));
  const priced = useMemo(
    () => new Map(placementNodes(grid.data ?? [], rented.data ?? []).map((node) => [node.nodeId, node])),
    [grid.data, rented.data],
  );
  const vms = useMemo(
    () =>
      cluster.nodes.map((node) => ({
        name: clusterNodeName(node, cluster),
        nodeId: node.node_id,
        resources: clusterVmResources(node),
      })),
    [cluster],
  );
  const cost = grid.isSuccess ? clusterCost(vms, priced) : undefined;
  return { cost, rentUnknown: rented.isError, vms, nodes: priced, grid };
}
