import type { ChargeInput } from "@kubecloud/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { settings } from "../../config/settings.ts";
import { useApi } from "../../lib/api-context.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { billingQueries, isSettled } from "./queries.ts";

export type ChargeState = "idle" | "in-progress" | "completed" | "failed" | "slow";

/**
 * A card charge: `POST /v1/user/balance/charge` answers 202 and the card is charged afterwards. Its workflow
 * is polled until it completes or fails (at most settings.chargeWatchMs); a completed charge reloads the
 * balance and the payments (the billing event does the same, and the balance also refreshes every 30 s).
 */
export function useCharge() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<{ workflowId: string; amount: number } | null>(null);
  const [timedOutRun, setTimedOutRun] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: ChargeInput) => api.call("post", "/v1/user/balance/charge", { body }),
    meta: { errorToast: false },
  });
  const timedOut = run !== null && timedOutRun === run.workflowId;
  const outcome = useQuery({
    ...billingQueries.charge(api, run?.workflowId ?? ""),
    enabled: run !== null && !timedOut,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : settings.chargePollMs),
  });

  useEffect(() => {
    if (!run) return;
    const timer = setTimeout(() => setTimedOutRun(run.workflowId), settings.chargeWatchMs);
    return () => clearTimeout(timer);
  }, [run]);

  const status = outcome.data?.status;
  useEffect(() => {
    if (status === "completed") void queryClient.invalidateQueries({ queryKey: accountQueries.all() });
  }, [status, queryClient]);

  /** Starts a charge; resolves once the server accepted it (rejects with its refusal). */
  async function charge(body: ChargeInput) {
    const accepted = await start.mutateAsync(body);
    setRun({ workflowId: accepted.workflow_id, amount: body.amount });
  }

  let state: ChargeState = "idle";
  if (run) state = status === "completed" || status === "failed" ? status : timedOut ? "slow" : "in-progress";
  return { charge, state, amount: run?.amount, reason: outcome.data?.reason };
}
