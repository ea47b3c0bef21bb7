import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Balance, RentableNode } from "@kubecloud/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { lowBalanceKey, type LowBalanceSettings } from "../../lib/low-balance.ts";
import { pathsSent, signedInStorage } from "../../test/account.ts";
import { buildDeployments, buildRentedNodes } from "../../test/builders.ts";
import { ok, renderApp } from "../../test/render.tsx";

// The demo user (ID 12) rents four nodes for $322.62 a month: $0.4481 an hour, $10.75 a day.

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const keep = (settings: LowBalanceSettings) => localStorage.setItem(lowBalanceKey("user-12"), JSON.stringify(settings));

function setup({ balance, rented = buildRentedNodes() }: { balance: Partial<Balance>; rented?: RentableNode[] }) {
  const deployments = buildDeployments();
  const app = renderApp({
    path: "/notifications",
    storage: signedInStorage(),
    api: {
      "GET /v1/user/balance": () => ok({ balance_usd: 0, debt_usd: 0, pending_balance_usd: 0, ...balance }),
      "GET /v1/deployments": () => ok({ deployments, count: deployments.length }),
      "GET /v1/user/nodes/rented": () => ok({ total: rented.length, nodes: rented }),
    },
  });
  return { ...app, user: userEvent.setup() };
}

const banner = () => screen.findByRole("region", { name: "Low balance" });
/** Waits until the runway is known: what it reads was asked for, and the answers were rendered. */
const settled = async (requests: Request[]) => {
  await waitFor(() => expect(pathsSent(requests, "GET")).toEqual(expect.arrayContaining(["/v1/user/nodes/rented"])));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};

describe("the low-balance banner", () => {
  it("warns in yellow under 7 days, with how long the balance lasts and Add Funds", async () => {
    setup({ balance: { balance_usd: 50 } }); // 111 hours: 4 days
    const region = within(await banner());
    const status = region.getByRole("status");
    expect(status).toHaveTextContent("Your balance runs low");
    expect(status).toHaveTextContent(
      "Your balance ($50.00) runs out in about 4 days at $0.4481 an hour. Then your 4 reserved nodes and 2 clusters go into a grace period and are suspended until you add funds.",
    );
    expect(region.getByRole("link", { name: "Add Funds" })).toHaveAttribute("href", "/dashboard?section=add-funds");
  });

  it("alarms in red under a day, with the hours left", async () => {
    setup({ balance: { balance_usd: 5 } }); // 11 hours
    const alert = within(await banner()).getByRole("alert");
    expect(alert).toHaveTextContent("Your balance runs out within a day");
    expect(alert).toHaveTextContent("runs out in about 11 hours");
  });

  it("says in plain words what stops, and when, with a debt the balance does not cover", async () => {
    setup({ balance: { balance_usd: 10, debt_usd: 12.5 } });
    const alert = within(await banner()).getByRole("alert");
    expect(alert).toHaveTextContent("Your account is in debt");
    expect(alert).toHaveTextContent(
      "Your account owes $12.50 of unpaid rent. Your balance no longer pays for your 4 reserved nodes and 2 clusters: they are in a grace period now and are suspended until the debt is paid. Money you add pays the debt first.",
    );
  });

  it("counts a debt the balance covers out of the runway, and says it is paid first", async () => {
    setup({ balance: { balance_usd: 40, debt_usd: 12.5 } }); // $27.50 left: 61 hours
    const status = within(await banner()).getByRole("status");
    expect(status).toHaveTextContent("Your balance runs low");
    expect(status).toHaveTextContent(
      "$12.50 of unpaid rent is paid from your balance first. Your balance ($27.50) runs out in about 2 days",
    );
  });

  it("warns just under 7 days", async () => {
    setup({ balance: { balance_usd: 75.27 } }); // 167.98 hours
    expect(within(await banner()).getByRole("status")).toHaveTextContent("runs out in about 6 days");
  });

  it("shows nothing from 7 days on", async () => {
    const s = setup({ balance: { balance_usd: 75.28 } }); // 168 hours: 7 days
    await settled(s.requests);
    expect(screen.queryByRole("region", { name: "Low balance" })).toBeNull();
  });

  it("uses the thresholds kept for the account", async () => {
    keep({ enabled: true, warningDays: 10, criticalDays: 5 });
    setup({ balance: { balance_usd: 75.28 } }); // 7 days: under 10, not under 5
    expect(within(await banner()).getByRole("status")).toHaveTextContent("Your balance runs low");
  });

  it("shows nothing when switched off, not even with debt", async () => {
    keep({ enabled: false, warningDays: 7, criticalDays: 1 });
    const s = setup({ balance: { balance_usd: 0, debt_usd: 30 } });
    await settled(s.requests);
    expect(screen.queryByRole("region", { name: "Low balance" })).toBeNull();
  });

  it("shows nothing while nothing is spent, whatever the balance", async () => {
    const s = setup({ balance: { balance_usd: 0 }, rented: [] });
    await settled(s.requests);
    expect(screen.queryByRole("region", { name: "Low balance" })).toBeNull();
  });

  it("follows a change made in another tab", async () => {
    setup({ balance: { balance_usd: 50 } });
    await banner();
    keep({ enabled: false, warningDays: 7, criticalDays: 1 });
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: lowBalanceKey("user-12") }));
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Low balance" })).toBeNull());
  });

  it("can be dismissed", async () => {
    const { user } = setup({ balance: { balance_usd: 50 } });
    await user.click(within(await banner()).getByRole("button", { name: "Dismiss until it gets worse" }));
    expect(screen.queryByRole("region", { name: "Low balance" })).toBeNull();
    expect(sessionStorage.getItem("kubecloud-low-balance-dismissed")).toBe("warning:days");
  });

  it("comes back when it gets worse after a dismissal", async () => {
    sessionStorage.setItem("kubecloud-low-balance-dismissed", "warning:days");
    setup({ balance: { balance_usd: 5 } });
    expect(within(await banner()).getByRole("alert")).toHaveTextContent("Your balance runs out within a day");
  });
});
