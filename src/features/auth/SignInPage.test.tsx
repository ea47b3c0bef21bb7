import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, ok, renderApp, type Handler } from "../../test/render.tsx";
import { buildTokens, buildUser, sentBodies, validatorError } from "./test-fixtures.ts";

afterEach(() => {
  notifications.clean(); // Mantine's toast store outlives a render
});

async function setup({ login, state }: { login?: Handler<"POST /v1/user/login">; state?: unknown } = {}) {
  const user = userEvent.setup();
  const view = renderApp({
    path: "/sign-in",
    state,
    api: {
      "POST /v1/user/login": login ?? (() => ok(buildTokens(), 201)),
      "GET /v1/user/": () => ok({ user: buildUser() }),
    },
  });
  await screen.findByRole("heading", { name: "Welcome back!" });
  const email = () => screen.getByRole("textbox", { name: /email/i });
  const password = () => screen.getByLabelText(/^Password/);
  async function fill(values: { email?: string; password?: string }) {
    if (values.email !== undefined) await user.type(email(), values.email);
    if (values.password !== undefined) await user.type(password(), values.password);
  }
  const submit = () => user.click(screen.getByRole("button", { name: "Sign In" }));
  const loginBodies = () => sentBodies(view.requests, "POST", "/v1/user/login");
  return { ...view, user, email, password, fill, submit, loginBodies };
}

describe("Sign in", () => {
  it("shows the rules next to the fields and sends nothing while they fail", async () => {
    const s = await setup();
    expect(document.title).toBe("Sign In · KubeCloud");
    await s.submit();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await s.fill({ email: "amira@", password: "ab" });
    await s.submit();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 3 characters")).toBeInTheDocument();
    expect(s.email()).toHaveAttribute("aria-invalid", "true");
    expect(await s.loginBodies()).toEqual([]);
  });

  it("accepts any password the server accepts (no strength rule), stores tokens and user, and returns to `from`", async () => {
    const s = await setup({ state: { from: "/deploy?region=eu" } });

    await s.fill({ email: "  amira@example.com ", password: "abc" });
    await s.user.keyboard("{Enter}");
    await waitFor(() => expect(s.router.location.pathname).toBe("/deploy"));
    expect(s.router.location.search).toBe("?region=eu");
    expect(await s.loginBodies()).toEqual([{ email: "amira@example.com", password: "abc" }]);
    expect(s.session.getAccessToken()).toBe("access-1");
    expect(s.session.getRefreshToken()).toBe("refresh-1");
    expect(s.session.getSnapshot().user).toMatchObject({ username: "Amira Haddad" });

    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
  });

  it("goes to the dashboard when no page sent the user here", async () => {
    const s = await setup();
    await s.fill({ email: "amira@example.com", password: "Str0ng!Pass" });
    await s.submit();
    await waitFor(() => expect(s.router.location.pathname).toBe("/dashboard"));
  });

  it("shows the server's text in the form on a wrong password, keeps what was typed, and shows no toast", async () => {
    const s = await setup({
      login: () => fail(401, { status: 401, message: "login failed", error: "email or password is incorrect" }),
    });
    await s.fill({ email: "amira@example.com", password: "wrong-pass" });
    await s.submit();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Email or password is incorrect.")).toBeInTheDocument();
    expect(s.email()).toHaveValue("amira@example.com");
    expect(s.password()).toHaveValue("wrong-pass");
    expect(s.router.location.pathname).toBe("/sign-in");
    expect(s.session.getAccessToken()).toBeNull();
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
  });

  it.each([
    ["an empty body", () => new Response(null, { status: 201 })],
    [
      "an envelope without its data",
      () => Response.json({ status: 201, message: "token pair generated" }, { status: 201 }),
    ],
  ])(
    "refuses a success reply with %s: no session, 'An unexpected error occurred', nothing typed is lost",
    async (_, login) => {
      const s = await setup({ login });
      await s.fill({ email: "amira@example.com", password: "Str0ng!Pass" });
      await s.submit();
      expect(within(await screen.findByRole("alert")).getByText("An unexpected error occurred")).toBeInTheDocument();
      expect(s.session.getAccessToken()).toBeNull();
      expect(s.storage.dump()).toEqual({});
      expect(s.router.location.pathname).toBe("/sign-in");
      expect(s.email()).toHaveValue("amira@example.com");
      expect(s.password()).toHaveValue("Str0ng!Pass");
    },
  );

  it("says 'Request timed out' when the server does not answer within 10 s, not the call's own message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const s = await setup({ login: () => new Promise<never>(() => undefined) });
      await s.fill({ email: "amira@example.com", password: "Str0ng!Pass" });
      await s.submit();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(within(await screen.findByRole("alert")).getByText("Request timed out")).toBeInTheDocument();
      expect(screen.queryByText("Login failed")).not.toBeInTheDocument();
      expect(s.password()).toHaveValue("Str0ng!Pass");
    } finally {
      vi.useRealTimers();
    }
  });

  it("falls back to 'Login failed' when the server gives no text", async () => {
    const s = await setup({ login: () => new Response(null, { status: 502 }) });
    await s.fill({ email: "amira@example.com", password: "Str0ng!Pass" });
    await s.submit();
    expect(within(await screen.findByRole("alert")).getByText("Login failed")).toBeInTheDocument();
  });

  it("puts a server validation error on its field", async () => {
    const s = await setup({ login: () => fail(400, validatorError("LoginInput", "Email", "email")) });
    await s.fill({ email: "amira@example.com", password: "Str0ng!Pass" });
    await s.submit();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(s.email()).toHaveAttribute("aria-invalid", "true");
    expect(s.email()).toHaveValue("amira@example.com");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("links to forgot password, sign up and home, and toggles the password's visibility", async () => {
    const s = await setup();
    expect(screen.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/sign-up");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(s.password()).toHaveAttribute("type", "password");
    expect(s.password()).toHaveAttribute("autocomplete", "current-password");
    await s.user.click(screen.getByRole("button", { name: "Show password" }));
    expect(s.password()).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeInTheDocument();
  });
});
