#!/usr/bin/env node
// Lists the public grid: how many healthy nodes, in how many countries, and the cheapest few.
//   KUBECLOUD_API_URL=http://localhost:8080/api node examples/list-nodes.mjs
import { bytesToGB, constants, createKubeCloudClient, createMemoryTokenStore } from "@kubecloud/sdk";

const api = createKubeCloudClient({
  baseUrl: process.env.KUBECLOUD_API_URL ?? "http://localhost:8080/api",
  tokens: createMemoryTokenStore(),
});

const { nodes, total } = await api.call("get", "/v1/nodes", {
  params: { query: { healthy: true, size: constants.gridNodeFetchSize } },
});
const list = nodes ?? [];
const countries = new Set(list.map((node) => node.country));
console.log(`${total} healthy nodes in ${countries.size} countries`);
for (const node of [...list].sort((a, b) => a.price_usd - b.price_usd).slice(0, 5)) {
  const { cru, mru } = node.total_resources;
  console.log(
    `  node ${node.nodeId} in ${node.city}, ${node.country}: ${cru} cores, ${Math.round(bytesToGB(mru))} GB RAM, $${node.price_usd.toFixed(2)}/month`,
  );
}
