import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { adminApi, adminProfile, sent, sentJson, signedInAs } from "../../test/admin.ts";
import { fail, memoryStorage, ok, renderApp, type Handlers } from "../../test/render.tsx";

afterEach(() => notifications.clean());

/** /maintenance while maintenance is on; the login answers with tokens for whoever `account` is. */
function setup({
  storage = memoryStorage(),
  api = {},
}: { storage?: ReturnType<typeof memoryStorage>; api?: Handlers } = {}) {
  return {
    user: userEvent.setup(),
    ...renderApp({
      path: "/maintenance",
      storage,
      api: adminApi({
        "GET /v1/system/maintenance/status": () => ok({ enabled: true }),
        "POST /v1/user/login": () => ok({ access_token: "admin-access", refresh_token: "admin-refresh" }, 201),
        "GET /v1/user/": () => ok({ user: adminProfile() }),
        ...api,
      }),
    }),
  };
}

async function signIn(s: ReturnType<typeof setup>, email: string, password: string) {
  await s.user.click(await screen.findByRole("button", { name: "Administrator Sign-In" }));
  const dialog = await screen.findByRole("dialog", { name: "Administrator Sign-In" });
  await s.user.type(await within(dialog).findByRole("textbox", { name: "Email" }), email);
  await s.user.type(within(dialog).getByLabelText(/^Password/), password);
  await s.user.click(within(dialog).getByRole("button", { name: "Sign In as Administrator" }));
  return dialog;
}

describe("administrator sign-in on the maintenance page", () => {
  it("lets an administrator in, straight to the maintenance switch", async () => {
    const s = setup();
    await signIn(s, "admin@example.com", "Adm1n!Pass");
    await waitFor(() => expect(s.router.location.search).toBe("?section=maintenance"));
    expect(s.router.location.pathname).toBe("/admin");
    expect(await screen.findByRole("heading", { level: 2, name: "Maintenance" })).toBeInTheDocument();
    expect(await sentJson(s.requests, "POST", "/v1/user/login")).toEqual([
      { email: "admin@example.com", password: "Adm1n!Pass" },
    ]);
    expect(sent(s.requests, "GET", "/v1/user/")[0].headers.get("Authorization")).toBe("Bearer admin-access");
    expect(s.session.getAccessToken()).toBe("admin-access");
    expect(s.session.getRefreshToken()).toBe("admin-refresh");
    expect(s.session.getSnapshot().user).toMatchObject({ ID: 1, admin: true });
  });

  it("turns anyone else away without keeping a session", async () => {
    const s = setup({ api: { "GET /v1/user/": () => ok({ user: adminProfile({ ID: 12, admin: false }) }) } });
    const dialog = await signIn(s, "amira@example.com", "Str0ng!Pass");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This account is not an administrator. Only administrators can sign in while maintenance is on.",
    );
    expect(s.session.getAccessToken()).toBeNull();
    expect(s.storage.dump()).not.toHaveProperty("token");
    expect(s.router.location.pathname).toBe("/maintenance");
  });

  it("shows the server's refusal of a wrong password, keeping what was typed", async () => {
    const s = setup({
      api: {
        "POST /v1/user/login": () =>
          fail(401, { status: 401, message: "login failed", error: "email or password is incorrect" }),
      },
    });
    const dialog = await signIn(s, "admin@example.com", "wrong-pass");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Email or password is incorrect.");
    expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveValue("admin@example.com");
    expect(sent(s.requests, "GET", "/v1/user/")).toEqual([]);
  });

  it("checks the fields before calling the server", async () => {
    const s = setup();
    await s.user.click(await screen.findByRole("button", { name: "Administrator Sign-In" }));
    const dialog = await screen.findByRole("dialog", { name: "Administrator Sign-In" });
    await s.user.click(await within(dialog).findByRole("button", { name: "Sign In as Administrator" }));
    expect(await within(dialog).findByText("Email is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Password is required")).toBeInTheDocument();
    expect(sent(s.requests, "POST", "/v1/user/login")).toEqual([]);
  });

  it("gives a signed-in administrator a link to the panel, and a signed-in user nothing", async () => {
    const admin = setup({ storage: signedInAs() });
    expect(await screen.findByRole("link", { name: "Open the Admin Panel" })).toHaveAttribute(
      "href",
      "/admin?section=maintenance",
    );
    admin.unmount();

    setup({ storage: signedInAs({ ID: 12, username: "Amira Haddad", admin: false }) });
    await screen.findByRole("heading", { name: "We'll Be Back Soon" });
    await screen.findByRole("button", { name: "Check Now" });
    expect(screen.queryByRole("button", { name: "Administrator Sign-In" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Open the Admin Panel" })).toBeNull();
  });
});
