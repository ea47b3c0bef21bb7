// React reports markup the HTML rules forbid ("In HTML, <div> cannot be a descendant of <p>. This will cause a
// hydration error.") only in development, to the console: the Profile section did so on every load. Every signed-in
// screen is opened here with its data, and any such report fails the test.
import { act, screen } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardSections } from "../config/paths.ts";
import { signedInStorage } from "../test/account.ts";
import {
  buildClusterMetrics,
  buildDeployment,
  buildDeployments,
  buildInvoices,
  buildKubeconfig,
  buildPendingRecords,
  buildRentedNodes,
  buildSshKeys,
  buildUser,
} from "../test/builders.ts";
import { ok, renderApp, type Handlers } from "../test/render.tsx";

afterEach(() => act(() => notifications.clean()));

const api: Handlers = {
  "GET /v1/user/": () => ok({ user: buildUser() }),
  "GET /v1/user/balance": () => ok({ balance_usd: 100, debt_usd: 12.5, pending_balance_usd: 20 }),
  "GET /v1/user/invoice": () => ok({ invoices: buildInvoices() }),
  "GET /v1/user/pending-records": () => ok({ pending_records: buildPendingRecords() }),
  "GET /v1/user/ssh-keys": () => ok(buildSshKeys()),
  "GET /v1/user/nodes/rented": () => ok({ total: 4, nodes: buildRentedNodes() }),
  "GET /v1/deployments": () => ok({ deployments: buildDeployments(), count: 2 }),
  "GET /v1/deployments/{name}": () => ok(buildDeployment()),
  "GET /v1/deployments/{name}/kubeconfig": () => ok({ kubeconfig: buildKubeconfig() }),
  "GET /clusters/{id}/metrics": () => ok(buildClusterMetrics()),
  "GET /v1/nodes": () => ok({ total: 0, nodes: [] }),
};

/** React's reports of markup the HTML rules forbid, while `body` runs. */
async function nestingReports(body: () => Promise<void>): Promise<string[]> {
  const consoleError = vi.spyOn(console, "error");
  try {
    await body();
    return consoleError.mock.calls
      .map((call) => call.map(String).join(" ").split("\n")[0])
      .filter((text) => /cannot be a (descendant|child) of|cannot contain a nested/.test(text));
  } finally {
    consoleError.mockRestore();
  }
}

describe("valid HTML on every signed-in screen", () => {
  it.each(dashboardSections)("the dashboard's %s section", async (section) => {
    const reports = await nestingReports(async () => {
      renderApp({ path: `/dashboard?section=${section}`, storage: signedInStorage(), api });
      await screen.findByRole("heading", { level: 2 });
      // Let every read arrive (the balance, the lists) and render.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    });
    expect(reports).toEqual([]);
  });

  it.each(["/clusters/prodcluster", "/notifications", "/deploy"])("%s", async (path) => {
    const reports = await nestingReports(async () => {
      renderApp({ path, storage: signedInStorage(), api });
      await screen.findByRole("heading", { level: 1 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    });
    expect(reports).toEqual([]);
  });
});
