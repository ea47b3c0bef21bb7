import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodiesSent, captureDownloads, pathsSent } from "../../test/account.ts";
import { buildSshKeys } from "../../test/builders.ts";
import { done, fail, ok } from "../../test/render.tsx";
import { liveEvent, ScriptedEventSource } from "../../test/scripted-event-source.ts";
import { slowReply } from "../../test/slow-reply.ts";
import { NEW_KEY, renderSshKeys } from "../../test/ssh-keys.ts";
import { toastTitles } from "../../test/toast-region.tsx";

let restoreDownloads: (() => void) | undefined;
afterEach(() => {
  restoreDownloads?.();
  act(() => notifications.clean());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the SSH keys section", () => {
  it("lists each key with its name, SHA256 fingerprint, type, comment, date and a copy button", async () => {
    renderSshKeys();
    const list = await screen.findByRole("list", { name: "SSH keys" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^(laptop|workstation|cirunner)$/).textContent)).toEqual([
      "laptop",
      "workstation",
      "cirunner",
    ]);
    const laptop = within(items[0]);
    expect(await laptop.findByText(/^SHA256:[A-Za-z0-9+/]{43}$/)).toBeInTheDocument();
    expect(laptop.getByText("ssh-ed25519 · amira@laptop · added Jan 8, 2026")).toBeInTheDocument();
    expect(laptop.getByRole("button", { name: "Copy the public key of laptop" })).toBeInTheDocument();
  });

  it("says how to start when there is no key", async () => {
    renderSshKeys({}, []);
    expect(await screen.findByText("No SSH keys yet")).toBeInTheDocument();
  });

  it("offers a retry when the list fails to load", async () => {
    renderSshKeys({ "GET /v1/user/ssh-keys": () => fail(500, { status: 500, message: "Internal server error" }) });
    expect(await screen.findByText("Failed to load SSH keys")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("deletes a key only after a confirmation that names it", async () => {
    const s = renderSshKeys({ "DELETE /v1/user/ssh-keys/{ssh_key_id}": () => done() });
    await s.user.click(await screen.findByRole("button", { name: "Delete workstation" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Delete SSH Key" }));
    expect(dialog.getByText("“workstation”")).toBeInTheDocument();
    await s.user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(pathsSent(s.requests, "DELETE")).toEqual([]);

    await s.user.click(screen.getByRole("button", { name: "Delete workstation" }));
    dialog = within(await screen.findByRole("dialog", { name: "Delete SSH Key" }));
    await s.user.click(dialog.getByRole("button", { name: "Delete Key" }));
    await waitFor(() => expect(screen.queryByText("workstation")).toBeNull());
    expect(pathsSent(s.requests, "DELETE")).toEqual(["/v1/user/ssh-keys/9"]);
    expect(screen.getByText("laptop")).toBeInTheDocument();
  });

  it("puts the focus on the list after a deletion, and on Add SSH Key once the last key is gone", async () => {
    const s = renderSshKeys({ "DELETE /v1/user/ssh-keys/{ssh_key_id}": () => done() }, buildSshKeys().slice(0, 2));
    const remove = async (name: string) => {
      await s.user.click(await screen.findByRole("button", { name: `Delete ${name}` }));
      const dialog = within(await screen.findByRole("dialog", { name: "Delete SSH Key" }));
      await s.user.click(dialog.getByRole("button", { name: "Delete Key" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete SSH Key" })).toBeNull());
    };
    await remove("laptop");
    const list = screen.getByRole("list", { name: "SSH keys" });
    await waitFor(() => expect(list).toHaveFocus());
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    // Still there a moment later: nothing (the dialog's focus return) takes it back to the page's body.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list).toHaveFocus();

    await remove("workstation");
    await screen.findByText("No SSH keys yet");
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Add SSH Key" })[0]).toHaveFocus());
  });

  it("deletes once for a double click while the server is slow (the second would have said 'not found')", async () => {
    const server = slowReply<"DELETE /v1/user/ssh-keys/{ssh_key_id}">(() => done());
    const s = renderSshKeys({ "DELETE /v1/user/ssh-keys/{ssh_key_id}": server.handler });
    await s.user.click(await screen.findByRole("button", { name: "Delete workstation" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete SSH Key" }));
    await s.user.dblClick(dialog.getByRole("button", { name: "Delete Key" }));
    await waitFor(() => expect(server.calls()).toBe(1));
    server.release();
    await waitFor(() => expect(screen.queryByText("workstation")).toBeNull());
    expect(pathsSent(s.requests, "DELETE")).toEqual(["/v1/user/ssh-keys/9"]);
    expect(screen.queryByText("Failed to delete SSH key")).toBeNull();
  });

  it("after a timeout says the key may be gone, reads the list again, and keeps the dialog", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = slowReply<"DELETE /v1/user/ssh-keys/{ssh_key_id}">(() => done());
    let lists = 0;
    renderSshKeys({
      "DELETE /v1/user/ssh-keys/{ssh_key_id}": server.handler,
      "GET /v1/user/ssh-keys": () => ok(lists++ === 0 ? buildSshKeys() : buildSshKeys().filter((k) => k.ID !== 9)),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("button", { name: "Delete workstation" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete SSH Key" }));
    await user.click(dialog.getByRole("button", { name: "Delete Key" }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "We could not confirm the deletionThe server did not answer in time, so we cannot tell whether “workstation” was deleted. Your list of keys has been read again: check it before you try again.",
    );
    expect(lists).toBe(2);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Delete workstation" })).toBeNull());
    expect(server.calls()).toBe(1);
    server.release();
  });

  it("keeps the dialog open with 'Failed to delete SSH key' and the server's reason when deleting fails", async () => {
    const s = renderSshKeys({
      "DELETE /v1/user/ssh-keys/{ssh_key_id}": () =>
        fail(404, { status: 404, message: "Not Found", error: "SSH key not found" }),
    });
    await s.user.click(await screen.findByRole("button", { name: "Delete laptop" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete SSH Key" }));
    await s.user.click(dialog.getByRole("button", { name: "Delete Key" }));
    const alert = await dialog.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to delete SSH key");
    expect(alert).toHaveTextContent("SSH key not found.");
  });

  it("rejects a line that is not a public key next to the field, and sends nothing", async () => {
    const s = renderSshKeys();
    const form = await s.openForm();
    await s.user.type(form.getByRole("textbox", { name: /Key name/ }), "ci");
    await s.user.type(form.getByRole("textbox", { name: /Public key/ }), "AAAAC3NzaC1lZDI1NTE5 me@host");
    await s.user.click(form.getByRole("button", { name: "Add SSH Key" }));
    expect(await form.findByText("Key name must be at least 3 characters")).toBeInTheDocument();
    expect(form.getByText(/Start with the key type/)).toBeInTheDocument();
    await s.user.clear(form.getByRole("textbox", { name: /Key name/ }));
    await s.user.type(form.getByRole("textbox", { name: /Key name/ }), "Laptop");
    await s.user.tab();
    expect(await form.findByText("You already have a key with this name")).toBeInTheDocument();
    expect(pathsSent(s.requests, "POST")).toEqual([]);
  });

  it("adds a key: the exact body, the dialog closes and the key joins the list", async () => {
    const s = renderSshKeys({
      "POST /v1/user/ssh-keys": async (request) => {
        const body = (await request.json()) as { name: string; public_key: string };
        return ok(
          { ID: 15, UserID: 12, ...body, created_at: "2026-03-20T10:00:00Z", updated_at: "2026-03-20T10:00:00Z" },
          201,
        );
      },
    });
    const form = await s.openForm();
    await s.addPasted(form, " desktop ", `  ${NEW_KEY}\n`);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await bodiesSent(s.requests, "POST", "/v1/user/ssh-keys")).toEqual([
      { name: "desktop", public_key: NEW_KEY },
    ]);
    expect(await screen.findByText("desktop")).toBeInTheDocument();
  });

  it("shows an added or deleted key in the list alone: the server's own events about it add no toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    ScriptedEventSource.install();
    // As the server does: each event goes out before the answer.
    const added = liveEvent("user", "success", "SSH key 'desktop' was added to your account.", "ssh_key_added");
    const deleted = liveEvent("user", "success", "SSH key 'desktop' was deleted from your account.", "ssh_key_deleted");
    const s = renderSshKeys({
      "POST /v1/user/ssh-keys": async (request) => {
        const body = (await request.json()) as { name: string; public_key: string };
        ScriptedEventSource.latest().send(added);
        return ok(
          { ID: 15, UserID: 12, ...body, created_at: "2026-03-20T10:00:00Z", updated_at: "2026-03-20T10:00:00Z" },
          201,
        );
      },
      "DELETE /v1/user/ssh-keys/{ssh_key_id}": () => (ScriptedEventSource.latest().send(deleted), done()),
    });
    const live = await ScriptedEventSource.connected();
    const form = await s.openForm();
    await s.addPasted(form, "desktop", NEW_KEY);
    expect(await screen.findByText("desktop")).toBeInTheDocument();
    await live.handled();
    expect(toastTitles()).toEqual([]);

    await s.user.click(screen.getByRole("button", { name: "Delete desktop" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete SSH Key" });
    await s.user.click(within(confirm).getByRole("button", { name: "Delete Key" }));
    await waitFor(() => expect(screen.queryByText("desktop")).toBeNull());
    await live.handled();
    expect(toastTitles()).toEqual([]);
    // A key added elsewhere (another tab) is news here.
    await live.emit(liveEvent("user", "success", "SSH key 'tablet' was added to your account.", "ssh_key_added"));
    // The first toast brings the toasts' code (loaded on demand): it shows a moment later, with any other.
    await waitFor(() => expect(toastTitles()).toEqual(["SSH key added"]));
  });

  it("puts the server's duplicate message on the field and keeps what was typed", async () => {
    const s = renderSshKeys({
      "POST /v1/user/ssh-keys": () =>
        fail(400, {
          status: 400,
          message: "Duplicate SSH key",
          error: "SSH key name or public key already exists for this user.",
        }),
    });
    const form = await s.openForm();
    await s.addPasted(form, "desktop", NEW_KEY);
    expect(await form.findByText("SSH key name or public key already exists for this user.")).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: /Key name/ })).toHaveValue("desktop");
    expect(form.getByRole("textbox", { name: /Public key/ })).toHaveValue(NEW_KEY);
  });

  it("generates a pair: the public key fills the form, the private key downloads and is never sent", async () => {
    const downloads = captureDownloads();
    restoreDownloads = downloads.restore;
    const s = renderSshKeys();
    const form = await s.openForm();
    await s.user.type(form.getByRole("textbox", { name: /Key name/ }), "travel");
    await s.user.click(form.getByRole("button", { name: "Generate a Key Pair" }));
    expect(await form.findByText("travel_id_ed25519")).toBeInTheDocument();
    const publicKey = form.getByRole<HTMLTextAreaElement>("textbox", { name: /Public key/ }).value;
    expect(publicKey).toMatch(/^ssh-ed25519 \S+ travel@kubecloud$/);
    expect(form.queryByText(/Start with the key type|damaged/)).toBeNull();
    expect(downloads.saved.map((file) => file.name)).toEqual(["travel_id_ed25519"]);
    const privateKey = await downloads.saved[0].blob.text();
    expect(privateKey).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    const sent = s.requests.map((r) => r.url).join(" ");
    expect(sent).not.toContain(privateKey.split("\n")[1]);
  });
});
