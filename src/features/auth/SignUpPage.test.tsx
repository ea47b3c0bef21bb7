import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fail, ok, renderApp, type Handler } from "../../test/render.tsx";
import { registrationMemory } from "./registration-memory.ts";
import { sentBodies, STRONG_PASSWORD, validatorError } from "./test-fixtures.ts";

afterEach(() => {
  registrationMemory.forget();
  notifications.clean();
});

const accepted = () => ok({ workflow_id: "0b7e3c52-4f9a-4d16-8e2b-c5a1f7d93e60", email: "amira@example.com" }, 202);

async function setup({ register = accepted }: { register?: Handler<"POST /v1/user/register"> } = {}) {
  const user = userEvent.setup();
  const view = renderApp({ path: "/sign-up", api: { "POST /v1/user/register": register } });
  await screen.findByRole("heading", { name: "Create Account" });
  const field = {
    name: () => screen.getByRole("textbox", { name: /username/i }),
    email: () => screen.getByRole("textbox", { name: /email/i }),
    password: () => screen.getByLabelText(/^Password\s*\*?$/),
    confirm: () => screen.getByLabelText(/^Confirm password\s*\*?$/),
  };
  async function fill(values: Partial<Record<keyof typeof field, string>>) {
    for (const [key, value] of Object.entries(values) as [keyof typeof field, string][])
      await user.type(field[key](), value);
  }
  const submit = () => user.click(screen.getByRole("button", { name: "Create Account" }));
  const registerBodies = () => sentBodies(view.requests, "POST", "/v1/user/register");
  return { ...view, user, field, fill, submit, registerBodies };
}

const amira = { name: "Amira Haddad", email: "amira@example.com", password: STRONG_PASSWORD, confirm: STRONG_PASSWORD };

describe("Sign up", () => {
  it("shows each rule next to its field and sends nothing while one fails", async () => {
    const s = await setup();
    expect(document.title).toBe("Create Account · KubeCloud");
    await s.submit();
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your password")).toBeInTheDocument();
    await s.fill({ name: "ab", email: "amira@example", password: "weakpass", confirm: "weakpas" });
    await s.submit();
    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(
      screen.getByText("Password must include an uppercase letter, a lowercase letter, a number and one of @$!%*?&"),
    ).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(await s.registerBodies()).toEqual([]);
  });

  it("ticks the password checklist as the user types", async () => {
    const s = await setup();
    const items = () =>
      within(screen.getByRole("list", { name: "Password requirements" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent);
    expect(items()).toEqual([
      "At least 8 characters(missing)",
      "An uppercase letter (A-Z)(missing)",
      "A lowercase letter (a-z)(missing)",
      "A number (0-9)(missing)",
      "A special character (@$!%*?&)(missing)",
    ]);
    await s.fill({ password: "abc1" });
    expect(items()).toEqual([
      "At least 8 characters(missing)",
      "An uppercase letter (A-Z)(missing)",
      "A lowercase letter (a-z)(done)",
      "A number (0-9)(done)",
      "A special character (@$!%*?&)(missing)",
    ]);
  });

  it("registers a name with spaces, keeps the payload in memory only, and opens the verify screen", async () => {
    const s = await setup();
    await s.fill(amira);
    await s.submit();
    await waitFor(() => expect(s.router.location.pathname).toBe("/register/verify"));
    expect(s.router.location.search).toBe("?email=amira%40example.com");
    const payload = {
      name: "Amira Haddad",
      email: "amira@example.com",
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    };
    expect(await s.registerBodies()).toEqual([payload]);
    expect(registrationMemory.forEmail("amira@example.com")).toEqual(payload);
    expect(JSON.stringify(s.storage.dump())).not.toContain(STRONG_PASSWORD);
    expect(await screen.findByText("Verification code sent to your email")).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: /email/i })).toHaveValue("amira@example.com");
  });

  it("shows a refusal in the form and keeps every typed value", async () => {
    const s = await setup({
      register: () => fail(409, { status: 409, message: "Conflict", error: "User is already registered" }),
    });
    await s.fill(amira);
    await s.submit();
    expect(within(await screen.findByRole("alert")).getByText("User is already registered.")).toBeInTheDocument();
    expect(s.field.name()).toHaveValue("Amira Haddad");
    expect(s.field.email()).toHaveValue("amira@example.com");
    expect(s.field.password()).toHaveValue(STRONG_PASSWORD);
    expect(s.field.confirm()).toHaveValue(STRONG_PASSWORD);
    expect(registrationMemory.forEmail("amira@example.com")).toBeNull();
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
  });

  it("puts the server's validation errors on their fields", async () => {
    const s = await setup({
      register: () => fail(400, validatorError("RegisterInput", "ConfirmPassword", "eqfield")),
    });
    await s.fill(amira);
    await s.submit();
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(s.field.confirm()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows 'Creating your account...' while a slow registration runs, then removes it", async () => {
    let answer: (reply: ReturnType<typeof accepted>) => void = () => undefined;
    const s = await setup({ register: () => new Promise((resolve) => (answer = resolve)) });
    await s.fill(amira);
    await s.submit();
    expect(await screen.findByText("Creating your account...", {}, { timeout: 2000 })).toBeInTheDocument();
    answer(accepted());
    await waitFor(() => expect(screen.queryByText("Creating your account...")).not.toBeInTheDocument());
    await waitFor(() => expect(s.router.location.pathname).toBe("/register/verify"));
  });

  it("refuses an empty success reply: stays here with 'An unexpected error occurred', no code is claimed sent", async () => {
    const s = await setup({ register: () => new Response(null, { status: 202 }) });
    await s.fill(amira);
    await s.submit();
    expect(within(await screen.findByRole("alert")).getByText("An unexpected error occurred")).toBeInTheDocument();
    expect(s.router.location.pathname).toBe("/sign-up");
    expect(screen.queryByText("Verification code sent to your email")).not.toBeInTheDocument();
  });

  it("falls back to 'Registration failed' when the server gives no text", async () => {
    const s = await setup({ register: () => new Response(null, { status: 500 }) });
    await s.fill(amira);
    await s.submit();
    expect(within(await screen.findByRole("alert")).getByText("Registration failed")).toBeInTheDocument();
  });
});
