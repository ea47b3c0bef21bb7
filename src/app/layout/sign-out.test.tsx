import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInStorage } from "../../test/account.ts";
import { ok, renderApp } from "../../test/render.tsx";

describe("signing out (product-rules §2, §4)", () => {
  it("from a protected page goes to / (not to /sign-in) and clears user, tokens and cached data", async () => {
    const storage = signedInStorage();
    const { router, queryClient } = renderApp({
      path: "/dashboard",
      storage,
      api: {
        "GET /v1/user/balance": () => ok({ balance_usd: 10, debt_usd: 0, pending_balance_usd: 0 }),
        "GET /v1/deployments": () => ok({ deployments: [], count: 0 }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Account menu for Amira Haddad" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sign Out" }));
    await waitFor(() => expect(router.location.pathname).toBe("/"));
    expect(storage.dump()).toEqual({});
    expect(queryClient.getQueryData(["balance"])).toBeUndefined();
    expect(await screen.findAllByRole("link", { name: "Sign In" })).not.toHaveLength(0);
  });
});
