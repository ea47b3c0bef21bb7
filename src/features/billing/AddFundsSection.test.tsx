import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Notification, WorkflowStatus } from "@kubecloud/sdk";
import { describe, expect, it, vi } from "vitest";
import { bodiesSent, pathsSent, signedInStorage } from "../../test/account.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { fakeTimersEachTest } from "../../test/fake-timers.ts";
import { slowReply } from "../../test/slow-reply.ts";
import { liveEvent, ScriptedEventSource } from "../../test/scripted-event-source.ts";
import { toastTitles } from "../../test/toast-region.tsx";

const WORKFLOW = "3f6c2a8e-91d4-4b7a-a0e5-2c8d71f4b9a3";

fakeTimersEachTest();

function declinedNotification(): Notification {
  return {
    id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
    type: "billing",
    severity: "error",
    payload: {
      subject: "Adding Funds Failed",
      message: "Failed to add funds to your account",
      status: "funds_failed",
      error: "Your card was declined.",
    },
    status: "unread",
    created_at: "2026-03-20T10:00:00Z",
  };
}

/** The server's answer to a charge: its workflow started. */
const chargeStarted = () => ok({ workflow_id: WORKFLOW, email: "amira@example.com" }, 202);

function setup({
  statuses = ["running", "completed"],
  api = {},
}: { statuses?: WorkflowStatus[]; api?: Handlers } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  let polls = 0;
  let balances = 0;
  const view = renderApp({
    path: "/dashboard?section=add-funds",
    storage: signedInStorage(),
    api: {
      "GET /v1/user/balance": () =>
        ok({ balance_usd: balances++ === 0 ? 100 : 150, debt_usd: 12.5, pending_balance_usd: 0 }),
      "POST /v1/user/balance/charge": chargeStarted,
      "GET /v1/workflow/{workflow_id}": () => ok(statuses[Math.min(polls++, statuses.length - 1)]),
      ...api,
    },
  });
  const submit = () => screen.getByRole("button", { name: /^Add \$|^Add Funds$/ });
  return { ...view, user, submit, polls: () => polls, balanceCalls: () => balances };
}

/** The section with a charge that the server holds until `server.release()`. */
function setupSlowCharge() {
  const server = slowReply<"POST /v1/user/balance/charge">(chargeStarted);
  return { server, s: setup({ api: { "POST /v1/user/balance/charge": server.handler } }) };
}

