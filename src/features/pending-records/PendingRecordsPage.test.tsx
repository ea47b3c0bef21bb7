import { screen, within } from "@testing-library/react";
import type { PendingRecord } from "@kubecloud/sdk";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fail, ok, renderWithApi, type Handler } from "../../test/render.tsx";
import { everyCellLabelled } from "../../test/stacked-table.ts";
import { PendingRecordsPage } from "./PendingRecordsPage.tsx";

const buildRecord = (overrides: Partial<PendingRecord> = {}): PendingRecord => ({
  id: 88,
  user_id: 12,
  username: "Amira Haddad",
  tft_amount: 24691358024,
  transferred_tft_amount: 12000000000,
  transfer_mode: "charge_balance",
  created_at: "2026-03-02T09:15:41.208733Z",
  updated_at: "2026-03-02T09:45:41.930215Z",
  usd_amount: 20,
  transferred_usd_amount: 9.72,
  ...overrides,
});

type RecordsHandler = Handler<"GET /v1/user/pending-records">;

function setup(signedIn: boolean, records: RecordsHandler = () => ok({ pending_records: [] })) {
  return renderWithApi(
    <MemoryRouter>
      <PendingRecordsPage signedIn={signedIn} />
    </MemoryRouter>,
    { api: { "GET /v1/user/pending-records": records }, signedIn },
  );
}

const listing =
  (pending_records: PendingRecord[] | null): RecordsHandler =>
  () =>
    ok({ pending_records });

describe("PendingRecordsPage", () => {
  it("asks a guest to sign in and calls nothing", () => {
    const { requests } = setup(false);
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/sign-in");
    expect(requests).toEqual([]);
    expect(document.title).toBe("Payments · KubeCloud");
  });

  it("lists requested and transferred amounts, the transfer mode and the status", async () => {
    const { requests } = setup(
      true,
      listing([
        buildRecord(),
        buildRecord({
          id: 97,
          transfer_mode: "admin_credit",
          tft_amount: 30864197530,
          transferred_tft_amount: 30864197530,
          usd_amount: 25,
          transferred_usd_amount: 25,
        }),
      ]),
    );
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(3);
    const pending = within(rows[1]);
    expect(pending.getByText("Card charge")).toBeInTheDocument();
    expect(pending.getByText("$20.00")).toBeInTheDocument();
    expect(pending.getByText("2,469.14 TFT")).toBeInTheDocument();
    expect(pending.getByText("$9.72")).toBeInTheDocument();
    expect(pending.getByText("1,200 TFT")).toBeInTheDocument();
    expect(pending.getByText("Pending · 48%")).toBeInTheDocument();
    const done = within(rows[2]);
    expect(done.getByText("Admin credit")).toBeInTheDocument();
    expect(done.getByText("Completed")).toBeInTheDocument();
    const [request] = requests;
    expect(new URL(request.url).pathname).toBe("/api/v1/user/pending-records");
    expect(request.headers.get("Authorization")).toBe("Bearer access");
  });

  it("shows each record as a card on a phone: a stacked table whose cells carry their column's name", async () => {
    setup(true, listing([buildRecord(), buildRecord({ id: 97, transfer_mode: "redeem_voucher" })]));
    const table = await screen.findByRole("table");
    expect(table.className).toMatch(/stacked/);
    expect(everyCellLabelled(table)).toBe(true);
    expect(within(table).getByText("Amounts in USD use the current TFT price.").tagName).toBe("CAPTION");
  });

  it("says so when there are no records (the server sends null)", async () => {
    setup(true, listing(null));
    expect(await screen.findByText(/No pending payments/)).toBeInTheDocument();
  });

  it("shows the call's failure message", async () => {
    setup(true, () => fail(500, { status: 500, message: "Internal server error" }));
    expect(await screen.findByText("Failed to load payments")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
