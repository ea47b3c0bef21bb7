import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildPendingRecord } from "../../test/builders.ts";
import { fail, ok, renderWithApi, type Handlers } from "../../test/render.tsx";
import { saveFile } from "../../lib/save-file.ts";
import { SpendPanel } from "./SpendPanel.tsx";

vi.mock("../../lib/save-file.ts", () => ({ saveFile: vi.fn() }));

// Friday 27 November 2026: the 90 days run from Sunday 30 August.
const NOW = new Date("2026-11-27T15:00:00Z");

const invoice = (id: number, created_at: string, total: number) => ({
  id,
  user_id: 12,
  total,
  tax: 0,
  nodes: [],
  created_at,
});

const records = () =>
  ok({
    pending_records: [
      buildPendingRecord({
        id: 1,
        created_at: "2026-11-11T08:00:00Z",
        usd_amount: 20,
        transfer_mode: "charge_balance",
      }),
      buildPendingRecord({
        id: 2,
        created_at: "2026-11-20T08:00:00Z",
        usd_amount: 50,
        transfer_mode: "redeem_voucher",
      }),
    ],
  });

const api: Handlers = {
  "GET /v1/user/invoice": () =>
    ok({
      invoices: [
        invoice(1, "2026-06-30T23:00:00Z", 999), // before the 90 days
        invoice(2, "2026-10-12T10:00:00Z", 57.9),
        invoice(3, "2026-11-24T10:00:00Z", 100),
      ],
    }),
  "GET /v1/user/pending-records": records,
  "GET /v1/user/balance": () => ok({ balance_usd: 150, debt_usd: 10, pending_balance_usd: 0 }),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(saveFile).mockClear();
});

function setup(handlers: Handlers = {}) {
  const view = renderWithApi(<SpendPanel />, { api: { ...api, ...handlers }, signedIn: true });
  return { ...view, user: userEvent.setup() };
}

const bucketNames = () =>
  within(screen.getByRole("list", { name: /^Spend and top-ups by/ }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label")!.split(":")[0]);

describe("the spend panel", () => {
  it("shows the 90 days' totals and a bucket per week, switching to months", async () => {
    const { user } = setup();
    expect(await screen.findByTestId("period-spent")).toHaveTextContent("$157.90");
    expect(screen.getByTestId("period-topped-up")).toHaveTextContent("$70.00");
    expect(bucketNames()).toHaveLength(14);
    expect(bucketNames()[0]).toBe("Aug 30, 2026");
    expect(bucketNames().at(-1)).toBe("Nov 23 – 27, 2026");
    // The balance line ends at today's balance net of debt.
    expect(screen.getByRole("listitem", { name: /^Nov 23 – 27, 2026:/ })).toHaveAccessibleName(
      "Nov 23 – 27, 2026: Spent $100.00, Topped up $0.00, By card $0.00, By voucher $0.00, As credit $0.00, Balance (estimate) $140.00",
    );

    await user.click(screen.getByRole("radio", { name: "Months" }));
    expect(bucketNames()).toEqual(["Aug 30 – 31, 2026", "September 2026", "October 2026", "Nov 1 – 27, 2026"]);
    expect(screen.getByRole("listitem", { name: /^October 2026:/ })).toHaveAccessibleName(
      "October 2026: Spent $57.90, Topped up $0.00, By card $0.00, By voucher $0.00, As credit $0.00, Balance (estimate) $170.00",
    );
    const table = screen.getByRole("table", { name: "Spend and top-ups by month, last 90 days" });
    expect(within(table).getAllByRole("row")).toHaveLength(5);
  });

  it("downloads the shown buckets as CSV, named after the period and today", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("radio", { name: "Months" }));
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0];
    expect(name).toBe("kubecloud-spend-monthly-2026-11-27.csv");
    expect(blob.type).toBe("text/csv;charset=utf-8");
    // UTF-8 with a byte-order mark, so that spreadsheets read the dash as a dash.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blob.text()).split("\r\n")).toEqual([
      'Period,From,To,Spent (USD),Topped up (USD),Card (USD),Voucher (USD),Credit (USD),"Balance at end, estimated (USD)"',
      '"Aug 30 – 31, 2026",2026-08-30,2026-08-31,0,0,0,0,0,227.9',
      "September 2026,2026-09-01,2026-09-30,0,0,0,0,0,227.9",
      "October 2026,2026-10-01,2026-10-31,57.9,0,0,0,0,170",
      '"Nov 1 – 27, 2026",2026-11-01,2026-11-27,100,70,20,50,0,140',
      "",
    ]);

    await user.click(screen.getByRole("radio", { name: "Weeks" }));
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    const [weekly, weeklyName] = vi.mocked(saveFile).mock.calls[1];
    expect(weeklyName).toBe("kubecloud-spend-weekly-2026-11-27.csv");
    expect((await weekly.text()).split("\r\n")).toHaveLength(1 + 14 + 1);
  });

  it("says what failed and tries again", async () => {
    let calls = 0;
    const { user } = setup({
      "GET /v1/user/pending-records": () => {
        calls += 1;
        return calls === 1 ? fail(500, { status: 500, message: "database is down" }) : records();
      },
    });
    expect(await screen.findByText("Failed to load spend history")).toBeInTheDocument();
    expect(screen.getByText("Database is down.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download CSV" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByTestId("period-topped-up")).toHaveTextContent("$70.00");
    expect(calls).toBe(2);
  });
});
