import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInStorage } from "../../test/account.ts";
import { buildPendingRecord } from "../../test/builders.ts";
import { ok, renderApp } from "../../test/render.tsx";
import { everyCellLabelled } from "../../test/stacked-table.ts";

describe("payments", () => {
  it("shows the pending records: date, requested, transferred, mode in words and status", async () => {
    renderApp({
      path: "/dashboard?section=payments",
      storage: signedInStorage(),
      api: {
        "GET /v1/user/pending-records": () =>
          ok({
            pending_records: [
              buildPendingRecord(),
              buildPendingRecord({
                id: 90,
                transfer_mode: "redeem_voucher",
                transferred_tft_amount: 24691358024,
                transferred_usd_amount: 20,
              }),
            ],
          }),
      },
    });
    expect(await screen.findByRole("heading", { name: "Payments", level: 2 })).toBeInTheDocument();
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(within(rows[0]).getByText("Card charge")).toBeInTheDocument();
    expect(within(rows[0]).getByText("$20.00")).toBeInTheDocument();
    expect(within(rows[0]).getByText("$9.72")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Pending · 48%")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Voucher")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Completed")).toBeInTheDocument();
    // On a phone the table is stacked: each record a card whose lines are named after the columns.
    const table = screen.getByRole("table");
    expect(table.className).toMatch(/stacked/);
    expect(everyCellLabelled(table)).toBe(true);
  });

  it("says there are none when the server sends null", async () => {
    renderApp({
      path: "/dashboard?section=payments",
      storage: signedInStorage(),
      api: { "GET /v1/user/pending-records": () => ok({ pending_records: null }) },
    });
    expect(await screen.findByText(/No pending payments/)).toBeInTheDocument();
  });
});
