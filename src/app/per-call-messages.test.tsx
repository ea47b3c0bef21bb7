// The spec's per-call messages (spec §8, product-rules §8), word for word: when one of these calls fails, the user
// sees the call's own message where the failure is shown (the title of the form's alert, the failed panel, the
// toast), and the server's reason under it. Each message is listed once below, and each has at least one screen
// that shows it; a message the console stops showing, or shows in other words, fails here.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { messages, operations } from "@kubecloud/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { registrationMemory } from "../features/auth/registration-memory.ts";
import { STRONG_PASSWORD } from "../features/auth/test-fixtures.ts";
import { captureDownloads, signedInStorage } from "../test/account.ts";
import { buildInvoices, buildSshKeys } from "../test/builders.ts";
import { fail, memoryStorage, ok, renderApp, type Handlers } from "../test/render.tsx";

/** Spec §8, "Per-call messages", as the spec writes them. */
const perCallMessages = [
  "Registration failed",
  "Verification failed",
  "Login failed",
  "Failed to send reset code",
  "Invalid reset code",
  "Failed to update password",
  "Failed to resend verification code",
  "Failed to add SSH key",
  "Failed to delete SSH key",
  "Failed to load invoices",
  "Failed to download invoice",
  "Failed to redeem voucher",
  "Failed to load payments",
  "Failed to fetch balance",
  "Failed to load system statistics",
  "Failed to fetch grid nodes",
] as const;
type PerCallMessage = (typeof perCallMessages)[number];

/** A server's failure with its reason, in the envelope the contract gives these calls. */
const refused = (status: number, message: string, error: string) => () => fail(status, { status, message, error });
const down = refused(500, "Internal server error", "database is unavailable");

let restoreDownloads: (() => void) | undefined;
afterEach(() => {
  act(() => notifications.clean());
  registrationMemory.forget();
  restoreDownloads?.();
  restoreDownloads = undefined;
});

function open(path: string, api: Handlers, signedIn = true) {
  renderApp({ path, api, storage: signedIn ? signedInStorage() : memoryStorage() });
  return userEvent.setup();
}

/** The panel (a Mantine Paper) a text is shown in. */
const panelOf = (element: HTMLElement) => element.closest<HTMLElement>(".mantine-Paper-root") ?? element;

/** The alert titled `title`. */
const alertTitled = (title: string) => screen.findByRole("alert", { name: title });

interface Case {
  /** Where and how the call fails. */
  where: string;
  /** The server's reason, as the screen writes it under the message. */
  reason: string;
  /** Makes the call fail and gives back the element the failure is shown in. */
  fail: () => Promise<HTMLElement>;
}

