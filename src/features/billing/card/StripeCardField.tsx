import { Alert, Box, Button, Group, Input, Loader, Text } from "@mantine/core";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";
import { ErrorIcon } from "../../../components/icons.tsx";
import { loadStripeJs, stripeCardProvider, type CardProvider } from "./card-provider.ts";

interface StripeCardFieldProps {
  publishableKey: string;
  /** The provider once the card is complete, null while it is not. */
  onProvider: (provider: CardProvider | null) => void;
}

function useStripe(publishableKey: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ stripe?: Stripe; failed?: boolean; attempt: number }>({ attempt: -1 });
  useEffect(() => {
    let current = true;
    loadStripeJs(publishableKey).then(
      (stripe) => current && setState({ stripe, attempt }),
      () => current && setState({ failed: true, attempt }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);
  const loading = state.attempt !== attempt;
  return { ...state, loading, retry: () => setAttempt((n) => n + 1) };
}

/** Stripe's card element (number, expiry, CVC), in an iframe Stripe controls. */
export function StripeCardField({ publishableKey, onProvider }: StripeCardFieldProps) {
  const { stripe, failed, loading, retry } = useStripe(publishableKey);
  const mount = useRef<HTMLDivElement>(null);
  const [cardError, setCardError] = useState<string | undefined>();

  useEffect(() => {
    const target = mount.current;
    if (!stripe || !target) return;
    // Stripe styles its iframe itself: give it the theme's text colour and font.
    const style = getComputedStyle(target);
    const card = stripe.elements().create("card", {
      hidePostalCode: true,
      style: { base: { color: style.color, fontFamily: style.fontFamily, fontSize: "16px" } },
    });
    card.mount(target);
    card.on("change", (event) => {
      setCardError(event.error?.message);
      onProvider(event.complete ? stripeCardProvider(stripe, card) : null);
    });
    return () => {
      onProvider(null);
      card.destroy();
    };
  }, [stripe, onProvider]);

  if (failed) {
    return (
      <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert" title="The card form could not load">
        <Group justify="space-between" gap="sm">
          <Text size="sm">Check your connection (or a blocker that stops Stripe), then try again.</Text>
          <Button size="xs" variant="default" onClick={retry}>
            Try Again
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Input.Wrapper
      label="Card"
      description="Processed by Stripe: your card details never reach our servers."
      error={cardError}
    >
      {loading && <Loader size="sm" mt="xs" aria-label="Loading the card form" />}
      <Box
        ref={mount}
        mt={6}
        px="sm"
        py={10}
        hidden={loading}
        style={{
          border: "1px solid var(--mantine-color-default-border)",
          borderRadius: "var(--mantine-radius-default)",
          background: "var(--mantine-color-default)",
          color: "var(--mantine-color-text)",
        }}
      />
    </Input.Wrapper>
  );
}
