// Maintenance reaches pages already open (product-rules §2, our rule): a signed-in user's page asks every 5 s and
// goes to /maintenance within that time, remembering where it was, and goes back there once maintenance is over;
// on a page that stays open (/nodes) the user's changes are stopped with the maintenance message, nothing sent.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInStorage } from "../test/account.ts";
import { buildGrid, buildRentableNode } from "../test/builders.ts";
import { ok, renderApp, type Handlers } from "../test/render.tsx";
import { maintenanceReturn } from "./maintenance-return.ts";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

/** The sandbox's switch, as the server's status route reads it; records when it is asked (fake time). */
function maintenance(initially = false) {
  let on = initially;
  const times: number[] = [];
  const handlers: Handlers = {
    "GET /v1/system/maintenance/status": () => {
      times.push(Date.now());
      return ok({ enabled: on });
    },
  };
  return {
    handlers,
    set: (value: boolean) => (on = value),
    asked: () => times.length,
    /** When it was asked the `n`th time (from 0). */
    askedAt: (n: number) => times[n],
    /** Advances fake time to `ms` after the last time it was asked. */
    sinceLastAsked: (ms: number) => act(() => vi.advanceTimersByTimeAsync(times.at(-1)! + ms - Date.now())),
  };
}

const at = (router: { location: { pathname: string; search: string } }) =>
  `${router.location.pathname}${router.location.search}`;

