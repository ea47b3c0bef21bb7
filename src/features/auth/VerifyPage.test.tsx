import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, ok, renderApp, type Handler } from "../../test/render.tsx";
import { registrationMemory } from "./registration-memory.ts";
import { buildTokens, buildUser, sentBodies, STRONG_PASSWORD } from "./test-fixtures.ts";

afterEach(() => {
  vi.useRealTimers();
  registrationMemory.forget();
  notifications.clean();
});

const payload = {
  name: "Amira Haddad",
  email: "amira@example.com",
  password: STRONG_PASSWORD,
  confirm_password: STRONG_PASSWORD,
};
const accepted = () => ok({ workflow_id: "0b7e3c52-4f9a-4d16-8e2b-c5a1f7d93e60", email: "amira@example.com" }, 202);
const verified = () =>
  ok({ workflow_id: "7c41e9a2-5d3b-4f86-a0c7-2e9b6d1f8a35", email: "amira@example.com", ...buildTokens() }, 202);

function setup({
  path = "/register/verify?email=amira%40example.com",
  register = accepted,
  verify = verified,
}: {
  path?: string;
  register?: Handler<"POST /v1/user/register">;
  verify?: Handler<"POST /v1/user/register/verify">;
} = {}) {
  const user = userEvent.setup();
  const view = renderApp({
    path,
    api: {
      "POST /v1/user/register": register,
      "POST /v1/user/register/verify": verify,
      "GET /v1/user/": () => ok({ user: buildUser() }),
    },
  });
  const email = async () => screen.findByRole("textbox", { name: /email/i });
  const code = () => screen.getByRole("textbox", { name: /verification code/i });
  const resendButton = () => screen.getByRole("button", { name: /^Resend Code/ });
  return { ...view, user, email, code, resendButton };
}

describe("Register and verify", () => {
  it("goes from sign-up to the dashboard with the tokens of the verify answer, without waiting for a live event", async () => {
    const s = setup({ path: "/sign-up" });
    await s.user.type(await screen.findByRole("textbox", { name: /username/i }), payload.name);
    await s.user.type(screen.getByRole("textbox", { name: /email/i }), payload.email);
    await s.user.type(screen.getByLabelText(/^Password\s*\*?$/), STRONG_PASSWORD);
    await s.user.type(screen.getByLabelText(/^Confirm password\s*\*?$/), STRONG_PASSWORD);
    await s.user.click(screen.getByRole("button", { name: "Create Account" }));

    await screen.findByRole("heading", { name: "Verify Your Email" });
    expect(document.title).toBe("Verify Your Email · KubeCloud");
    expect(await s.email()).toHaveValue("amira@example.com");
    await s.user.type(s.code(), "4827{Enter}");

    await waitFor(() => expect(s.router.location.pathname).toBe("/dashboard"));
    expect(await sentBodies(s.requests, "POST", "/v1/user/register/verify")).toEqual([
      { email: "amira@example.com", code: 4827 },
    ]);
    expect(s.session.getAccessToken()).toBe("access-1");
    expect(s.session.getRefreshToken()).toBe("refresh-1");
    expect(s.session.getSnapshot().user).toMatchObject({ username: "Amira Haddad" });
    // The password leaves memory once it is no longer needed.
    expect(registrationMemory.forEmail("amira@example.com")).toBeNull();
    // A brand-new account is welcomed, not welcomed back.
    expect(await screen.findByRole("heading", { name: "Welcome to KubeCloud, Amira Haddad!" })).toBeInTheDocument();
    expect(screen.getByText(/Your account is ready/)).toBeInTheDocument();
  });

  it("checks the email and the code before sending", async () => {
    const s = setup({ path: "/register/verify" });
    expect(await s.email()).toHaveValue("");
    await s.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Verification code is required")).toBeInTheDocument();
    await s.user.type(s.code(), "12a");
    await s.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Verification code must contain only numbers")).toBeInTheDocument();
    await s.user.clear(s.code());
    await s.user.type(s.code(), "123");
    await s.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Verification code must be 4-6 digits")).toBeInTheDocument();
    expect(await sentBodies(s.requests, "POST", "/v1/user/register/verify")).toEqual([]);
  });

  it("shows a wrong code in the form and keeps what was typed", async () => {
    const s = setup({
      verify: () => fail(400, { status: 400, message: "verification failed", error: "Invalid verification code" }),
    });
    await s.email();
    await s.user.type(s.code(), "1111");
    await s.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(within(await screen.findByRole("alert")).getByText("Invalid verification code.")).toBeInTheDocument();
    expect(s.code()).toHaveValue("1111");
    expect(s.router.location.pathname).toBe("/register/verify");
    expect(s.session.getAccessToken()).toBeNull();
  });
});

describe("Resend Code", () => {
  it("without registration data for this email (e.g. after a reload) says so and links to sign-up", async () => {
    const s = setup();
    await s.email();
    await s.user.click(s.resendButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No valid registration data found for this email");
    expect(within(alert).getByRole("link", { name: "Sign Up Again" })).toHaveAttribute("href", "/sign-up");
    expect(await sentBodies(s.requests, "POST", "/v1/user/register")).toEqual([]);
  });

  it("refuses when the stored registration is for another email", async () => {
    registrationMemory.remember({ ...payload, email: "someone@example.com" });
    const s = setup();
    await s.email();
    await s.user.click(s.resendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("No valid registration data found for this email");
    expect(await sentBodies(s.requests, "POST", "/v1/user/register")).toEqual([]);
  });

  it("re-posts the original registration, confirms, then rests for 30 seconds", async () => {
    registrationMemory.remember(payload);
    const s = setup();
    await s.email();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    await s.user.click(s.resendButton());

    expect(await screen.findByText("Verification code sent to your email")).toBeInTheDocument();
    expect(await sentBodies(s.requests, "POST", "/v1/user/register")).toEqual([payload]);
    expect(s.resendButton()).toHaveTextContent("Resend Code (30s)");
    expect(s.resendButton()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(s.resendButton()).toHaveTextContent("Resend Code (29s)");
    act(() => {
      vi.advanceTimersByTime(28_000);
    });
    expect(s.resendButton()).toHaveTextContent("Resend Code (1s)");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(s.resendButton()).toHaveTextContent(/^Resend Code$/);
    expect(s.resendButton()).toBeEnabled();
  });

  it("shows a failed resend in the form with the server's text, else 'Failed to resend verification code'", async () => {
    registrationMemory.remember(payload);
    const s = setup({ register: () => new Response(null, { status: 500 }) });
    await s.email();
    await s.user.click(s.resendButton());
    expect(
      within(await screen.findByRole("alert")).getByText("Failed to resend verification code"),
    ).toBeInTheDocument();
    expect(s.resendButton()).toBeEnabled();
  });
});
