import { queryOptions } from "@tanstack/react-query";
import type { GridNode, KubeCloudClient, paths, RentableNode, StoragePool } from "@kubecloud/sdk";
import { gridNodeNeeds } from "./needs.ts";
import { readList, type ListSource } from "./read-list.ts";

/** The grid-proxy filters `GET /v1/user/nodes` takes (the server forces health, availability and features). */
export type UsableNodeQuery = NonNullable<paths["/v1/user/nodes"]["get"]["parameters"]["query"]>;

/**
 * The signed-in user's nodes, read by the marketplace, the dashboard's "My nodes" and the deploy wizard, and
 * refreshed by the node tracker after a reservation or a release. Screens that add their own node queries
 * build their keys under `all()`.
 */
export const nodeQueries = {
  all: () => ["nodes"] as const,
  /**
   * The nodes the user has reserved (`GET /v1/user/nodes/rented`, each with `discount_price`); the server
   * sends null for none. Screens show their own failure ('Failed to fetch rented nodes'), so no toast.
   */
  rented: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...nodeQueries.all(), "rented"] as const,
      queryFn: async ({ signal }) =>
        readNodes<RentableNode>("rented-nodes", (await api.call("get", "/v1/user/nodes/rented", { signal })).nodes),
      meta: { errorToast: false },
    }),
  /**
   * The nodes the user can deploy on (`GET /v1/user/nodes`): their rented nodes first, then grid nodes
   * available to their twin, healthy and with the `zmachine` and `network` features (forced by the server).
   * `query` takes the grid proxy's filters, e.g. `{ region: "Europe", size: 100 }`.
   */
  usable: (api: KubeCloudClient, query: UsableNodeQuery = {}) =>
    queryOptions({
      queryKey: [...nodeQueries.all(), "usable", query] as const,
      queryFn: async ({ signal }) =>
        readNodes<GridNode>(
          "usable-nodes",
          (await api.call("get", "/v1/user/nodes", { params: { query }, signal })).nodes,
        ),
    }),
  /**
   * Grid nodes by id (public): the prices and capacities of the shared nodes a runway prices the VMs on, and the
   * clusters screens' `gridNodes`.
   */
  byIds: (api: KubeCloudClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: [...nodeQueries.all(), "by-id", [...ids].sort((a, b) => a - b)] as const,
      queryFn: async ({ signal }): Promise<GridNode[]> =>
        ids.length === 0
          ? []
          : ((
              await api.call("get", "/v1/nodes", {
                params: { query: { node_ids: [...ids], size: ids.length } },
                signal,
              })
            ).nodes ?? []),
      staleTime: 60_000,
      meta: { errorToast: false },
    }),
  /** The storage pools of a grid node (public); the server sends null when the node reports none. */
  storagePools: (api: KubeCloudClient, nodeId: number) =>
    queryOptions({
      queryKey: [...nodeQueries.all(), "storage-pools", nodeId] as const,
      queryFn: async ({ signal }): Promise<StoragePool[]> =>
        (await api.call("get", "/v1/nodes/{node_id}/storage-pool", { params: { path: { node_id: nodeId } }, signal }))
          .pools ?? [],
    }),
};

/** How a left-out grid node is named: by its id when it has one. */
export const nodeLabel = (node: Partial<GridNode>, index: number): string =>
  typeof node.nodeId === "number" ? `node ${node.nodeId}` : `node ${index + 1} of the reply`;

/** The nodes of a list reply that have what the console needs; the others are left out, as `source`'s skipped. */
export const readNodes = <Node extends GridNode>(source: ListSource, items: unknown): Node[] =>
  readList<Node>(source, items, gridNodeNeeds, nodeLabel);
