import { queryOptions } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";

/**
 * The user's SSH keys, read by the SSH keys section and the deploy wizard (both add keys through this entity's
 * SshKeyForm). Screens that add their own key queries build their keys under `all()`.
 */
export const sshKeyQueries = {
  all: () => ["ssh-keys"] as const,
  /** `GET /v1/user/ssh-keys` (the envelope's data is the array itself). */
  list: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...sshKeyQueries.all(), "list"] as const,
      queryFn: ({ signal }) => api.call("get", "/v1/user/ssh-keys", { signal }),
    }),
};
