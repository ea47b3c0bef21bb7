import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { readable, startedWorkflow, workflowDescriptions } from "@kubecloud/sdk";
import { settings } from "../../config/settings.ts";
import { useApi } from "../../lib/api-context.ts";
import { claimEventsFor, useClaimEvents, type ShowsEvent } from "../../lib/shown-events.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { useExactlyOnce, type Attempt } from "../../lib/use-exactly-once.ts";
import type { CardProvider } from "./card/card-provider.ts";
import { billingQueries, isSettled } from "./queries.ts";

export type ChargeState = "idle" | "in-progress" | "completed" | "failed" | "slow" | "unconfirmed";

/** The live events of a card charge: its start and its end (a failed voucher transfer says the same). */
const isChargeEvent: ShowsEvent = (event) =>
  event.type === "billing" &&
  (startedWorkflow(readable(event)) === workflowDescriptions.charge ||
    event.data.status === "funds_succeeded" ||
    event.data.status === "funds_failed");

/**
 * A card charge: `POST /v1/user/balance/charge` answers 202 and the card is charged afterwards. Its workflow
 * is polled until it completes or fails (at most settings.chargeWatchMs); a completed charge reloads the
 * balance and the payments (the billing event does the same, and the balance also refreshes every 30 s).
 * A charge is sent once per click, whatever the user does meanwhile; one that got no answer may have gone
 * through, so the balance and payments are read again and the state is "unconfirmed" (use-exactly-once.ts).
 * While the section shows the charge, the charge's live events update it rather than adding toasts.
 */
export function useCharge() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<{ workflowId: string; amount: number } | null>(null);
  const [timedOutRun, setTimedOutRun] = useState<string | null>(null);
  const start = useExactlyOnce({
    // The card's token is made inside the attempt, so a second click cannot ask the provider for another.
    mutationFn: async ({ amount, card }: { amount: number; card: CardProvider }) =>
      api.call("post", "/v1/user/balance/charge", {
        body: { card_type: "card", payment_method_id: await card.createToken(), amount },
      }),
    recheck: () => [accountQueries.all()],
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

  /** Starts a charge of `amount` on `card`; resolves with how the attempt ended (accepted, refused, unknown). */
  async function charge(amount: number, card: CardProvider): Promise<Attempt<unknown>> {
    // Claimed from before the request: the server announces the charge's start right after its 202.
    claimEventsFor(isChargeEvent);
    const attempt = await start.run({ amount, card });
    if (attempt.status === "done") setRun({ workflowId: attempt.data.workflow_id, amount });
    return attempt;
  }

  let state: ChargeState = "idle";
  if (start.unconfirmed) state = "unconfirmed";
  else if (run) state = status === "completed" || status === "failed" ? status : timedOut ? "slow" : "in-progress";
  // The section shows the charge from start to end, so its events add no toast; a slow one is left to them.
  useClaimEvents(state === "in-progress" || state === "completed" || state === "failed", isChargeEvent);
  return {
    charge,
    state,
    /** A charge is being sent (or, after no answer, the balance read again). */
    sending: start.pending,
    rechecking: start.rechecking,
    error: start.error,
    amount: start.unconfirmed ? start.variables?.amount : run?.amount,
    reason: outcome.data?.reason,
  };
}
