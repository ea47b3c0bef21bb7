import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminUser } from "@kubecloud/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi, sent, sentJson, signedInAs } from "../../test/admin.ts";
import { buildAdminUser, buildAdminUsers } from "../../test/builders.ts";
import { done, fail, ok, renderApp, type Handlers } from "../../test/render.tsx";
import { liveEvent, ScriptedEventSource } from "../../test/scripted-event-source.ts";
import { slowReply } from "../../test/slow-reply.ts";
import { toastTitles } from "../../test/toast-region.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notifications.clean();
});

const credited = () => ok({ user: "kenji@example.org", amount: 25, memo: "Goodwill" }, 202);

function setup(api: Handlers = {}) {
  const view = renderApp({ path: "/admin?section=users", storage: signedInAs(), api: adminApi(api) });
  const table = () => screen.getByRole("table");
  /** The names in the table, top to bottom. */
  const names = () =>
    within(table())
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[1].textContent);
  const row = (name: string) => screen.getByRole("row", { name: new RegExp(name) });
  return { user: userEvent.setup(), ...view, names, row };
}

/** Opens Manual Credit for the user called `name` and types `amount` with the memo "Goodwill"; returns the dialog. */
async function fillCredit(user: ReturnType<typeof userEvent.setup>, name: string, amount: string) {
  await user.click(screen.getByRole("button", { name: `Credit balance of ${name}` }));
  const dialog = await screen.findByRole("dialog", { name: "Manual Credit" });
  await user.type(within(dialog).getByRole("textbox", { name: "Amount ($)" }), amount);
  await user.type(within(dialog).getByRole("textbox", { name: "Reason/Memo" }), "Goodwill");
  return dialog;
}

/** `count` users named "User 01" … with balances and ids that sort differently. */
function manyUsers(count: number): AdminUser[] {
  return Array.from({ length: count }, (_, i) =>
    buildAdminUser({
      ID: 100 + i,
      username: `User ${String(i + 1).padStart(2, "0")}`,
      email: `user${i + 1}@example.com`,
      balance: (i * 7) % 13,
    }),
  );
}