describe("maintenance on an open page", { timeout: 30_000 }, () => {
  /** A signed-in user on the dashboard's SSH Keys section (no keys), with the maintenance switch off. */
  function onSshKeys() {
    const switchboard = maintenance();
    const { router } = renderApp({
      path: "/dashboard?section=ssh",
      storage: signedInStorage(),
      api: { ...switchboard.handlers, "GET /v1/user/ssh-keys": () => ok([]) },
    });
    return { switchboard, router };
  }

  it("moves a signed-in user within 5 s, and back to the same page and section once it is over", async () => {
    const { switchboard, router } = onSshKeys();
    expect(await screen.findByRole("heading", { level: 2, name: "SSH Keys" })).toBeInTheDocument();
    await vi.waitFor(() => expect(switchboard.asked()).toBe(1));

    // The admin turns maintenance on: the next check, 5 s after the last one, finds it.
    switchboard.set(true);
    await switchboard.sinceLastAsked(4_900);
    expect(at(router)).toBe("/dashboard?section=ssh");
    expect(switchboard.asked()).toBe(1);
    await switchboard.sinceLastAsked(5_000);
    await vi.waitFor(() => expect(switchboard.asked()).toBe(2));
    expect(await screen.findByRole("heading", { level: 1, name: "We'll Be Back Soon" })).toBeInTheDocument();
    expect(router.location.pathname).toBe("/maintenance");

    // Over: the maintenance page's own check (every 30 s) takes her back where she was, not to /.
    switchboard.set(false);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await vi.waitFor(() => expect(at(router)).toBe("/dashboard?section=ssh"));
    expect(await screen.findByRole("heading", { level: 2, name: "SSH Keys" })).toBeInTheDocument();
  });

  it("asks again when the tab comes back, however recent the last answer", async () => {
    const { switchboard, router } = onSshKeys();
    await screen.findByRole("heading", { level: 2, name: "SSH Keys" });
    await vi.waitFor(() => expect(switchboard.asked()).toBe(1));
    switchboard.set(true);
    await act(async () => {
      window.dispatchEvent(new Event("visibilitychange"));
      await vi.advanceTimersByTimeAsync(0);
    });
    await vi.waitFor(() => expect(router.location.pathname).toBe("/maintenance"));
    // Asked again at once, not at the next 5 s tick (the maintenance page then asks for itself).
    expect(switchboard.askedAt(1) - switchboard.askedAt(0)).toBeLessThan(5_000);
  });

  it("leaves a guest's page alone between navigations (the hourly recheck)", async () => {
    const switchboard = maintenance();
    renderApp({ path: "/docs", api: switchboard.handlers });
    await vi.waitFor(() => expect(switchboard.asked()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(switchboard.asked()).toBe(1);
  });

  it("goes to / after maintenance when the visitor came straight to /maintenance", async () => {
    const switchboard = maintenance(true);
    const { router } = renderApp({ path: "/maintenance", api: switchboard.handlers });
    expect(await screen.findByRole("heading", { level: 1, name: "We'll Be Back Soon" })).toBeInTheDocument();
    switchboard.set(false);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await vi.waitFor(() => expect(router.location.pathname).toBe("/"));
  });
});

describe("where the end of maintenance leads", () => {
  it("back to the page (and section) the user was sent away from, never outside the app", () => {
    expect(maintenanceReturn({ from: "/clusters/prod?tab=x#nodes" })).toBe("/clusters/prod?tab=x#nodes");
    expect(maintenanceReturn(null)).toBe("/");
    expect(maintenanceReturn({ from: "//evil.example/phish" })).toBe("/");
    expect(maintenanceReturn({ from: "https://evil.example/" })).toBe("/");
    expect(maintenanceReturn({ from: "/maintenance" })).toBe("/");
    expect(maintenanceReturn({ from: 42 })).toBe("/");
  });
});

describe("changes while maintenance is on", { timeout: 30_000 }, () => {
  function onTheMarketplace() {
    const switchboard = maintenance();
    const onOffer = buildGrid().filter((node) => node.healthy && node.rentable);
    const view = renderApp({
      path: "/nodes?q=1432",
      storage: signedInStorage(),
      api: {
        ...switchboard.handlers,
        // The grid proxy's node id filter (?q=1432 asks for node_id=1432): one page, as the server sends it.
        "GET /v1/nodes": (request) => {
          const id = Number(new URL(request.url).searchParams.get("node_id"));
          const nodes = onOffer.filter((node) => !id || node.nodeId === id);
          return ok({ total: nodes.length, nodes });
        },
        "GET /v1/user/nodes/rentable": () => ok({ total: 0, nodes: [buildRentableNode()] }),
        "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: null }),
        "GET /v1/user/balance": () => ok({ balance_usd: 100, debt_usd: 0, pending_balance_usd: 0 }),
        "POST /v1/user/nodes/{node_id}": () =>
          ok({ workflow_id: "6d2f9b41-8c3e-4a7d-b5f0-1e9a2c7d4b38", node_id: 1432, email: "amira@example.com" }, 202),
      },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    /** Opens node 1432's Reserve dialog; returns its Reserve button once it is enabled. */
    const openReserve = async () => {
      await user.click(await screen.findByRole("button", { name: "Reserve node 1432" }));
      const dialog = await screen.findByRole("dialog", { name: "Reserve node 1432" });
      const reserve = await within(dialog).findByRole("button", { name: "Reserve for $195.49 a Month" });
      await vi.waitFor(() => expect(reserve).toBeEnabled());
      return reserve;
    };
    return { ...view, switchboard, user, openReserve };
  }

  it("says so on a page that stays open, and stops a reservation with the maintenance message, sending nothing", async () => {
    const t = onTheMarketplace();
    const reserve = await t.openReserve();

    // Maintenance goes on while the dialog is open: within 5 s the page says so (/nodes stays open).
    t.switchboard.set(true);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole("status", { name: "KubeCloud is under maintenance" })).toHaveTextContent(
      "You can look around, but nothing can be changed until it is over.",
    );
    expect(t.router.location.pathname).toBe("/nodes");

    await t.user.click(reserve);
    expect(
      await screen.findByText(
        "KubeCloud is under maintenance, so nothing can be changed right now and nothing was sent. Try again once it is over.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Node reservation error")).toBeInTheDocument();
    expect(t.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("asks the server before a change when the last answer is older than 5 s", async () => {
    const t = onTheMarketplace();
    const reserve = await t.openReserve();
    // The tab was hidden for a minute (no polling), and maintenance went on meanwhile.
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const before = t.switchboard.asked();
    t.switchboard.set(true);
    hidden.mockRestore();

    await t.user.click(reserve);
    expect(await screen.findByText("Node reservation error")).toBeInTheDocument();
    expect(t.switchboard.asked()).toBeGreaterThan(before);
    expect(t.requests.filter((request) => request.method === "POST")).toEqual([]);
  });
});
