import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SshKey } from "@kubecloud/sdk";
import { signedInStorage } from "./account.ts";
import { buildSshKeys } from "./builders.ts";
import { ok, renderApp, type Handlers } from "./render.tsx";

// The dashboard's SSH Keys section, for the tests of the section and of its Add SSH Key dialog.

/** A public key none of `buildSshKeys()` holds. */
export const NEW_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFcDT5cfZ6YnySh56DNWMMz3WOS9UYYVh3cb/TpkYqP6 amira@laptop";

/**
 * The SSH Keys section for a signed-in user who has `keys`, with `openForm` to open the Add SSH Key
 * dialog.
 * user-event puts a clipboard of its own on navigator for the test.
 */
export function renderSshKeys(api: Handlers = {}, keys: SshKey[] = buildSshKeys()) {
  const user = userEvent.setup();
  const view = renderApp({
    path: "/dashboard?section=ssh",
    storage: signedInStorage(),
    api: { "GET /v1/user/ssh-keys": () => ok(keys), ...api },
  });
  const openForm = async () => {
    await user.click((await screen.findAllByRole("button", { name: "Add SSH Key" }))[0]);
    return within(await screen.findByRole("dialog", { name: "Add SSH Key" }));
  };
  /** Types the key name, pastes `text` into the public key and presses Add SSH Key. */
  const addPasted = async (form: Awaited<ReturnType<typeof openForm>>, name: string, text: string) => {
    await user.type(form.getByRole("textbox", { name: /Key name/ }), name);
    await user.click(form.getByRole("textbox", { name: /Public key/ }));
    await user.paste(text);
    await user.click(form.getByRole("button", { name: "Add SSH Key" }));
  };
  return { ...view, user, openForm, addPasted };
}
