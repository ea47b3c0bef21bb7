import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";

export const statsQuery = (api: KubeCloudClient) =>
  queryOptions({ queryKey: ["stats"], queryFn: () => api.call("get", "/v1/stats") });
