import type { StripeCardElement } from "@stripe/stripe-js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CardError, loadStripeJs, stripeCardProvider, testCardProvider } from "./card-provider.ts";

// Stripe is mocked where the console meets it: the @stripe/stripe-js module.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock("@stripe/stripe-js", () => ({ loadStripe }));

beforeEach(() => loadStripe.mockReset());

function fakeCard() {
  const clear = vi.fn();
  return { card: { clear } as unknown as StripeCardElement, clear };
}

describe("the test-card provider", () => {
  it("hands over the token the user picked, in test mode", async () => {
    const provider = testCardProvider("tok_chargeDeclined");
    expect(provider.mode).toBe("test");
    await expect(provider.createToken()).resolves.toBe("tok_chargeDeclined");
  });
});

describe("the Stripe provider", () => {
  it("turns the card element into Stripe's token id", async () => {
    const { card, clear } = fakeCard();
    const createToken = vi.fn().mockResolvedValue({ token: { id: "tok_1QxR7mLkdIwHu7ixA3bFgT9c" } });
    const provider = stripeCardProvider({ createToken }, card);
    expect(provider.mode).toBe("stripe");
    await expect(provider.createToken()).resolves.toBe("tok_1QxR7mLkdIwHu7ixA3bFgT9c");
    expect(createToken).toHaveBeenCalledWith(card);
    provider.clear();
    expect(clear).toHaveBeenCalledOnce();
  });

  it("rejects with Stripe's own message when the card is refused", async () => {
    const createToken = vi
      .fn()
      .mockResolvedValue({ error: { type: "card_error", message: "Your card number is incomplete." } });
    const provider = stripeCardProvider({ createToken }, fakeCard().card);
    const failure = provider.createToken();
    await expect(failure).rejects.toBeInstanceOf(CardError);
    await expect(failure).rejects.toThrow("Your card number is incomplete.");
  });

  it("loads Stripe.js with the publishable key, and fails when it cannot", async () => {
    const stripe = { elements: vi.fn() };
    loadStripe.mockResolvedValueOnce(stripe);
    await expect(loadStripeJs("pk_test_51Nabc")).resolves.toBe(stripe);
    expect(loadStripe).toHaveBeenCalledWith("pk_test_51Nabc");

    loadStripe.mockResolvedValueOnce(null);
    await expect(loadStripeJs("pk_test_51Nabc")).rejects.toThrow("Stripe could not be loaded.");
  });
});
