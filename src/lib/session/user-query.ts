import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../query-keys.ts";
import type { KubeCloudClient } from "@kubecloud/sdk";

/** The signed-in user (`GET /v1/user/`); the SDK has already removed the leaked hash and code. */
export const currentUserQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: async () => (await api.call("get", "/v1/user/")).user,
  });
