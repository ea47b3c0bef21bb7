import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createKubeCloudClient, createMemoryTokenStore, type PendingRecord } from "@kubecloud/sdk";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ApiContext } from "../../lib/api-context.ts";
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

function setup(signedIn: boolean, reply: () => Response = () => Response.json({})) {
  const fetch = vi.fn((_request: Request) => Promise.resolve(reply()));
  const tokens = createMemoryTokenStore();
  if (signedIn) tokens.setTokens({ accessToken: "access", refreshToken: "refresh" });
  const api = createKubeCloudClient({ baseUrl: "http://api.test/api", tokens, fetch });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiContext.Provider value={api}>
          <MemoryRouter>
            <PendingRecordsPage signedIn={signedIn} />
          </MemoryRouter>
        </ApiContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetch };
}

const envelope = (data: unknown) => () =>
  Response.json({ status: 200, message: "Pending records are retrieved successfully", data });

describe("PendingRecordsPage", () => {
  it("asks a guest to sign in and calls nothing", () => {
    const { fetch } = setup(false);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
    expect(fetch).not.toHaveBeenCalled();
    expect(document.title).toBe("Payments · KubeCloud");
  });

  it("lists requested and transferred amounts, the transfer mode and the status", async () => {
    const { fetch } = setup(
      true,
      envelope({
        pending_records: [
          buildRecord(),
          buildRecord({
            id: 97,
            transfer_mode: "admin_credit",
            tft_amount: 30864197530,
            transferred_tft_amount: 30864197530,
            usd_amount: 25,
            transferred_usd_amount: 25,
          }),
        ],
      }),
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
    const request = fetch.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe("/api/v1/user/pending-records");
    expect(request.headers.get("Authorization")).toBe("Bearer access");
  });

  it("says so when there are no records (the server sends null)", async () => {
    setup(true, envelope({ pending_records: null }));
    expect(await screen.findByText(/No pending payments/)).toBeInTheDocument();
  });

  it("shows the call's failure message", async () => {
    setup(true, () => Response.json({ status: 500, message: "Internal server error" }, { status: 500 }));
    expect(await screen.findByText("Failed to load payments")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
