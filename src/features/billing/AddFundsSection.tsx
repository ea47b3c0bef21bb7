import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Paper, Stack } from "@mantine/core";
import { useCallback, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ErrorIcon } from "../../components/icons.tsx";
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
  const { charge, state, amount, reason } = useCharge();
  // A second click before the first charge is sent must not charge twice.
  const sending = useRef(false);

  async function submit({ amount }: AmountValues) {
    if (sending.current) return;
    setProblem(null);
    if (!provider) {
      setProblem("Enter your card details.");
      return;
    }
    sending.current = true;
    try {
      const token = await provider.createToken();
      await charge({ card_type: "card", payment_method_id: token, amount });
      provider.clear();
    } catch (error) {
      setProblem(error instanceof CardError ? error.message : errorText(error));
    } finally {
      sending.current = false;
    }
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
            {problem && (
              <Alert color="red" variant="light" icon={<ErrorIcon />} title="Payment failed" role="alert">
                {problem}
              </Alert>
            )}
            <ChargeStatus state={state} amount={amount} reason={reason} />
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
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