describe("admin users", () => {
  it("lists every user with their balance, sorted by name", async () => {
    const s = setup();
    await screen.findByRole("table");
    // The name cell also holds the admin's own "You" badge.
    expect(s.names()).toEqual([
      "Amira Haddad",
      "Grace Mensah",
      "Kenji Watanabe",
      "Lucía Fernández",
      "Platform AdminYou",
      "Tomasz Nowak",
    ]);
    const amira = within(s.row("Amira Haddad"));
    expect(amira.getByText("amira@example.com")).toBeInTheDocument();
    expect(amira.getByText("$87.42")).toBeInTheDocument();
    expect(within(s.row("Kenji Watanabe")).getByText("$143.90")).toBeInTheDocument();
  });

  it("searches by name or email, ignoring case and accents", async () => {
    const s = setup();
    await screen.findByRole("table");
    const search = screen.getByRole("searchbox", { name: "Search users" });
    await s.user.type(search, "lucia");
    expect(s.names()).toEqual(["Lucía Fernández"]);
    await s.user.clear(search);
    await s.user.type(search, "EXAMPLE.ORG");
    expect(s.names()).toEqual(["Grace Mensah", "Kenji Watanabe", "Lucía Fernández"]);
    await s.user.clear(search);
    await s.user.type(search, "nobody");
    expect(screen.getByText('No user matches "nobody".')).toBeInTheDocument();
  });

  it("sorts by a column header, then the other way round on a second click", async () => {
    const s = setup();
    await screen.findByRole("table");
    const header = (name: string) => screen.getByRole("columnheader", { name });
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");

    await s.user.click(screen.getByRole("button", { name: "Balance" }));
    expect(header("Balance")).toHaveAttribute("aria-sort", "descending");
    expect(header("Name")).not.toHaveAttribute("aria-sort");
    expect(s.names()[0]).toBe("Kenji Watanabe");
    expect(s.names().at(-1)).toBe("Tomasz Nowak");

    await s.user.click(screen.getByRole("button", { name: "Balance" }));
    expect(header("Balance")).toHaveAttribute("aria-sort", "ascending");
    expect(s.names()[0]).toBe("Tomasz Nowak");

    await s.user.click(screen.getByRole("button", { name: "ID" }));
    expect(s.names()[0]).toBe("Platform AdminYou");
  });

  it("shows 10 users a page and goes back to page 1 when the search changes", async () => {
    const s = setup({ "GET /v1/users": () => ok({ users: manyUsers(23) }) });
    await screen.findByRole("table");
    expect(s.names()).toHaveLength(10);
    expect(screen.getByText("Showing 1–10 of 23 users")).toBeInTheDocument();
    await s.user.click(screen.getByRole("button", { name: "3" }));
    expect(s.names()).toEqual(["User 21", "User 22", "User 23"]);
    expect(screen.getByText("Showing 21–23 of 23 users")).toBeInTheDocument();
    await s.user.type(screen.getByRole("searchbox", { name: "Search users" }), "User 1");
    expect(screen.getByText("Showing 1–10 of 10 users")).toBeInTheDocument();
    expect(s.names()[0]).toBe("User 10");
  });

  it("disables Credit for unverified users, and Remove on the admin's own row", async () => {
    const users = buildAdminUsers();
    users[5] = { ...users[5], verified: false };
    const s = setup({ "GET /v1/users": () => ok({ users }) });
    await screen.findByRole("table");
    const tomasz = within(s.row("Tomasz Nowak"));
    expect(tomasz.getByText("Unverified")).toBeInTheDocument();
    expect(tomasz.getByRole("button", { name: "Credit balance of Tomasz Nowak" })).toBeDisabled();
    expect(tomasz.getByRole("button", { name: "Remove Tomasz Nowak" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Credit balance of Amira Haddad" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Remove Platform Admin" })).toBeDisabled();
  });

  it("credits a user: the rules next to the fields, then the exact body, and the list reloads", async () => {
    let listed = 0;
    const s = setup({
      "GET /v1/users": () => {
        listed += 1;
        return ok({ users: buildAdminUsers() });
      },
      "POST /v1/users/{user_id}/credit": () =>
        ok({ user: "amira@example.com", amount: 15, memo: "Outage credit (March 9)" }, 202),
    });
    await screen.findByRole("table");
    await s.user.click(screen.getByRole("button", { name: "Credit balance of Amira Haddad" }));
    const dialog = await screen.findByRole("dialog", { name: "Manual Credit" });
    expect(within(dialog).getByText("amira@example.com")).toBeInTheDocument();
    const amount = within(dialog).getByRole("textbox", { name: "Amount ($)" });
    const memo = within(dialog).getByRole("textbox", { name: "Reason/Memo" });

    await s.user.click(within(dialog).getByRole("button", { name: "Apply Credit" }));
    expect(await within(dialog).findByText("Amount is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Memo is required")).toBeInTheDocument();
    await s.user.type(amount, "15.555");
    await s.user.type(memo, "ok;");
    await s.user.click(within(dialog).getByRole("button", { name: "Apply Credit" }));
    expect(await within(dialog).findByText("Amount can have at most 2 decimal places")).toBeInTheDocument();
    expect(within(dialog).getByText(/Memo contains invalid characters/)).toBeInTheDocument();
    expect(sent(s.requests, "POST", "/v1/users/12/credit")).toEqual([]);

    await s.user.clear(amount);
    await s.user.type(amount, "15");
    await s.user.clear(memo);
    await s.user.type(memo, " Outage credit (March 9) ");
    expect(within(dialog).getByText("23/255 characters")).toBeInTheDocument();
    await s.user.click(within(dialog).getByRole("button", { name: "Apply Credit" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await sentJson(s.requests, "POST", "/v1/users/12/credit")).toEqual([
      { amount: 15, memo: "Outage credit (March 9)" },
    ]);
    expect(
      await screen.findByText("$15.00 for amira@example.com: the transfer to their balance is in progress."),
    ).toBeInTheDocument();
    await waitFor(() => expect(listed).toBe(2));
  });

  it("says a credit in one toast: the transfer's own start and success events add none, its failure does", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    ScriptedEventSource.install();
    const s = setup({
      "POST /v1/users/{user_id}/credit": () => ok({ user: "amira@example.com", amount: 15, memo: "Goodwill" }, 202),
    });
    await screen.findByRole("table");
    const live = await ScriptedEventSource.connected();
    const dialog = await fillCredit(s.user, "Amira Haddad", "15");
    await s.user.click(within(dialog).getByRole("button", { name: "Apply Credit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await live.emit(
      liveEvent("billing", "info", "Admin Credit Balance has been started", "started"),
      liveEvent(
        "billing",
        "success",
        "$15.00 was credited to amira@example.com.",
        "succeeded",
        "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
      ),
    );
    expect(toastTitles()).toEqual(["Credit applied"]);
    await live.emit(liveEvent("billing", "error", "Money transfer to user 12 failed", "succeeded"));
    expect(toastTitles()).toEqual(["Credit transfer failed"]); // "Credit applied" closed after its 5 s
  });

  it("keeps what was typed and shows the server's refusal in the dialog", async () => {
    const s = setup({
      "POST /v1/users/{user_id}/credit": () => fail(500, { status: 500, message: "Internal server error" }),
    });
    await screen.findByRole("table");
    const dialog = await fillCredit(s.user, "Kenji Watanabe", "25");
    await s.user.click(within(dialog).getByRole("button", { name: "Apply Credit" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Internal server error.");
    expect(within(dialog).getByRole("textbox", { name: "Amount ($)" })).toHaveValue("25");
    expect(within(dialog).getByRole("textbox", { name: "Reason/Memo" })).toHaveValue("Goodwill");
  });

  it("credits once for a double click and a double Enter while the server is slow to answer", async () => {
    const server = slowReply<"POST /v1/users/{user_id}/credit">(credited);
    const s = setup({ "POST /v1/users/{user_id}/credit": server.handler });
    await screen.findByRole("table");
    const dialog = await fillCredit(s.user, "Kenji Watanabe", "25");
    await s.user.dblClick(within(dialog).getByRole("button", { name: "Apply Credit" }));
    const form = within(dialog).getByRole("textbox", { name: "Amount ($)" }).closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(server.calls()).toBe(1));
    expect(within(dialog).getByRole("button", { name: "Apply Credit" })).toHaveAttribute("data-loading", "true");
    server.release();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(s.requests, "POST", "/v1/users/27/credit")).toHaveLength(1);
    expect(
      await screen.findAllByText(/\$25\.00 for kenji@example\.org: the transfer to their balance is in progress/),
    ).toHaveLength(1);
  });

  it("after a timeout says the user may have been credited, reads the users again, and sends nothing more", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = slowReply<"POST /v1/users/{user_id}/credit">(credited);
    const s = setup({ "POST /v1/users/{user_id}/credit": server.handler });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole("table");
    const dialog = await fillCredit(user, "Kenji Watanabe", "25");
    await user.click(within(dialog).getByRole("button", { name: "Apply Credit" }));
    const before = s.requests.filter((r) => r.method === "GET" && r.url.endsWith("/v1/users")).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText("We could not confirm the credit")).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "The server did not answer in time, so we cannot tell whether kenji@example.org was credited $25.00. Look for it in Payments before you apply it again: another try is another credit.",
    );
    await waitFor(() =>
      expect(s.requests.filter((r) => r.method === "GET" && r.url.endsWith("/v1/users")).length).toBe(before + 1),
    );
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Apply Credit" })).toBeEnabled());
    expect(within(dialog).getByRole("textbox", { name: "Amount ($)" })).toHaveValue("25");
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.calls()).toBe(1);
    server.release();
  });

  it("removes a user once for a double Enter", async () => {
    const server = slowReply<"DELETE /v1/users/{user_id}">(() => done(200));
    const s = setup({ "DELETE /v1/users/{user_id}": server.handler });
    await screen.findByRole("table");
    await s.user.click(screen.getByRole("button", { name: "Remove Tomasz Nowak" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove User" });
    await s.user.type(within(dialog).getByRole("textbox"), "tomasz@example.com{Enter}{Enter}");
    await s.user.dblClick(within(dialog).getByRole("button", { name: "Remove User" }));
    await waitFor(() => expect(server.calls()).toBe(1));
    server.release();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(s.requests, "DELETE", "/v1/users/38")).toHaveLength(1);
    expect(await screen.findAllByText("Tomasz Nowak (tomasz@example.com) was removed.")).toHaveLength(1);
  });

  it("removes a user only after the email is typed, and the row goes once the server has deleted it", async () => {
    let finish = () => {};
    const deleted = new Promise<void>((resolve) => (finish = resolve));
    let users = buildAdminUsers();
    const s = setup({
      "GET /v1/users": () => ok({ users }),
      "DELETE /v1/users/{user_id}": async () => {
        await deleted;
        users = users.filter((u) => u.ID !== 38);
        return done(200);
      },
    });
    await screen.findByRole("table");
    await s.user.click(screen.getByRole("button", { name: "Remove Tomasz Nowak" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove User" });
    const confirm = within(dialog).getByRole("button", { name: "Remove User" });
    expect(confirm).toBeDisabled();
    const typed = within(dialog).getByRole("textbox", { name: "Type tomasz@example.com to confirm" });
    await s.user.type(typed, "tomasz@example.co");
    expect(confirm).toBeDisabled();
    await s.user.type(typed, "m");
    expect(confirm).toBeEnabled();
    await s.user.click(confirm);

    // The server has not answered yet: the user is still listed.
    await waitFor(() => expect(sent(s.requests, "DELETE", "/v1/users/38")).toHaveLength(1));
    expect(s.names()).toContain("Tomasz Nowak");
    expect(within(dialog).getByRole("button", { name: "Remove User" })).toHaveAttribute("data-loading", "true");

    finish();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(s.names()).not.toContain("Tomasz Nowak");
    expect(await screen.findByText("Tomasz Nowak (tomasz@example.com) was removed.")).toBeInTheDocument();
  });

  it("says plainly when the server refuses a removal with 403, and keeps the session", async () => {
    const s = setup({
      "GET /v1/users": () => ok({ users: buildAdminUsers().map((u) => (u.ID === 1 ? { ...u, ID: 2 } : u)) }),
      "DELETE /v1/users/{user_id}": () => fail(403, { status: 403, message: "Admins cannot delete their own account" }),
    });
    await screen.findByRole("table");
    await s.user.click(screen.getByRole("button", { name: "Remove Platform Admin" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove User" });
    await s.user.type(within(dialog).getByRole("textbox"), "admin@example.com");
    await s.user.click(within(dialog).getByRole("button", { name: "Remove User" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Admins cannot delete their own account.");
    expect(sent(s.requests, "POST", "/v1/user/refresh")).toEqual([]);
    expect(s.router.location.pathname).toBe("/admin");
    expect(s.names()).toContain("Platform AdminAdmin");
  });

  it("shows why the list could not be loaded, with Try Again", async () => {
    setup({ "GET /v1/users": () => fail(500, { status: 500, message: "Internal server error" }) });
    expect(await screen.findByText("Could not load the users. Internal server error.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
