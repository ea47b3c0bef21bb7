#!/usr/bin/env node
// Signs in and lists the user's clusters with their nodes.
//   KUBECLOUD_EMAIL=… KUBECLOUD_PASSWORD=… node examples/clusters.mjs
import { createKubeCloudClient, createMemoryTokenStore, isKubeCloudError } from "@kubecloud/sdk";

const api = createKubeCloudClient({
  baseUrl: process.env.KUBECLOUD_API_URL ?? "http://localhost:8080/api",
  tokens: createMemoryTokenStore(),
});

try {
  const tokens = await api.call("post", "/v1/user/login", {
    body: {
      email: process.env.KUBECLOUD_EMAIL ?? "amira@example.com",
      password: process.env.KUBECLOUD_PASSWORD ?? "Str0ng!Pass",
    },
  });
  api.tokens.setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  const { user } = await api.call("get", "/v1/user/");
  const { deployments } = await api.call("get", "/v1/deployments");
  console.log(`${user.username} has ${deployments.length} cluster(s)`);
  for (const { cluster } of deployments) {
    console.log(`  ${cluster.name}`);
    for (const node of cluster.nodes)
      console.log(`    ${node.original_name ?? node.name} (${node.type}) on grid node ${node.node_id}`);
  }
} catch (error) {
  // KubeCloudError carries the server's text, the HTTP status and a code.
  console.error(isKubeCloudError(error) ? `${error.userMessage} (HTTP ${error.status}, ${error.code})` : error);
  process.exitCode = 1;
}
