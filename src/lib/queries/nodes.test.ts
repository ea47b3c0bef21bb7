import { QueryClient } from "@tanstack/react-query";
import { createKubeCloudClient, createMemoryTokenStore } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { ok, scriptedFetch, type Handlers } from "../../test/api.ts";
import { buildGridNode } from "../../test/builders.ts";
import { nodeQueries } from "./nodes.ts";

function setup(handlers: Handlers) {
  const requests: Request[] = [];
  const api = createKubeCloudClient({
    baseUrl: "http://api.test/api",
    tokens: createMemoryTokenStore({ accessToken: "a", refreshToken: "r" }),
    fetch: scriptedFetch(handlers, requests),
  });
  return { api, requests, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

describe("nodeQueries (shared with the deploy wizard)", () => {
  it("lists the rented nodes, none when the server sends null", async () => {
    const { api, queryClient } = setup({
      "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: null }),
    });
    await expect(queryClient.fetchQuery(nodeQueries.rented(api))).resolves.toEqual([]);
  });

  it("lists the usable nodes with the grid filters given", async () => {
    const node = buildGridNode();
    const { api, queryClient, requests } = setup({ "GET /v1/user/nodes": () => ok({ total: 1, nodes: [node] }) });
    await expect(queryClient.fetchQuery(nodeQueries.usable(api, { region: "Europe", size: 100 }))).resolves.toEqual([
      node,
    ]);
    expect(new URL(requests[0].url).search).toBe("?region=Europe&size=100");
    expect(nodeQueries.usable(api, { region: "Europe" }).queryKey).toEqual(["nodes", "usable", { region: "Europe" }]);
  });

  it("gives a node's storage pools, none when the node reports none", async () => {
    const pools = [{ name: "a1b2", free: 1024 ** 4, type: "ssd" as const }];
    const { api, queryClient, requests } = setup({
      "GET /v1/nodes/{node_id}/storage-pool": (_request, { node_id }) =>
        ok({ pools: node_id === "1432" ? pools : null }),
    });
    await expect(queryClient.fetchQuery(nodeQueries.storagePools(api, 1432))).resolves.toEqual(pools);
    await expect(queryClient.fetchQuery(nodeQueries.storagePools(api, 7))).resolves.toEqual([]);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      "/api/v1/nodes/1432/storage-pool",
      "/api/v1/nodes/7/storage-pool",
    ]);
  });
});
