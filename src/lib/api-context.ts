import { createContext, useContext } from "react";
import type { KubeCloudClient } from "@kubecloud/sdk";

export const ApiContext = createContext<KubeCloudClient | null>(null);

/** The app's API client; tests provide their own through ApiContext. */
export function useApi(): KubeCloudClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApi must be used inside <ApiContext.Provider>");
  return client;
}
