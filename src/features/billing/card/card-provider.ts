import type { Stripe, StripeCardElement } from "@stripe/stripe-js";

/**
 * Where a card comes from. The server charges a single-use Stripe card token (`tok_…`); how the console
 * gets one is up to the provider: Stripe Elements when a publishable key is configured, or the sandbox's
 * documented test tokens when none is.
 */
export interface CardProvider {
  readonly mode: "stripe" | "test";
  /** A card token for `POST /v1/user/balance/charge`; rejects with a CardError that speaks to the user. */
  createToken(): Promise<string>;
  /** Forgets the card entered (after a charge went through). */
  clear(): void;
}

/** A card the provider could not turn into a token (incomplete, invalid, refused by Stripe). */
export class CardError extends Error {
  override readonly name = "CardError";
}

/** A documented test token, picked by the user: nothing real is charged. */
export function testCardProvider(token: string): CardProvider {
  return { mode: "test", createToken: () => Promise.resolve(token), clear: () => undefined };
}

/** Stripe Elements: the card never touches our code, only the token Stripe makes of it. */
export function stripeCardProvider(stripe: Pick<Stripe, "createToken">, card: StripeCardElement): CardProvider {
  return {
    mode: "stripe",
    async createToken() {
      const { token, error } = await stripe.createToken(card);
      if (!token) throw new CardError(error?.message ?? "Your card could not be read. Check its details.");
      return token.id;
    },
    clear: () => card.clear(),
  };
}

/**
 * Stripe.js, loaded from Stripe only now (the module itself is a separate chunk that only this section
 * imports). Rejects when the script cannot load (offline, blocked).
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import("@stripe/stripe-js");
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new CardError("Stripe could not be loaded.");
  return stripe;
}
