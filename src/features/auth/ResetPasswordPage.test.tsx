import { notifications } from "@mantine/notifications";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createSessionStore } from "../../lib/session/session-store.ts";
import { done, fail, memoryStorage, renderApp, type Handler } from "../../test/render.tsx";
import { sentBodies, STRONG_PASSWORD } from "./test-fixtures.ts";
import { settings } from "../../config/settings.ts";

afterEach(() => notifications.clean());

/** Local storage holding a reset session for `email`, started `ageMs` ago. */
function resetStorage({ email = "amira@example.com", ageMs = 0 } = {}) {
  const storage = memoryStorage();
  createSessionStore(storage, () => Date.now() - ageMs).startReset({
    token: "reset-access",
    refreshToken: "reset-refresh",
    email,
  });
  return storage;
}

async function setup({
  storage = memoryStorage(),
  path = "/reset-password",
  change,
}: {
  storage?: ReturnType<typeof memoryStorage>;
  path?: string;
  change?: Handler<"PUT /v1/user/change_password">;
} = {}) {
  const user = userEvent.setup();
  const view = renderApp({
    path,
    storage,
    api: {
      "PUT /v1/user/change_password": change ?? (() => done(202)),
    },
  });
  await screen.findByRole("heading", { name: "Reset Password" });
  const password = () => screen.getByLabelText(/^New password\s*\*?$/);
  const confirm = () => screen.getByLabelText(/^Confirm password\s*\*?$/);
  const submit = () => user.click(screen.getByRole("button", { name: "Reset Password" }));
  const changes = () => sentBodies(view.requests, "PUT", "/v1/user/change_password");
  return { ...view, user, password, confirm, submit, changes };
}

describe("Reset password", () => {
  it("without a reset session, says so and offers a new code instead of a form", async () => {
    const s = await setup();
    expect(document.title).toBe("Reset Password · KubeCloud");
    expect(screen.getByText("This password reset has expired or was never started.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get a New Reset Code" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(await s.changes()).toEqual([]);
  });

  it("refuses a reset session older than 15 minutes and clears it", async () => {
    const storage = resetStorage({ ageMs: settings.resetTokenLifetimeMs + 1000 });
    const s = await setup({ storage });
    expect(screen.getByText("This password reset has expired or was never started.")).toBeInTheDocument();
    expect(storage.dump()).not.toHaveProperty("temp_reset_token");
    expect(s.session.getReset()).toBeNull();
  });

  it("changes the password of the reset session's account, never the one in the URL, with the temporary token", async () => {
    const s = await setup({ storage: resetStorage(), path: "/reset-password?email=mallory%40example.com" });
    expect(screen.getByRole("textbox", { name: /email/i })).toHaveValue("amira@example.com");
    await s.user.type(s.password(), STRONG_PASSWORD);
    await s.user.type(s.confirm(), `${STRONG_PASSWORD}{Enter}`);
    await waitFor(() => expect(s.router.location.pathname).toBe("/sign-in"));
    expect(await s.changes()).toEqual([
      { email: "amira@example.com", password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
    ]);
    expect(s.requests.find((r) => r.method === "PUT")?.headers.get("Authorization")).toBe("Bearer reset-access");
    expect(s.session.getReset()).toBeNull();
    expect(await screen.findByText("Sign in with your new password.")).toBeInTheDocument();
  });

  it("shows 'Updating password...' while a slow reset runs", async () => {
    let answer: (reply: ReturnType<typeof done>) => void = () => undefined;
    const s = await setup({
      storage: resetStorage(),
      change: () => new Promise((resolve) => (answer = resolve)),
    });
    await s.user.type(s.password(), STRONG_PASSWORD);
    await s.user.type(s.confirm(), `${STRONG_PASSWORD}{Enter}`);
    expect(await screen.findByText("Updating password...", {}, { timeout: 2000 })).toBeInTheDocument();
    answer(done(202));
    await waitFor(() => expect(s.router.location.pathname).toBe("/sign-in"));
  });

  it("applies the strength and match rules, with a live checklist", async () => {
    const s = await setup({ storage: resetStorage() });
    await s.submit();
    expect(await screen.findByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your password")).toBeInTheDocument();
    await s.user.type(s.password(), "alllowercase1");
    await s.user.type(s.confirm(), "alllowercase2");
    await s.submit();
    expect(
      await screen.findByText(
        "Password must include an uppercase letter, a lowercase letter, a number and one of @$!%*?&",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(s.password()).toHaveAttribute("aria-invalid", "true");
    const list = screen.getByRole("list", { name: "Password requirements" });
    expect(within(list).getAllByText("(done)")).toHaveLength(3);
    expect(await s.changes()).toEqual([]);
  });

  it("stops at submit when the 15 minutes ran out while the form was open", async () => {
    const storage = resetStorage();
    const s = await setup({ storage });
    await s.user.type(s.password(), STRONG_PASSWORD);
    await s.user.type(s.confirm(), STRONG_PASSWORD);
    storage.setItem("temp_reset_token_expires", String(Date.now() - 1)); // the deadline passes
    await s.submit();
    expect(await screen.findByText("This password reset has expired or was never started.")).toBeInTheDocument();
    expect(await s.changes()).toEqual([]);
  });

  it("shows a refused reset in the form and keeps what was typed", async () => {
    const s = await setup({
      storage: resetStorage(),
      // The reset session's token has run out on the server: the auth middleware's bare reply.
      change: () => fail(401, { error: "Invalid or expired token" }),
    });
    await s.user.type(s.password(), STRONG_PASSWORD);
    await s.user.type(s.confirm(), STRONG_PASSWORD);
    await s.submit();
    expect(within(await screen.findByRole("alert")).getByText("Invalid or expired token.")).toBeInTheDocument();
    expect(s.password()).toHaveValue(STRONG_PASSWORD);
    expect(s.router.location.pathname).toBe("/reset-password");
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
  });
});
