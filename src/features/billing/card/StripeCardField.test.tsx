import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSent } from "../../../test/account.ts";
import { ok, renderWithApi } from "../../../test/render.tsx";
import { AddFundsSection } from "../AddFundsSection.tsx";

// Stripe is mocked at its module boundary: loadStripe gives a Stripe whose card element the test drives.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock("@stripe/stripe-js", () => ({ loadStripe }));

function fakeStripe() {
  let onChange: ((event: { complete: boolean; error?: { message: string } }) => void) | undefined;
  const card = {
    mount: vi.fn(),
    destroy: vi.fn(),
    clear: vi.fn(),
    on: vi.fn((_name: string, handler: typeof onChange) => void (onChange = handler)),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createToken: vi.fn().mockResolvedValue({ token: { id: "tok_1QxR7mLkdIwHu7ixA3bFgT9c" } }),
  };
  return { stripe, card, change: (event: Parameters<NonNullable<typeof onChange>>[0]) => onChange?.(event) };
}

beforeEach(() => loadStripe.mockReset());

function setup() {
  return renderWithApi(<AddFundsSection stripeKey="pk_test_51Nabc" />, {
    signedIn: true,
    api: {
      "GET /v1/user/balance": () => ok({ balance_usd: 10, debt_usd: 0, pending_balance_usd: 0 }),
      "POST /v1/user/balance/charge": () =>
        ok({ workflow_id: "3f6c2a8e-91d4-4b7a-a0e5-2c8d71f4b9a3", email: "amira@example.com" }, 202),
      "GET /v1/workflow/{workflow_id}": () => ok("running"),
    },
  });
}

describe("add funds with a Stripe key", () => {
  it("loads Stripe with the key, mounts its card element and charges the token Stripe makes", async () => {
    const fake = fakeStripe();
    loadStripe.mockResolvedValue(fake.stripe);
    const user = userEvent.setup();
    const { requests } = setup();
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalledOnce());
    expect(loadStripe).toHaveBeenCalledWith("pk_test_51Nabc");
    expect(screen.queryByText("Test mode")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add $20.00" }));
    expect(await screen.findByText("Enter your card details.")).toBeInTheDocument();
    expect(fake.stripe.createToken).not.toHaveBeenCalled();

    fake.change({ complete: false, error: { message: "Your card number is invalid." } });
    expect(await screen.findByText("Your card number is invalid.")).toBeInTheDocument();
    fake.change({ complete: true });
    await user.click(screen.getByRole("button", { name: "Add $20.00" }));
    expect(await screen.findByText("Payment in progress")).toBeInTheDocument();
    expect(await bodiesSent(requests, "POST", "/v1/user/balance/charge")).toEqual([
      { card_type: "card", payment_method_id: "tok_1QxR7mLkdIwHu7ixA3bFgT9c", amount: 20 },
    ]);
    expect(fake.card.clear).toHaveBeenCalledOnce();
  });

  it("shows Stripe's message when it cannot make a token, and charges nothing", async () => {
    const fake = fakeStripe();
    fake.stripe.createToken.mockResolvedValue({ error: { message: "Your card's security code is incomplete." } });
    loadStripe.mockResolvedValue(fake.stripe);
    const user = userEvent.setup();
    const { requests } = setup();
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalledOnce());
    fake.change({ complete: true });
    await user.click(screen.getByRole("button", { name: "Add $20.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card's security code is incomplete.");
    expect(await bodiesSent(requests, "POST", "/v1/user/balance/charge")).toEqual([]);
  });

  it("says so and offers a retry when Stripe.js cannot load (never a crash)", async () => {
    loadStripe.mockRejectedValueOnce(new Error("Failed to load Stripe.js"));
    const user = userEvent.setup();
    setup();
    expect(await screen.findByText("The card form could not load")).toBeInTheDocument();
    const fake = fakeStripe();
    loadStripe.mockResolvedValue(fake.stripe);
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalledOnce());
  });
});
