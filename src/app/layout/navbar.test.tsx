import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { memoryStorage, ok, renderApp } from "../../test/render.tsx";

const signedIn = () =>
  memoryStorage({
    token: "access",
    refresh_token: "refresh",
    user: JSON.stringify({ ID: 12, username: "Amira", admin: false }),
  });

function setup({ maintenance, user = false }: { maintenance: boolean; user?: boolean }) {
  return renderApp({
    path: "/features",
    storage: user ? signedIn() : memoryStorage(),
    api: { "GET /v1/system/maintenance/status": () => ok({ enabled: maintenance }) },
  });
}

describe("the navbar offers only what works (product-rules §2)", () => {
  it("offers a guest Sign In and Sign Up", async () => {
    setup({ maintenance: false });
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign Up" })).toBeInTheDocument();
  });

  it("hides Sign In and Sign Up from a guest while maintenance is on", async () => {
    setup({ maintenance: true });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull());
    expect(screen.queryByRole("link", { name: "Sign Up" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Docs" })).toBeInTheDocument();
  });

  it("drops Dashboard from the links and the account menu of a signed-in user while maintenance is on", async () => {
    setup({ maintenance: true, user: true });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(within(nav).queryByRole("link", { name: "Dashboard" })).toBeNull());
    await userEvent.click(await screen.findByRole("button", { name: "Account menu for Amira" }));
    expect(await screen.findByRole("menuitem", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Dashboard" })).toBeNull();
  });

  it("keeps Dashboard for a signed-in user otherwise", async () => {
    setup({ maintenance: false, user: true });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("link", { name: "Dashboard" })).toBeInTheDocument();
  });
});
