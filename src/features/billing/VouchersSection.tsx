import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Paper, Stack, TextInput } from "@mantine/core";
import { operations, toKubeCloudError, type RedeemAccepted } from "@kubecloud/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { showToast } from "../../components/feedback/toasts.tsx";
import { CheckIcon, ErrorIcon } from "../../components/icons.tsx";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { UnconfirmedAlert } from "../../components/UnconfirmedAlert.tsx";
import { useApi } from "../../lib/api-context.ts";
import { errorText } from "../../lib/error-text.ts";
import { formatUsd } from "../../lib/format.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { useExactlyOnce } from "../../lib/use-exactly-once.ts";
import { BalanceSummary } from "./BalanceSummary.tsx";
import { voucherSchema, type VoucherInput, type VoucherValues } from "./voucher-schema.ts";

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

/** Redeem a voucher: the result inline and as a toast; the server's refusals on the field. */
export function VouchersSection() {
  const form = useForm<VoucherInput, unknown, VoucherValues>({
    resolver: zodResolver(voucherSchema),
    defaultValues: { code: "" },
    mode: "onTouched",
  });
  const redeem = useRedeemVoucher();
  const [redeemed, setRedeemed] = useState<RedeemAccepted | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit({ code }: VoucherValues) {
    setFormError(null);
    setRedeemed(null);
    const attempt = await redeem.run(code);
    if (attempt.status === "done") {
      setRedeemed(attempt.data);
      form.reset();
      showToast({ severity: "success", title: "Voucher redeemed", message: redeemedText(attempt.data) });
    } else if (attempt.status === "failed") {
      const failure = toKubeCloudError(attempt.error);
      // Unknown, already redeemed or expired: the server's reason belongs to the code the user typed.
      if ((failure.status === 400 || failure.status === 404) && failure.serverText) {
        form.setError("code", { type: "server", message: errorText(failure) }, { shouldFocus: true });
      } else {
        setFormError(errorText(failure));
      }
    }
  }

  return (
    <Stack>
      <SectionHeader title="Vouchers" description="Add credit to your balance with a voucher code." />
      <BalanceSummary />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-label="Redeem voucher">
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
            {redeem.unconfirmed && (
              <UnconfirmedAlert
                title="We could not confirm the voucher"
                error={redeem.error}
                rechecking={redeem.rechecking}
                whether="the voucher was redeemed"
              >
                Check your balance and pending amount above before you try again; if it was redeemed, trying again only
                tells you so.
              </UnconfirmedAlert>
            )}
            {formError && (
              <Alert
                color="red"
                variant="light"
                icon={<ErrorIcon />}
                role="alert"
                title={operations.redeemVoucher.errorMessage}
              >
                {formError}
              </Alert>
            )}
            {redeemed && (
              <Alert color="green" variant="light" icon={<CheckIcon />} role="status" title="Voucher redeemed">
                {redeemedText(redeemed)}
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
