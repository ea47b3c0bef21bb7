// A card charge as the console makes it (src/features/billing/use-charge.ts): POST the token, then follow
// the charge's workflow until it completes or fails.
import type { KubeCloudClient, Notification } from "@kubecloud/sdk";
import { CliError, Exit, actionFailed } from "./exit.ts";
import { usd } from "./format.ts";
import type { Runtime } from "./runtime.ts";

// The console's limits for a card charge (config/settings.ts): $1 to $10,000, whole cents.
const chargeMinUsd = 1;
const chargeMaxUsd = 10_000;
/** How often and how long a charge's workflow is followed (the console's chargePollMs / chargeWatchMs). */
const chargePollMs = 2000;
const chargeWatchMs = 120_000;

function chargeAmount(text: string): number {
  const amount = Number(text);
  if (!Number.isFinite(amount) || text.trim() === "" || amount < chargeMinUsd || amount > chargeMaxUsd)
    throw new CliError(`AMOUNT must be from ${usd(chargeMinUsd)} to ${usd(chargeMaxUsd)}, got "${text}"`, Exit.usage);
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
    throw new CliError("AMOUNT can have at most two decimals (cents)", Exit.usage);
  return Math.round(amount * 100) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a charge failed: the newest failed-funds notification (the workflow status does not say). */
async function failureReason(api: KubeCloudClient): Promise<string | undefined> {
  const { notifications } = await api
    .call("get", "/v1/notifications", { params: { query: { limit: 10 } } })
    .catch(() => ({ notifications: [] as Notification[] }));
  const failed = notifications.find((n) => n.type === "billing" && n.payload.status === "funds_failed");
  return failed?.payload.error || failed?.payload.message || undefined;
}

/**
 * The console's charge flow: POST the card token (202), then follow the workflow until it completes or
 * fails. The server can answer 500 until the workflow is stored, so a server error counts as still pending.
 */
export async function addFunds(
  rt: Runtime,
  amountText: string,
  options: { card: string; wait: boolean },
): Promise<void> {
  const amount = chargeAmount(amountText);
  if (!options.card.startsWith("tok_"))
    throw new CliError(`--card must be a card token (tok_…), got "${options.card}"`, Exit.usage);
  const api = await rt.api();
  const { workflow_id } = await api
    .call("post", "/v1/user/balance/charge", {
      body: { card_type: "card", payment_method_id: options.card, amount },
    })
    .catch((error: unknown) => actionFailed("Adding funds failed", error));
  if (!options.wait) {
    rt.out(`Charge of ${usd(amount)} accepted (workflow ${workflow_id}); it is being processed.`);
    return;
  }
  rt.err(`Charging ${usd(amount)}…`);
  const deadline = Date.now() + chargeWatchMs;
  for (;;) {
    const status = await api
      .call("get", "/v1/workflow/{workflow_id}", { params: { path: { workflow_id } } })
      .catch((error: { status?: number }) => {
        if ((error.status ?? 0) >= 500) return "pending" as const;
        throw error;
      });
    if (status === "completed") {
      rt.out(`Added ${usd(amount)}: the transfer to your balance is in progress (see kubecloud payments list).`);
      return;
    }
    if (status === "failed") {
      const reason = await failureReason(api);
      throw new CliError(`Adding funds failed${reason ? `: ${reason}` : ""}`, Exit.api);
    }
    if (Date.now() > deadline)
      throw new CliError(
        `The charge is still being processed after ${chargeWatchMs / 1000} s (workflow ${workflow_id}): check kubecloud balance later`,
        Exit.timeout,
      );
    await sleep(chargePollMs);
  }
}
