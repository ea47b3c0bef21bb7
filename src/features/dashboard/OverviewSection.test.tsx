import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildInvoices } from "../../test/builders.ts";
import { signedInStorage } from "../../test/account.ts";
import { ok, renderApp, type Handlers } from "../../test/render.tsx";

const clusters = () => ok({ deployments: [], count: 0 });
const tenDollars = () => ok({ balance_usd: 10, debt_usd: 0, pending_balance_usd: 0 });

/** The overview of a signed-in user with no clusters; `api` adds routes. */
function openOverview(api: Handlers) {
  renderApp({ path: "/dashboard", storage: signedInStorage(), api: { "GET /v1/deployments": clusters, ...api } });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the dashboard overview", () => {
  it("shows balance minus debt with pending apart, and refreshes it every 30 s", async () => {
    let calls = 0;
    const balances = [
      { balance_usd: 100, debt_usd: 12.5, pending_balance_usd: 20 },
      { balance_usd: 150, debt_usd: 12.5, pending_balance_usd: 0 },
    ];
    openOverview({ "GET /v1/user/balance": () => ok(balances[Math.min(calls++, 1)]) });
    expect(await screen.findByText("$87.50")).toBeInTheDocument();
    expect(screen.getByText("+$20.00 pending")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText("$137.50")).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByText(/pending/)).toBeNull();
  });

  it("falls back to $0.00 and says 'Failed to fetch balance' when the server gives no text", async () => {
    openOverview({
      "GET /v1/user/balance": () => new Response("", { status: 502, statusText: "Bad Gateway" }),
    });
    expect(await screen.findByText("Failed to fetch balance")).toBeInTheDocument();
    expect(screen.getByTestId("balance")).toHaveTextContent("$0.00");
  });
});

describe("total spent", () => {
  it("adds up the invoices, with their count and a way to Billing History", async () => {
    openOverview({
      "GET /v1/user/balance": tenDollars,
      "GET /v1/user/invoice": () => ok({ invoices: buildInvoices() }),
    });
    expect(await screen.findByTestId("total-spent")).toHaveTextContent("$364.28");
    expect(screen.getByText(/3 invoices/)).toBeInTheDocument();
    const tile = screen.getByTestId("total-spent").parentElement!;
    expect(within(tile).getByRole("link", { name: "Billing History" })).toHaveAttribute(
      "href",
      "/dashboard?section=billing",
    );
  });

  it("says 'Failed to load invoices' with a retry where the figure would be", async () => {
    let calls = 0;
    openOverview({
      "GET /v1/user/balance": tenDollars,
      "GET /v1/user/nodes/rented": () => ok({ nodes: [], total: 0 }),
      "GET /v1/user/invoice": () =>
        calls++ === 0
          ? new Response("", { status: 502, statusText: "Bad Gateway" })
          : ok({ invoices: buildInvoices().slice(0, 1) }),
    });
    expect(await screen.findByText("Failed to load invoices")).toBeInTheDocument();
    expect(screen.queryByTestId("total-spent")).toBeNull();
    // The tile's own retry (the spend panel under the tiles has one too).
    const tile = screen.getByText("Total spent").parentElement!;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(tile).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByTestId("total-spent")).toHaveTextContent(/^\$\d/);
    expect(screen.getByText(/1 invoice\b/)).toBeInTheDocument();
  });
});
