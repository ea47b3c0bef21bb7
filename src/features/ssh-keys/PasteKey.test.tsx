import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { bodiesSent } from "../../test/account.ts";
import { ok } from "../../test/render.tsx";
import { NEW_KEY, renderSshKeys } from "../../test/ssh-keys.ts";

function setup() {
  return renderSshKeys({
    "POST /v1/user/ssh-keys": async (request) => {
      const body = (await request.json()) as { name: string; public_key: string };
      return ok(
        { ID: 15, UserID: 12, ...body, created_at: "2026-03-20T10:00:00Z", updated_at: "2026-03-20T10:00:00Z" },
        201,
      );
    },
  });
}

describe("Paste from Clipboard in the SSH key dialog", () => {
  it("fills the public key with the clipboard's line, trimmed, and the key can be added as pasted", async () => {
    const s = setup();
    await navigator.clipboard.writeText(`\n  ${NEW_KEY}  \n`);
    const form = await s.openForm();
    await s.user.type(form.getByRole("textbox", { name: /Key name/ }), "desktop");
    await s.user.click(form.getByRole("button", { name: "Paste from Clipboard" }));
    await waitFor(() => expect(form.getByRole("textbox", { name: /Public key/ })).toHaveValue(NEW_KEY));
    await s.user.click(form.getByRole("button", { name: "Add SSH Key" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await bodiesSent(s.requests, "POST", "/v1/user/ssh-keys")).toEqual([
      { name: "desktop", public_key: NEW_KEY },
    ]);
  });

  it("checks what it pasted at once: a private key is refused next to the field", async () => {
    const s = setup();
    await navigator.clipboard.writeText(
      "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----",
    );
    const form = await s.openForm();
    await s.user.click(form.getByRole("button", { name: "Paste from Clipboard" }));
    expect(await form.findByText(/This is a private key: never share it/)).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: /Public key/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("says how to paste by hand when the browser refuses to read the clipboard, and keeps the field", async () => {
    const s = setup();
    const form = await s.openForm();
    await s.user.type(form.getByRole("textbox", { name: /Public key/ }), "ssh-ed25519 typed");
    vi.spyOn(navigator.clipboard, "readText").mockRejectedValueOnce(new DOMException("Denied", "NotAllowedError"));
    await s.user.click(form.getByRole("button", { name: "Paste from Clipboard" }));
    expect(await form.findByText(/did not let the page read the clipboard.*Ctrl\+V/)).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: /Public key/ })).toHaveValue("ssh-ed25519 typed");
  });

  it("says so when the clipboard holds no text", async () => {
    const s = setup();
    await navigator.clipboard.writeText("   ");
    const form = await s.openForm();
    await s.user.click(form.getByRole("button", { name: "Paste from Clipboard" }));
    expect(await form.findByText(/The clipboard holds no text/)).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: /Public key/ })).toHaveValue("");
  });
});
