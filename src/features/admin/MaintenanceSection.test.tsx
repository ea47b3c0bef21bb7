import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { adminApi, sent, sentJson, signedInAs } from "../../test/admin.ts";
import { done, fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { toastTitles } from "../../test/toast-region.tsx";

afterEach(() => notifications.clean());

/** The sandbox's behaviour in small: the status follows the last PUT. */
function setup(initially: boolean, api: Handlers = {}) {
  let enabled = initially;
  const view = renderApp({
    path: "/admin?section=maintenance",
    storage: signedInAs(),
    api: adminApi({
      "GET /v1/system/maintenance/status": () => ok({ enabled }),
      "PUT /v1/system/maintenance/status": async (request) => {
        enabled = ((await request.json()) as { enabled: boolean }).enabled;
        return done(200);
      },
      ...api,
    }),
  });
  const state = () => screen.getByRole("region", { name: "Maintenance Mode" });
  return { user: userEvent.setup(), ...view, state };
}

describe("admin maintenance switch", () => {
  it("turns maintenance on after a confirmation that says it locks users out", async () => {
    const s = setup(false);
    await waitFor(() => expect(s.state()).toHaveTextContent("Off"));
    await s.user.click(within(s.state()).getByRole("button", { name: "Turn Maintenance On" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn Maintenance Mode On?" });
    expect(dialog).toHaveTextContent("This locks users out.");
    await s.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent(s.requests, "PUT", "/v1/system/maintenance/status")).toEqual([]);

    await s.user.click(within(s.state()).getByRole("button", { name: "Turn Maintenance On" }));
    await s.user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Turn Maintenance On" }));
    await waitFor(() => expect(s.state()).toHaveTextContent("On"));
    expect(await sentJson(s.requests, "PUT", "/v1/system/maintenance/status")).toEqual([{ enabled: true }]);
    expect(within(s.state()).getByText(/^Users are locked out: they see the maintenance page/)).toBeInTheDocument();
    expect(toastTitles()).toEqual([]); // the section says it: one outcome, one message
    expect(s.router.location.pathname).toBe("/admin");
  });

  it("updates the route guard at once: the admin keeps the panel, the rest of the console is locked", async () => {
    const s = setup(false);
    await waitFor(() => expect(s.state()).toHaveTextContent("Off"));
    await s.user.click(within(s.state()).getByRole("button", { name: "Turn Maintenance On" }));
    await s.user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Turn Maintenance On" }));
    await waitFor(() => expect(s.state()).toHaveTextContent("On"));
    const checks = sent(s.requests, "GET", "/v1/system/maintenance/status").length;

    await s.user.click(screen.getByRole("link", { name: "Users" }));
    expect(await screen.findByText(/Users are locked out of the console/)).toBeInTheDocument();
    expect(s.router.location.pathname).toBe("/admin");

    // The navbar stops offering the dashboard (it would only lead to the maintenance page); a locked route
    // reached another way goes there, and the guard knows without asking the server again (its last check,
    // "off", is minutes old): the one request that follows is the maintenance page's own.
    const nav = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() => expect(nav.querySelector('a[href="/dashboard"]')).toBeNull());
    await s.user.click(await screen.findByRole("button", { name: /^Notifications/ }));
    await s.user.click(await screen.findByRole("button", { name: "See All Notifications" }));
    await waitFor(() => expect(s.router.location.pathname).toBe("/maintenance"));
    await screen.findByRole("heading", { name: "We'll Be Back Soon" });
    await waitFor(() => expect(sent(s.requests, "GET", "/v1/system/maintenance/status")).toHaveLength(checks + 1));
  });

  it("turns maintenance off, and the console opens again without a reload", async () => {
    const s = setup(true);
    await waitFor(() => expect(s.state()).toHaveTextContent("On"));
    await s.user.click(within(s.state()).getByRole("button", { name: "Turn Maintenance Off" }));
    await waitFor(() => expect(s.state()).toHaveTextContent("Off"));
    expect(await sentJson(s.requests, "PUT", "/v1/system/maintenance/status")).toEqual([{ enabled: false }]);
    expect(within(s.state()).getByText(/^Everyone can use the console\./)).toBeInTheDocument();
    expect(toastTitles()).toEqual([]);

    await s.user.click(screen.getByRole("navigation", { name: "Main" }).querySelector('a[href="/dashboard"]')!);
    await waitFor(() => expect(s.router.location.pathname).toBe("/dashboard"));
  });

  it("shows a failed switch where the admin pressed it, and the state stays", async () => {
    const s = setup(true, {
      "PUT /v1/system/maintenance/status": () => fail(500, { status: 500, message: "Internal server error" }),
    });
    await waitFor(() => expect(s.state()).toHaveTextContent("On"));
    await s.user.click(within(s.state()).getByRole("button", { name: "Turn Maintenance Off" }));
    expect(await within(s.state()).findByText("Internal server error.")).toBeInTheDocument();
    expect(s.state()).toHaveTextContent("On");
  });

  it("says when the status cannot be read, instead of guessing", async () => {
    setup(false, {
      "GET /v1/system/maintenance/status": () => fail(500, { status: 500, message: "Internal server error" }),
    });
    expect(
      await screen.findByText("Could not load the maintenance status. Internal server error."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Turn maintenance/ })).toBeNull();
  });
});
