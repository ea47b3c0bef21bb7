import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { showToast } from "../../../components/feedback/toasts.tsx";
import { useApi } from "../../../lib/api-context.ts";
import { errorText } from "../../../lib/error-text.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { kubeconfigFile } from "../format.ts";
import { clusterScreenQueries } from "../queries.ts";

/**
 * Saves a cluster's kubeconfig as `{name}-kubeconfig.yaml` straight from the list (the cluster page's file:
 * contexts named after the cluster). It is a credential, so it is dropped from memory once saved; the server
 * may take up to two minutes, so each cluster shows its own wait, and a second click while one is in flight
 * asks nothing more.
 */
export function useKubeconfigDownload() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());

  async function download(cluster: string) {
    if (downloading.has(cluster)) return;
    setDownloading((current) => new Set(current).add(cluster));
    const options = clusterScreenQueries.kubeconfig(api, cluster);
    try {
      const text = await queryClient.fetchQuery(options);
      saveFile(new Blob([text], { type: "application/yaml" }), kubeconfigFile(cluster));
    } catch (error) {
      showToast({
        severity: "error",
        title: `The kubeconfig of ${cluster} could not be fetched`,
        message: errorText(error),
      });
    } finally {
      queryClient.removeQueries({ queryKey: options.queryKey });
      setDownloading((current) => {
        const next = new Set(current);
        next.delete(cluster);
        return next;
      });
    }
  }

  return { download, downloading };
}