const cases: Record<PerCallMessage, Case[]> = {
  "Registration failed": [
    {
      where: "the sign-up form",
      reason: "User is already registered.",
      fail: async () => {
        const user = open(
          "/sign-up",
          { "POST /v1/user/register": refused(409, "Conflict", "User is already registered") },
          false,
        );
        await user.type(await screen.findByRole("textbox", { name: /username/i }), "Amira Haddad");
        await user.type(screen.getByRole("textbox", { name: /email/i }), "amira@example.com");
        await user.type(screen.getByLabelText(/^Password\s*\*?$/), STRONG_PASSWORD);
        await user.type(screen.getByLabelText(/^Confirm password\s*\*?$/), STRONG_PASSWORD);
        await user.click(screen.getByRole("button", { name: "Create Account" }));
        return alertTitled("Registration failed");
      },
    },
  ],
  "Verification failed": [
    {
      where: "the verification form",
      reason: "Wrong verification code.",
      fail: async () => {
        const user = open(
          "/register/verify?email=amira%40example.com",
          { "POST /v1/user/register/verify": refused(400, "verification failed", "wrong verification code") },
          false,
        );
        await user.type(await screen.findByRole("textbox", { name: /verification code/i }), "4827{Enter}");
        return alertTitled("Verification failed");
      },
    },
  ],
  "Login failed": [
    {
      where: "the sign-in form",
      reason: "Email or password is incorrect.",
      fail: async () => {
        const user = open(
          "/sign-in",
          { "POST /v1/user/login": refused(401, "login failed", "email or password is incorrect") },
          false,
        );
        await user.type(await screen.findByRole("textbox", { name: "Email" }), "amira@example.com");
        await user.type(screen.getByLabelText(/^Password/), "Wr0ng!Pass{Enter}");
        return alertTitled("Login failed");
      },
    },
  ],
  "Failed to send reset code": [
    {
      where: "the forgot-password form",
      reason: "Mail server unavailable.",
      fail: async () => {
        const user = open(
          "/forgot-password",
          { "POST /v1/user/forgot_password": refused(500, "Internal server error", "mail server unavailable") },
          false,
        );
        await user.type(await screen.findByRole("textbox", { name: /email/i }), "amira@example.com{Enter}");
        return alertTitled("Failed to send reset code");
      },
    },
  ],
  "Invalid reset code": [
    {
      where:
        "the reset code form (a refused code reads the same whatever the reason, so it says nothing of the account)",
      reason: "This code is not valid or has expired. Check it, or ask for a new one.",
      fail: async () => {
        const user = open(
          "/forgot-password",
          {
            "POST /v1/user/forgot_password": () => ok({ email: "amira@example.com", timeout: "5 minutes" }),
            "POST /v1/user/forgot_password/verify": refused(400, "Invalid request format", "record not found"),
          },
          false,
        );
        await user.type(await screen.findByRole("textbox", { name: /email/i }), "amira@example.com{Enter}");
        await user.type(await screen.findByRole("textbox", { name: /verification code/i }), "1111{Enter}");
        return alertTitled("Invalid reset code");
      },
    },
  ],
  "Failed to update password": [
    {
      where: "the profile's password form",
      reason: "Database is unavailable.",
      fail: async () => {
        const user = open("/dashboard?section=profile", { "PUT /v1/user/change_password": down });
        await user.type(await screen.findByLabelText(/^New password/), "N3w!Passw0rd");
        await user.type(screen.getByLabelText(/^Confirm password/), "N3w!Passw0rd");
        await user.click(screen.getByRole("button", { name: "Change Password" }));
        return alertTitled("Failed to update password");
      },
    },
  ],
  "Failed to resend verification code": [
    {
      where: "the verification form's Resend Code",
      reason: "Mail server unavailable.",
      fail: async () => {
        registrationMemory.remember({
          name: "Amira Haddad",
          email: "amira@example.com",
          password: STRONG_PASSWORD,
          confirm_password: STRONG_PASSWORD,
        });
        const user = open(
          "/register/verify?email=amira%40example.com",
          { "POST /v1/user/register": refused(500, "Internal server error", "mail server unavailable") },
          false,
        );
        await user.click(await screen.findByRole("button", { name: /^Resend Code/ }));
        return alertTitled("Failed to resend verification code");
      },
    },
  ],
  "Failed to add SSH key": [
    {
      where: "the Add SSH key dialog",
      reason: "Database is unavailable.",
      fail: async () => {
        const user = open("/dashboard?section=ssh", {
          "GET /v1/user/ssh-keys": () => ok(buildSshKeys()),
          "POST /v1/user/ssh-keys": down,
        });
        await user.click((await screen.findAllByRole("button", { name: "Add SSH Key" }))[0]);
        const dialog = within(await screen.findByRole("dialog", { name: "Add SSH Key" }));
        await user.type(dialog.getByRole("textbox", { name: /key name/i }), "desktop");
        await user.type(
          dialog.getByRole("textbox", { name: /public key/i }),
          "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFcDT5cfZ6YnySh56DNWMMz3WOS9UYYVh3cb/TpkYqP6 amira@desktop",
        );
        await user.click(dialog.getByRole("button", { name: "Add SSH Key" }));
        return alertTitled("Failed to add SSH key");
      },
    },
  ],
  "Failed to delete SSH key": [
    {
      where: "the Delete SSH key dialog",
      reason: "Database is unavailable.",
      fail: async () => {
        const user = open("/dashboard?section=ssh", {
          "GET /v1/user/ssh-keys": () => ok(buildSshKeys()),
          "DELETE /v1/user/ssh-keys/{ssh_key_id}": down,
        });
        await user.click(await screen.findByRole("button", { name: "Delete laptop" }));
        const dialog = within(await screen.findByRole("dialog", { name: "Delete SSH Key" }));
        await user.click(dialog.getByRole("button", { name: "Delete Key" }));
        return alertTitled("Failed to delete SSH key");
      },
    },
  ],
  "Failed to load invoices": [
    {
      where: "Billing History",
      reason: "Database is unavailable.",
      fail: async () => {
        open("/dashboard?section=billing", { "GET /v1/user/invoice": down });
        return panelOf(await screen.findByText("Failed to load invoices"));
      },
    },
  ],
  "Failed to download invoice": [
    {
      where: "a toast from Billing History",
      reason: "Invoice is not found.",
      fail: async () => {
        restoreDownloads = captureDownloads().restore;
        const user = open("/dashboard?section=billing", {
          "GET /v1/user/invoice": () => ok({ invoices: buildInvoices() }),
          "GET /v1/user/invoice/{invoice_id}": () => fail(404, { status: 404, message: "Invoice is not found" }),
        });
        await user.click(await screen.findByRole("button", { name: "Download invoice #302 (PDF)" }));
        const toast = await screen.findByText("Failed to download invoice");
        return toast.closest<HTMLElement>(".mantine-Notification-root") ?? toast;
      },
    },
  ],
  "Failed to redeem voucher": [
    {
      where: "the voucher form",
      reason: "Database is unavailable.",
      fail: async () => {
        const user = open("/dashboard?section=vouchers", {
          "GET /v1/user/balance": () => ok({ balance_usd: 10, debt_usd: 0, pending_balance_usd: 0 }),
          "PUT /v1/user/redeem/{voucher_code}": down,
        });
        await user.type(await screen.findByRole("textbox", { name: /voucher code/i }), "SPRING-50{Enter}");
        return alertTitled("Failed to redeem voucher");
      },
    },
  ],
  "Failed to load payments": [
    {
      where: "the dashboard's Payments",
      reason: "Database is unavailable.",
      fail: async () => {
        open("/dashboard?section=payments", { "GET /v1/user/pending-records": down });
        return panelOf(await screen.findByText("Failed to load payments"));
      },
    },
  ],
  "Failed to fetch balance": [
    {
      where: "the overview's balance, which reads $0.00",
      reason: "Database is unavailable.",
      fail: async () => {
        open("/dashboard", { "GET /v1/user/balance": down });
        const tile = panelOf(await screen.findByText("Failed to fetch balance"));
        expect(within(tile).getByTestId("balance")).toHaveTextContent("$0.00");
        return tile;
      },
    },
    {
      where: "the money sections' balance, which reads $0.00",
      reason: "Database is unavailable.",
      fail: async () => {
        open("/dashboard?section=add-funds", { "GET /v1/user/balance": down });
        const figure = panelOf(await screen.findByText("Failed to fetch balance"));
        expect(within(figure).getByTestId("balance")).toHaveTextContent("$0.00");
        return figure;
      },
    },
  ],
  "Failed to load system statistics": [
    {
      where: "the home page's statistics",
      reason: "Grid proxy unavailable.",
      fail: async () => {
        open("/", { "GET /v1/stats": refused(500, "Internal server error", "grid proxy unavailable") }, false);
        await screen.findByText("Failed to load system statistics");
        return screen.getByRole("region", { name: "Platform statistics" });
      },
    },
  ],
  "Failed to fetch grid nodes": [
    {
      where: "the node marketplace",
      reason: "Grid proxy unavailable.",
      fail: async () => {
        open("/nodes", { "GET /v1/nodes": refused(500, "Internal server error", "grid proxy unavailable") }, false);
        return panelOf(await screen.findByText("Failed to fetch grid nodes"));
      },
    },
  ],
};

describe("the spec's per-call messages (spec §8)", () => {
  it("are the messages of the calls in the SDK's table, and each has a screen that shows it", () => {
    const ofOperations = new Set<string>(
      Object.values(operations).map((op) => ("errorMessage" in op ? op.errorMessage : "")),
    );
    const mine = perCallMessages.filter((message) => !ofOperations.has(message));
    // The resend goes through the registration call, with a message of its own.
    expect(mine).toEqual([messages.calls.resendVerification]);
    expect(Object.keys(cases).sort()).toEqual([...perCallMessages].sort());
  });

  const all = perCallMessages.flatMap((message) => cases[message].map((c) => ({ message, ...c })));
  it.each(all)(
    "$message: in $where, with the server's reason under it",
    async ({ message, reason, fail: run }) => {
      const shown = await run();
      // The message is a text of its own (a title), not a part of another sentence.
      expect(within(shown).getByText(message)).toBeInTheDocument();
      expect(within(shown).getByText(reason)).toBeInTheDocument();
    },
    20_000,
  );
});
