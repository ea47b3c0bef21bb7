import { toKubeCloudError, type SshKey } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { clusterPath } from "../../../config/paths.ts";
import { useApi } from "../../../lib/api-context.ts";
import { clusterQueries } from "../../../lib/queries/clusters.ts";
import { useDeploy } from "../mutations.ts";
import { deployRequest } from "../request.ts";
import type { ClusterDraft, ClusterValues } from "../schemas.ts";
import { clearDraft } from "./draft.ts";

interface DeployClusterOptions {
  form: UseFormReturn<ClusterDraft, unknown, ClusterValues>;
  keys: readonly SshKey[];
  userId: number;
  /** The cluster's name as the form holds it now. */
  name: string;
  /** Every VM is placed where it fits (Deploy sends nothing otherwise). */
  ready: boolean;
  /** The name of a deployment sent from here that got no answer (it may have started), if any. */
  unanswered: string | null;
  onUnanswered: (name: string) => void;
}

/**
 * Deploy on the review step: sends the cluster once per click, opens its page when it is accepted, and, after
 * an attempt that got no answer, opens it as soon as the cluster list shows it (that attempt did start it).
 */
export function useDeployCluster({ form, keys, userId, name, ready, unanswered, onUnanswered }: DeployClusterOptions) {
  const navigate = useNavigate();
  const api = useApi();
  const deploy = useDeploy();
  const refused = deploy.error && !deploy.unconfirmed ? deploy.error : null;
  const conflict = refused !== null && toKubeCloudError(refused).status === 409;
  // An attempt got no answer: a 409 for the same name afterwards most likely means that attempt arrived.
  const maybeStarted = unanswered === name;
  const opened = (cluster: string) => {
    clearDraft(window.sessionStorage, userId);
    void navigate(clusterPath(cluster), { replace: true });
  };

  // One deployment per click: a second click or Enter while one is in flight sends nothing (useDeploy).
  const submit = form.handleSubmit(async (values) => {
    if (!ready) return;
    const attempt = await deploy.run({ body: deployRequest(values, keys), draft: form.getValues() });
    if (attempt.status === "unconfirmed") onUnanswered(values.name);
    if (attempt.status === "done") opened(values.name);
    // Anything else is shown below, with everything the user set still in place.
  });

  // The cluster list (read again after no answer, and on every deployment event) shows the cluster: it did start.
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const arrived = maybeStarted && (clusters.data ?? []).some((deployment) => deployment.cluster.name === name);
  useEffect(() => {
    if (arrived) opened(name);
    // `opened` is a new function each render; what decides is whether the cluster has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived]);

  return { deploy, submit, refused, conflict, maybeStarted };
}