describe("add funds", () => {
  it("without a Stripe key offers labelled test cards, with the balance and pending amount beside them", async () => {
    setup();
    expect(await screen.findByText("Test mode")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Visa ending in 4242" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Card declined" })).toBeInTheDocument();
    expect(await screen.findByTestId("balance")).toHaveTextContent("$87.50");
    expect(screen.getByTestId("pending-balance")).toHaveTextContent("$0.00");
    expect(screen.getByRole("radio", { name: "$20" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Add $20.00" })).toBeInTheDocument();
  });

  it("charges the chosen amount, shows the payment in progress, then the result and the new balance", async () => {
    const s = setup();
    await screen.findByText("Test mode");
    await s.user.click(screen.getByRole("radio", { name: "$50" }));
    await s.user.click(screen.getByRole("button", { name: "Add $50.00" }));
    expect(await screen.findByText("Payment in progress")).toBeInTheDocument();
    expect(await bodiesSent(s.requests, "POST", "/v1/user/balance/charge")).toEqual([
      { card_type: "card", payment_method_id: "tok_visa", amount: 50 },
    ]);
    expect(s.submit()).toBeDisabled();
    expect(s.polls()).toBe(1);

    // Polled every 2 s (the fake clock also runs with real time here, so not to the millisecond).
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(s.polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText("Payment received")).toBeInTheDocument();
    expect(screen.getByText(/\$50\.00 was added to your account/)).toBeInTheDocument();
    expect(await screen.findByTestId("balance")).toHaveTextContent("$137.50");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(s.polls()).toBe(2); // no more polling once it ended
    expect(s.submit()).toBeEnabled();
  });

  it("shows the charge's own live events in the section, not as toasts (one outcome, one message)", async () => {
    ScriptedEventSource.install();
    const started = liveEvent("billing", "info", "Charge Balance has been started", "started");
    const s = setup({
      statuses: ["running", "running", "completed"],
      api: {
        // The start may be announced before the console has read the 202.
        "POST /v1/user/balance/charge": () => (ScriptedEventSource.latest().send(started), chargeStarted()),
      },
    });
    await screen.findByText("Test mode");
    const live = await ScriptedEventSource.connected();
    await s.user.click(s.submit());
    expect(await screen.findByText("Payment in progress")).toBeInTheDocument();
    await live.emit(started);
    expect(await screen.findByText("Payment received")).toBeInTheDocument();
    await live.emit(
      liveEvent(
        "billing",
        "success",
        "Funds were added successfully to your account. Amount added: $20.00. New balance will be: $107.50.",
        "funds_succeeded",
        "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
      ),
    );
    expect(toastTitles()).toEqual([]);
    // What the section does not show still gets its toast.
    await live.emit(liveEvent("user", "success", "SSH key 'laptop' was added to your account.", "ssh_key_added"));
    // The first toast brings the toasts' code (loaded on demand): it shows a moment later, with any other.
    await waitFor(() => expect(toastTitles()).toEqual(["SSH key added"]));
  });

  it("shows the server's reason when the card is declined after the 202, and the balance stays", async () => {
    const s = setup({
      statuses: ["failed"],
      api: {
        "GET /v1/notifications": () => ok({ notifications: [declinedNotification()], limit: 10, offset: 0, count: 1 }),
      },
    });
    await screen.findByText("Test mode");
    await s.user.click(screen.getByRole("radio", { name: "Card declined" }));
    await s.user.click(s.submit());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Payment failed")).toBeInTheDocument();
    expect(alert).toHaveTextContent("Your card was declined. Nothing was added to your balance.");
    expect(await bodiesSent(s.requests, "POST", "/v1/user/balance/charge")).toEqual([
      { card_type: "card", payment_method_id: "tok_chargeDeclined", amount: 20 },
    ]);
    expect(screen.getByTestId("balance")).toHaveTextContent("$87.50");
    expect(s.balanceCalls()).toBe(1);
  });

  it("shows Stripe's refusal at once (402) and starts nothing", async () => {
    const s = setup({
      api: {
        "POST /v1/user/balance/charge": () =>
          fail(402, { status: 402, message: "expired_card", error: "Your card has expired." }),
      },
    });
    await screen.findByText("Test mode");
    await s.user.click(s.submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card has expired.");
    expect(s.polls()).toBe(0);
    expect(screen.queryByText("Payment in progress")).toBeNull();
  });

  it("never charges twice for a double click", async () => {
    const s = setup();
    await screen.findByText("Test mode");
    await s.user.dblClick(s.submit());
    await screen.findByText("Payment in progress");
    await s.user.click(s.submit());
    expect(pathsSent(s.requests, "POST")).toEqual(["/v1/user/balance/charge"]);
  });

  it("charges once for a double click and for a double Enter while the server is slow to answer", async () => {
    const { server, s } = setupSlowCharge();
    await screen.findByText("Test mode");
    await s.user.dblClick(s.submit());
    // Two submits of the form before React has rendered the first (what a double Enter does).
    const form = screen.getByRole("form", { name: "Add funds" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(s.submit()).toBeDisabled();
    expect(server.calls()).toBe(1);
    server.release();
    expect(await screen.findByText("Payment in progress")).toBeInTheDocument();
    expect(pathsSent(s.requests, "POST")).toEqual(["/v1/user/balance/charge"]);
  });

  it("after a timeout says the card may have been charged, reads the balance again, and only then offers a retry", async () => {
    const { server, s } = setupSlowCharge();
    await screen.findByText("Test mode");
    expect(await screen.findByTestId("balance")).toHaveTextContent("$87.50");
    await s.user.click(screen.getByRole("button", { name: "Add $20.00" }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("We could not confirm your payment")).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "The server did not answer in time, so we cannot tell whether your card was charged $20.00. Check your balance and pending amount above, and Payments, before you try again: another try is another charge.",
    );
    expect(within(alert).getByRole("link", { name: "Payments" })).toHaveAttribute(
      "href",
      "/dashboard?section=payments",
    );
    expect(screen.queryByText("Payment failed")).toBeNull();
    // The balance was read again (the charge did go through on the server): the user sees it before retrying.
    expect(await screen.findByTestId("balance")).toHaveTextContent("$137.50");
    expect(s.balanceCalls()).toBe(2);
    expect(s.submit()).toBeEnabled();
    expect(server.calls()).toBe(1);

    // Nothing is sent again by itself; the user's own retry is one more charge.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.calls()).toBe(1);
    await s.user.click(s.submit());
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(server.calls()).toBe(2);
    server.release();
    expect(await screen.findByText("Payment in progress")).toBeInTheDocument();
    expect(screen.queryByText("We could not confirm your payment")).toBeNull();
  });

  it("takes a custom amount within its limits", async () => {
    const s = setup();
    await screen.findByText("Test mode");
    await s.user.click(screen.getByRole("radio", { name: "Custom" }));
    const field = screen.getByRole("textbox", { name: /Custom amount/ });
    await s.user.click(s.submit());
    expect(await screen.findByText("Enter an amount")).toBeInTheDocument();
    await s.user.type(field, "0.5");
    await s.user.click(s.submit());
    expect(await screen.findByText("Enter an amount from $1.00 to $10,000.00")).toBeInTheDocument();
    await s.user.clear(field);
    await s.user.type(field, "37.5");
    await s.user.click(screen.getByRole("button", { name: "Add $37.50" }));
    await screen.findByText("Payment in progress");
    expect(await bodiesSent(s.requests, "POST", "/v1/user/balance/charge")).toEqual([
      { card_type: "card", payment_method_id: "tok_visa", amount: 37.5 },
    ]);
  });
});
