import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Paper, Stack } from "@mantine/core";
import { useCallback, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { readEnv } from "../../config/env.ts";
import { settings } from "../../config/settings.ts";
import { errorText } from "../../lib/error-text.ts";
import { formatUsd } from "../../lib/format.ts";
import { AmountField } from "./AmountField.tsx";
import { CUSTOM, amountSchema, type AmountInput, type AmountValues } from "./amount-schema.ts";
import { BalanceSummary } from "./BalanceSummary.tsx";
import { CardError, type CardProvider } from "./card/card-provider.ts";
import { StripeCardField } from "./card/StripeCardField.tsx";
import { TestCardField } from "./card/TestCardField.tsx";
import { ChargeStatus } from "./ChargeStatus.tsx";
import { useCharge } from "./use-charge.ts";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

function submitLabel(values: AmountInput): string {
  const amount = Number(values.choice === CUSTOM ? values.custom : values.choice);
  return values.choice === CUSTOM && !(amount > 0) ? "Add Funds" : `Add ${formatUsd(amount)}`;
}

/**
 * Add funds by card: an amount, a card (Stripe Elements with a publishable key, test cards without one),
 * then the charge, which the server finishes after its 202 (use-charge.ts).
 */
export function AddFundsSection({ stripeKey = readEnv().stripePublishableKey }: { stripeKey?: string }) {
  const form = useForm<AmountInput, unknown, AmountValues>({
    resolver: zodResolver(amountSchema),
    defaultValues: { choice: String(settings.fundPresetsUsd[2]), custom: "" },
    mode: "onTouched",
  });
  const values = useWatch({ control: form.control }) as AmountInput;
  const [provider, setProvider] = useState<CardProvider | null>(null);
  const onProvider = useCallback((next: CardProvider | null) => setProvider(() => next), []);
  const [problem, setProblem] = useState<string | null>(null);
  const { charge, state, sending, rechecking, error, amount, reason } = useCharge();

  // A second click or Enter while a charge is in flight sends nothing (useCharge): one click, one charge.
  async function submit({ amount }: AmountValues) {
    setProblem(null);
    if (!provider) {
      setProblem("Enter your card details.");
      return;
    }
    const attempt = await charge(amount, provider);
    if (attempt.status === "done") provider.clear();
    if (attempt.status === "failed")
      setProblem(attempt.error instanceof CardError ? attempt.error.message : errorText(attempt.error));
  }

  return (
    <Stack>
      <SectionHeader title="Add Funds" description="Top up your balance by card." />
      <BalanceSummary />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-label="Add funds">
          <Stack gap="lg" maw={520}>
            <AmountField form={form} />
            {stripeKey ? (
              <StripeCardField publishableKey={stripeKey} onProvider={onProvider} />
            ) : (
              <TestCardField onProvider={onProvider} />
            )}
            {problem && <FormErrorAlert title="Payment failed">{problem}</FormErrorAlert>}
            <ChargeStatus state={state} amount={amount} reason={reason} error={error} rechecking={rechecking} />
            <Button
              type="submit"
              loading={form.formState.isSubmitting || sending}
              disabled={state === "in-progress"}
              style={{ alignSelf: "flex-start" }}
            >
              {submitLabel(values)}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
