import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodiesSent, pathsSent, signedInStorage } from "../../test/account.ts";
import { buildUser } from "../../test/builders.ts";
import { done, fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { liveEvent, ScriptedEventSource } from "../../test/scripted-event-source.ts";
import { toastTitles } from "../../test/toast-region.tsx";

afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup({
  api = {},
  storage = signedInStorage(),
}: { api?: Handlers; storage?: ReturnType<typeof signedInStorage> } = {}) {
  const view = renderApp({
    path: "/dashboard?section=profile",
    storage,
    api: {
      "GET /v1/user/": () => ok({ user: buildUser() }),
      "GET /v1/user/balance": () => ok({ balance_usd: 100, debt_usd: 12.5, pending_balance_usd: 20 }),
      "PUT /v1/user/change_password": () => done(202),
      ...api,
    },
  });
  const user = userEvent.setup();
  const change = async (password: string, confirm = password) => {
    await user.type(await screen.findByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm password/), confirm);
    await user.click(screen.getByRole("button", { name: "Change Password" }));
  };
  return { ...view, user, change };
}

describe("the profile", () => {
  it("renders valid HTML: React reports no element where the HTML rules forbid it (a badge inside a <p>)", async () => {
    const consoleError = vi.spyOn(console, "error");
    try {
      setup();
      const account = within(await screen.findByRole("region", { name: "Account" }));
      // The badge and the loader are both <div>s: the load shows the loader, then the badge and the balance.
      expect(await account.findByText("Verified")).toBeInTheDocument();
      expect(await account.findByText("$87.50 (+$20.00 pending)")).toBeInTheDocument();
      // React's words: "In HTML, <div> cannot be a descendant of <p>. This will cause a hydration error."
      const nesting = consoleError.mock.calls
        .map((call) => call.map(String).join(" ").split("\n")[0])
        .filter((text) => /cannot be a (descendant|child) of/.test(text));
      expect(nesting).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it("shows username, email, verification and the balance with its pending part", async () => {
    setup({ api: { "GET /v1/user/": () => ok({ user: buildUser({ username: "Amira H.", verified: false }) }) } });
    const account = within(await screen.findByRole("region", { name: "Account" }));
    expect(await account.findByText("Amira H.")).toBeInTheDocument(); // the fresh record replaces the stored one
    expect(account.getByText("amira@example.com")).toBeInTheDocument();
    expect(account.getByText("Not verified")).toBeInTheDocument();
    expect(await account.findByText("$87.50 (+$20.00 pending)")).toBeInTheDocument();
  });

  it("changes the password of the signed-in user's own email, then clears the form", async () => {
    const s = setup({ storage: signedInStorage({ email: "amira@example.com" }) });
    await s.change("N3w!Passw0rd");
    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(await bodiesSent(s.requests, "PUT", "/v1/user/change_password")).toEqual([
      { email: "amira@example.com", password: "N3w!Passw0rd", confirm_password: "N3w!Passw0rd" },
    ]);
    expect(s.requests.find((r) => r.method === "PUT")?.headers.get("Authorization")).toBe("Bearer access");
    expect(screen.getByLabelText(/^New password/)).toHaveValue("");
  });

  it("says 'Password changed' in the form alone: the server's own event about it adds no toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    ScriptedEventSource.install();
    const changed = liveEvent(
      "user",
      "success",
      "The password of your KubeCloud account was changed.",
      "password_changed",
    );
    // As the server does: the event goes out before the answer.
    const s = setup({
      storage: signedInStorage({ email: "amira@example.com" }),
      api: { "PUT /v1/user/change_password": () => (ScriptedEventSource.latest().send(changed), done(202)) },
    });
    const live = await ScriptedEventSource.connected();
    await s.change("N3w!Passw0rd");
    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    await live.emit(changed); // and once more, after the form has said it
    expect(toastTitles()).toEqual([]);
  });

  it("applies the password rules before sending anything", async () => {
    const s = setup();
    await s.change("weakpass", "weakpas");
    expect(await screen.findByText(/Password must include an uppercase letter/)).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(pathsSent(s.requests, "PUT")).toEqual([]);
  });

  it("says 'Profile update failed' and sends nothing when no user is loaded", async () => {
    const s = setup({
      storage: signedInStorage(null),
      api: { "GET /v1/user/": () => fail(500, { status: 500, message: "Internal server error" }) },
    });
    expect(await screen.findByText("Failed to load your profile")).toBeInTheDocument();
    await s.change("N3w!Passw0rd");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Profile update failed");
    expect(alert).toHaveTextContent("User not logged in");
    expect(pathsSent(s.requests, "PUT")).toEqual([]);
  });

  it("keeps what was typed and says why when the server refuses", async () => {
    const s = setup({
      api: { "PUT /v1/user/change_password": () => fail(500, { status: 500, message: "Internal server error" }) },
    });
    await s.change("N3w!Passw0rd");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to update password");
    expect(alert).toHaveTextContent("Internal server error.");
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveValue("N3w!Passw0rd"));
  });
});
