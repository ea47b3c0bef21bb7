import { Alert, Button, Paper, Stack, TextInput } from "@mantine/core";
import {
  operations,
  readable,
  startedWorkflow,
  toKubeCloudError,
  workflowDescriptions,
  type RedeemAccepted,
} from "@kubecloud/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { CheckIcon } from "../../components/icons.tsx";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { UnconfirmedAttemptAlert } from "../../components/UnconfirmedAlert.tsx";
import { useApi } from "../../lib/api-context.ts";
import { errorText } from "../../lib/error-text.ts";
import { failureDetail } from "../../lib/failure.ts";
import { formatUsd } from "../../lib/format.ts";
import { subscribeLiveEvents } from "../../lib/live-events.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { claimEventsFor, useClaimEvents, type ShowsEvent } from "../../lib/shown-events.ts";
import { useExactlyOnce } from "../../lib/use-exactly-once.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { BalanceSummary } from "./BalanceSummary.tsx";
import { voucherSchema, type VoucherValues } from "./voucher-schema.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

/**
 * PUT /v1/user/redeem/{code} with `{}`, once per click; the transfer runs after the 202, so balance and
 * payments reload (and are read again when no answer came).
 */
function useRedeemVoucher() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useExactlyOnce({
    mutationFn: (code: string) =>
      api.call("put", "/v1/user/redeem/{voucher_code}", { params: { path: { voucher_code: code } }, body: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
    recheck: () => [accountQueries.all()],
    meta: { errorToast: false },
  });
}

const redeemedText = (result: RedeemAccepted) =>
  `${formatUsd(result.amount)} will be credited to your balance. Money transfer in progress.`;
const creditedText = (result: RedeemAccepted) =>
  `${formatUsd(result.amount)} was added to your account. It shows as pending until it has been transferred to your balance.`;

/** A redemption's live events: its start and its end (a failed card charge says the same "funds_failed"). */
const isRedeemEvent: ShowsEvent = (event) =>
  event.type === "billing" &&
  (startedWorkflow(readable(event)) === workflowDescriptions.redeem ||
    event.data.status === "voucher_redeemed" ||
    event.data.status === "funds_failed");

/** Where the accepted redemption is: its transfer runs after the 202, and its live events tell how it ended. */
type Transfer = "in-progress" | "done" | "failed";

/**
 * Follows the transfer of a redemption through the live events, from the moment it is sent (the server may
 * report its end before its 202 has been read); `restart` before each redemption.
 */
function useTransfer(redeemed: RedeemAccepted | null) {
  const [transfer, setTransfer] = useState<Transfer>("in-progress");
  useClaimEvents(redeemed !== null, isRedeemEvent);
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        if (event.type !== "billing") return;
        if (event.data.status === "voucher_redeemed") setTransfer("done");
        if (event.data.status === "funds_failed") setTransfer("failed");
      }),
    [],
  );
  return {
    transfer,
    restart: () => {
      setTransfer("in-progress");
      claimEventsFor(isRedeemEvent); // its start comes right after the 202
    },
  };
}

/** How an accepted redemption went: credited, still transferring, or its transfer failed. */
function RedeemOutcome({ redeemed, transfer }: { redeemed: RedeemAccepted; transfer: Transfer }) {
  if (transfer === "failed")
    return (
      <FormErrorAlert title="Transfer failed">
        The voucher was accepted, but its {formatUsd(redeemed.amount)} could not be added to your account. The
        notification says why.
      </FormErrorAlert>
    );
  return (
    <Alert color="green" variant="light" icon={<CheckIcon />} role="status" title="Voucher redeemed">
      {transfer === "done" ? creditedText(redeemed) : redeemedText(redeemed)}
    </Alert>
  );
}

/**
 * Redeem a voucher: the result inline, followed to the end of its transfer (one message, no toast); the
 * server's refusals on the field.
 */
export function VouchersSection() {
  const form = useZodForm(voucherSchema, { defaultValues: { code: "" } });
  const redeem = useRedeemVoucher();
  const [redeemed, setRedeemed] = useState<RedeemAccepted | null>(null);
  // A refusal the code field cannot hold: what to say under "Failed to redeem voucher" ("" when nothing more).
  const [formError, setFormError] = useState<string | null>(null);
  const { transfer, restart } = useTransfer(redeemed);

  async function submit({ code }: VoucherValues) {
    setFormError(null);
    setRedeemed(null);
    restart();
    const attempt = await redeem.run(code);
    if (attempt.status === "done") {
      setRedeemed(attempt.data);
      form.reset();
    } else if (attempt.status === "failed") {
      const failure = toKubeCloudError(attempt.error);
      // Unknown, already redeemed or expired: the server's reason belongs to the code the user typed.
      if ((failure.status === 400 || failure.status === 404) && failure.serverText) {
        form.setError("code", { type: "server", message: errorText(failure) }, { shouldFocus: true });
      } else {
        setFormError(failureDetail(failure, operations.redeemVoucher.errorMessage) ?? "");
      }
    }
  }

  // A double click that lands after the answer submits the emptied form again: while the field is untouched
  // since that redemption, the click belongs to it, so it asks for nothing.
  function invalid() {
    if (redeemed && !form.getFieldState("code").isTouched) form.clearErrors("code");
  }

  return (
    <Stack>
      <SectionHeader title="Vouchers" description="Add credit to your balance with a voucher code." />
      <BalanceSummary />
      <Paper withBorder p="lg" radius="md">
        <form
          onSubmit={(event) => void form.handleSubmit(submit, invalid)(event)}
          noValidate
          aria-label="Redeem voucher"
        >
          <Stack gap="md" maw={520}>
            <TextInput
              label="Voucher code"
              description="Exactly as you received it: upper and lower case matter"
              required
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="off"
              error={form.formState.errors.code?.message}
              {...form.register("code")}
            />
            <Button type="submit" loading={redeem.pending} style={{ alignSelf: "flex-start" }}>
              Redeem
            </Button>
            <UnconfirmedAttemptAlert
              attempt={redeem}
              title="We could not confirm the voucher"
              whether="the voucher was redeemed"
            >
              Check your balance and pending amount above before you try again; if it was redeemed, trying again only
              tells you so.
            </UnconfirmedAttemptAlert>
            {formError !== null && (
              <FormErrorAlert title={operations.redeemVoucher.errorMessage}>{formError}</FormErrorAlert>
            )}
            {redeemed && <RedeemOutcome redeemed={redeemed} transfer={transfer} />}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
