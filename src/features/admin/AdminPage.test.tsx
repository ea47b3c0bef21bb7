import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { adminApi, sent, signedInAs } from "../../test/admin.ts";
import { buildStats } from "../../test/builders.ts";
import { fail, ok, renderApp } from "../../test/render.tsx";

afterEach(() => notifications.clean());

function setup(path = "/admin", api = adminApi(), storage = signedInAs()) {
  return { user: userEvent.setup(), ...renderApp({ path, storage, api }) };
}

describe("the admin panel", () => {
  it("opens the section named in the URL and moves between sections through the URL", async () => {
    const { user, router } = setup("/admin?section=users");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Panel" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Users" })).toBeInTheDocument();
    expect(document.title).toBe("Admin · Users · KubeCloud");
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(within(nav).getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");

    await user.click(within(nav).getByRole("link", { name: "Vouchers" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Vouchers" })).toBeInTheDocument();
    expect(router.location.search).toBe("?section=vouchers");

    await user.click(within(nav).getByRole("link", { name: "Overview" }));
    await waitFor(() => expect(router.location.search).toBe(""));
    expect(router.location.pathname).toBe("/admin");

    // Below 768 px the same choice is a select.
    await user.selectOptions(screen.getByRole("combobox", { name: "Section" }), "Maintenance");
    await waitFor(() => expect(router.location.search).toBe("?section=maintenance"));
  });

  it("shows the overview for an unknown section", async () => {
    setup("/admin?section=clusters");
    expect(await screen.findByRole("heading", { level: 2, name: "Overview" })).toBeInTheDocument();
  });

  it("overview: the platform's figures, a spinner per tile while loading", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    setup(
      "/admin",
      adminApi({
        "GET /v1/stats": async () => {
          await answered;
          return ok(buildStats());
        },
      }),
    );
    for (const tile of ["Total Users", "Active Clusters", "Up Nodes", "Countries"])
      expect(await screen.findByLabelText(`Loading ${tile}`)).toBeInTheDocument();
    release();
    const figures = await screen.findByRole("region", { name: "Platform figures" });
    await within(figures).findByText("1,284");
    expect(within(figures).getByText("Total Users")).toBeInTheDocument();
    expect(within(figures).getByText("342")).toBeInTheDocument();
    expect(within(figures).getByText("2,187")).toBeInTheDocument();
    expect(within(figures).getByText("61")).toBeInTheDocument();
  });

  it("overview: a failure says so and Try Again loads the figures", async () => {
    let calls = 0;
    const { user } = setup(
      "/admin",
      adminApi({
        "GET /v1/stats": () =>
          calls++ === 0 ? fail(500, { status: 500, message: "Internal server error" }) : ok(buildStats()),
      }),
    );
    expect(await screen.findByText("Could not load the system statistics. Internal server error.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("1,284")).toBeInTheDocument();
  });

  it("says in every section that maintenance is on, with the way to turn it off", async () => {
    const { user, router } = setup(
      "/admin?section=users",
      adminApi({ "GET /v1/system/maintenance/status": () => ok({ enabled: true }) }),
    );
    expect(await screen.findByText("Maintenance mode is on")).toBeInTheDocument();
    expect(screen.getByText(/Users are locked out of the console/)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Turn It Off in Maintenance" }));
    await waitFor(() => expect(router.location.search).toBe("?section=maintenance"));
  });

  it("offers the Admin Panel menu item to admins only", async () => {
    const admin = setup("/admin");
    await admin.user.click(await screen.findByRole("button", { name: /^Account menu for / }));
    expect(await screen.findByRole("menuitem", { name: "Admin Panel" })).toBeInTheDocument();
    admin.unmount();

    const member = setup("/", adminApi(), signedInAs({ ID: 12, username: "Amira Haddad", admin: false }));
    await member.user.click(await screen.findByRole("button", { name: "Account menu for Amira Haddad" }));
    expect(await screen.findByRole("menuitem", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Admin Panel" })).toBeNull();
  });

  it("sends a non-admin to /dashboard without calling any admin route", async () => {
    const { router, requests } = setup(
      "/admin?section=users",
      adminApi({
        "GET /v1/user/balance": () => ok({ balance_usd: 0, debt_usd: 0, pending_balance_usd: 0 }),
        "GET /v1/deployments": () => ok({ deployments: [], count: 0 }),
      }),
      signedInAs({ ID: 12, admin: false }),
    );
    await waitFor(() => expect(router.location.pathname).toBe("/dashboard"));
    expect(sent(requests, "GET", "/v1/users")).toEqual([]);
  });

  it("says why the session ended when the admin guard refuses the account even after a refresh", async () => {
    const refused = () => fail(403, { error: "Admin access required" });
    const { router, requests } = setup(
      "/admin?section=users",
      adminApi({
        "GET /v1/users": refused,
        "POST /v1/user/refresh": () => ok({ access_token: "access-2" }, 201),
      }),
    );
    await waitFor(() => expect(router.location.pathname).toBe("/sign-in"));
    expect(sent(requests, "GET", "/v1/users")).toHaveLength(2);
    expect(await screen.findByText("Admin access required")).toBeInTheDocument();
    expect(
      screen.getByText("This account may not use the admin panel, so it was signed out. Sign in as an administrator."),
    ).toBeInTheDocument();
  });
});
