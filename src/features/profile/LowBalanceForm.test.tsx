import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { lowBalanceKey } from "../../lib/low-balance.ts";
import { signedInStorage } from "../../test/account.ts";
import { buildDeployments, buildRentedNodes, buildUser } from "../../test/builders.ts";
import { ok, renderApp } from "../../test/render.tsx";

// The demo user (ID 12) rents four nodes for $322.62 a month: $75.28 lasts 7 days, no banner by default.

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const kept = () => JSON.parse(localStorage.getItem(lowBalanceKey("user-12")) ?? "null") as unknown;

async function setup() {
  const deployments = buildDeployments();
  const rented = buildRentedNodes();
  renderApp({
    path: "/dashboard?section=profile",
    storage: signedInStorage(),
    api: {
      "GET /v1/user/": () => ok({ user: buildUser() }),
      "GET /v1/user/balance": () => ok({ balance_usd: 75.28, debt_usd: 0, pending_balance_usd: 0 }),
      "GET /v1/deployments": () => ok({ deployments, count: deployments.length }),
      "GET /v1/user/nodes/rented": () => ok({ total: rented.length, nodes: rented }),
    },
  });
  const user = userEvent.setup();
  const form = within(await screen.findByRole("region", { name: "Low-Balance Warnings" }));
  const warning = form.getByLabelText(/^Warning under/);
  const critical = form.getByLabelText(/^Critical under/);
  const retype = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    if (value) await user.type(field, value);
  };
  const save = () => user.click(form.getByRole("button", { name: "Save Warnings" }));
  return { user, form, warning, critical, retype, save };
}

describe("the low-balance warnings in Profile", () => {
  it("starts switched on at 7 and 1 days", async () => {
    const s = await setup();
    expect(s.form.getByRole("switch", { name: "Warn me when my balance runs low" })).toBeChecked();
    expect(s.warning).toHaveValue("7");
    expect(s.critical).toHaveValue("1");
  });

  it("keeps the thresholds for the account in this browser, and the banner uses them at once", async () => {
    const s = await setup();
    await s.retype(s.warning, "10");
    await s.retype(s.critical, "2");
    await s.save();
    expect(await s.form.findByRole("status")).toHaveTextContent("Warnings saved");
    expect(kept()).toEqual({ enabled: true, warningDays: 10, criticalDays: 2 });
    // 7 days left is now under the warning.
    expect(await screen.findByRole("region", { name: "Low balance" })).toHaveTextContent("Your balance runs low");
  });

  it("says next to the critical field that it must be under the warning", async () => {
    const s = await setup();
    await s.retype(s.critical, "7");
    await s.save();
    await waitFor(() => expect(s.critical).toHaveAccessibleDescription(/Must be fewer days than the warning/));
    expect(s.critical).toHaveAttribute("aria-invalid", "true");
    expect(kept()).toBeNull();
  });

  it("takes whole days from 1 to 90 only", async () => {
    const s = await setup();
    for (const value of ["0", "91", ""]) {
      await s.retype(s.warning, value);
      await s.save();
      await waitFor(() => expect(s.warning).toHaveAccessibleDescription(/Enter a whole number of days from 1 to 90/));
    }
    expect(kept()).toBeNull();
  });

  it("switches the warnings off", async () => {
    const s = await setup();
    await s.user.click(s.form.getByRole("switch", { name: "Warn me when my balance runs low" }));
    expect(s.warning).toBeDisabled();
    await s.save();
    await waitFor(() => expect(kept()).toEqual({ enabled: false, warningDays: 7, criticalDays: 1 }));
  });

  it("shows what is kept for the account", async () => {
    localStorage.setItem(lowBalanceKey("user-12"), JSON.stringify({ enabled: true, warningDays: 14, criticalDays: 3 }));
    const s = await setup();
    await waitFor(() => expect(s.warning).toHaveValue("14"));
    expect(s.critical).toHaveValue("3");
  });
});
