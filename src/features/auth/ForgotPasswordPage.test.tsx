import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ForgotPasswordInput } from "@kubecloud/sdk";
import { done, fail, ok, renderApp, type Handler } from "../../test/render.tsx";
import { buildTokens, sentBodies } from "./test-fixtures.ts";

afterEach(() => notifications.clean());

const codeSent: Handler<"POST /v1/user/forgot_password"> = async (request) => {
  const { email } = (await request.json()) as ForgotPasswordInput;
  return ok({ email, timeout: "5 minutes" });
};

async function setup({
  forgot = codeSent,
  verify,
}: {
  forgot?: Handler<"POST /v1/user/forgot_password">;
  verify?: Handler<"POST /v1/user/forgot_password/verify">;
} = {}) {
  const user = userEvent.setup();
  const view = renderApp({
    path: "/forgot-password",
    api: {
      "POST /v1/user/forgot_password": forgot,
      "POST /v1/user/forgot_password/verify":
        verify ?? (() => ok(buildTokens({ access_token: "reset-access", refresh_token: "reset-refresh" }), 201)),
      "PUT /v1/user/change_password": () => done(202),
    },
  });
  await screen.findByRole("heading", { name: "Forgot Password" });
  const email = () => screen.getByRole("textbox", { name: /email/i });
  const code = () => screen.getByRole("textbox", { name: /verification code/i });
  async function sendCodeTo(address: string) {
    await user.type(email(), address);
    await user.click(screen.getByRole("button", { name: "Send Reset Code" }));
    await screen.findByRole("textbox", { name: /verification code/i });
  }
  return { ...view, user, email, code, sendCodeTo };
}

// The same words whatever went wrong with the code, so that they say nothing about the account.
const NEUTRAL_CODE_FAILURE = "This code is not valid or has expired. Check it, or ask for a new one.";

describe("Forgot password", () => {
  it("checks the email, then the code, before sending", async () => {
    const s = await setup();
    expect(document.title).toBe("Forgot Password · KubeCloud");
    await s.user.click(screen.getByRole("button", { name: "Send Reset Code" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await s.user.type(s.email(), "amira@");
    await s.user.click(screen.getByRole("button", { name: "Send Reset Code" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(await sentBodies(s.requests, "POST", "/v1/user/forgot_password")).toEqual([]);

    await s.user.clear(s.email());
    await s.sendCodeTo("amira@example.com");
    await s.user.type(s.code(), "12{Enter}");
    expect(await screen.findByText("Verification code must be 4-6 digits")).toBeInTheDocument();
    expect(await sentBodies(s.requests, "POST", "/v1/user/forgot_password/verify")).toEqual([]);
  });

  it("email → code → reset: the reset uses the reset session's email and its temporary token as bearer", async () => {
    const s = await setup();
    await s.sendCodeTo("amira@example.com");
    expect(screen.getByText(/we have sent a code to it/)).toHaveTextContent(
      "If an account exists for amira@example.com, we have sent a code to it.",
    );
    expect(s.code()).toHaveFocus();
    await s.user.type(s.code(), "7314{Enter}");

    await waitFor(() => expect(s.router.location.pathname).toBe("/reset-password"));
    expect(await sentBodies(s.requests, "POST", "/v1/user/forgot_password")).toEqual([{ email: "amira@example.com" }]);
    expect(await sentBodies(s.requests, "POST", "/v1/user/forgot_password/verify")).toEqual([
      { email: "amira@example.com", code: 7314 },
    ]);
    expect(s.session.getReset()).toMatchObject({
      token: "reset-access",
      refreshToken: "reset-refresh",
      email: "amira@example.com",
    });
    // A reset session is not a sign-in.
    expect(s.session.getAccessToken()).toBeNull();

    expect(await screen.findByRole("textbox", { name: /email/i })).toHaveValue("amira@example.com");
    await s.user.type(screen.getByLabelText(/^New password\s*\*?$/), "N3w!Secret");
    await s.user.type(screen.getByLabelText(/^Confirm password\s*\*?$/), "N3w!Secret");
    await s.user.click(screen.getByRole("button", { name: "Reset Password" }));

    await waitFor(() => expect(s.router.location.pathname).toBe("/sign-in"));
    const put = s.requests.filter((r) => r.method === "PUT" && r.url.endsWith("/v1/user/change_password"));
    expect(put).toHaveLength(1);
    expect(put[0].headers.get("Authorization")).toBe("Bearer reset-access");
    expect(await sentBodies(s.requests, "PUT", "/v1/user/change_password")).toEqual([
      { email: "amira@example.com", password: "N3w!Secret", confirm_password: "N3w!Secret" },
    ]);
    expect(s.session.getReset()).toBeNull();
    expect(await screen.findByText("Password updated")).toBeInTheDocument();
  });

  it("goes back to step 1 with the email kept, and a resend re-sends the code to the same email", async () => {
    const s = await setup();
    await s.sendCodeTo("amira@example.com");
    await s.user.click(screen.getByRole("button", { name: "Resend Code" }));
    expect(await screen.findByText("Verification code sent to your email")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Resend Code/ })).toHaveTextContent("Resend Code (30s)");
    expect(screen.getByRole("button", { name: /^Resend Code/ })).toBeDisabled();

    await s.user.click(screen.getByRole("button", { name: "Use a Different Email" }));
    expect(s.email()).toHaveValue("amira@example.com");
    await s.user.clear(s.email());
    await s.sendCodeTo("kenji@example.org");
    expect(await sentBodies(s.requests, "POST", "/v1/user/forgot_password")).toEqual([
      { email: "amira@example.com" },
      { email: "amira@example.com" },
      { email: "kenji@example.org" },
    ]);
  });

  it("shows a wrong code in the form, keeps it, and starts no reset session", async () => {
    const s = await setup({ verify: () => fail(400, { status: 400, message: "Invalid code" }) });
    await s.sendCodeTo("amira@example.com");
    await s.user.type(s.code(), "1111{Enter}");
    // Spec §8's words as the title, the console's sentence under it.
    const alert = await screen.findByRole("alert", { name: "Invalid reset code" });
    expect(within(alert).getByText(NEUTRAL_CODE_FAILURE)).toBeInTheDocument();
    expect(s.code()).toHaveValue("1111");
    expect(s.session.getReset()).toBeNull();
    expect(s.router.location.pathname).toBe("/forgot-password");
  });

  it("never reveals whether an account exists: an unknown email reads exactly like a known one", async () => {
    const s = await setup({
      forgot: () => fail(404, { status: 404, message: "user lookup failed", error: "failed to get user" }),
      verify: () => fail(400, { status: 400, message: "Invalid request format", error: "record not found" }),
    });
    await s.sendCodeTo("nobody@example.com");
    expect(screen.getByText(/we have sent a code to it/)).toHaveTextContent(
      "If an account exists for nobody@example.com, we have sent a code to it.",
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await s.user.type(s.code(), "4821{Enter}");
    expect(within(await screen.findByRole("alert")).getByText(NEUTRAL_CODE_FAILURE)).toBeInTheDocument();
    expect(screen.queryByText(/record not found|failed to get user/i)).not.toBeInTheDocument();
  });

  it("uses the per-call message when the server gives no text", async () => {
    const s = await setup({ forgot: () => new Response(null, { status: 500 }) });
    await s.user.type(s.email(), "amira@example.com{Enter}");
    expect(within(await screen.findByRole("alert")).getByText("Failed to send reset code")).toBeInTheDocument();
  });
});
