import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memoryStorage, ok, renderApp } from "../../test/render.tsx";

const signedIn = (extra: Record<string, string> = {}) =>
  memoryStorage({
    token: "a",
    refresh_token: "r",
    user: JSON.stringify({ ID: 12, username: "Amira Haddad", admin: false }),
    ...extra,
  });
// The SSH keys section: a screen that reads one list, so the test is about the header alone.
const path = "/dashboard?section=ssh";
const api = { "GET /v1/user/ssh-keys": () => ok([]) };

describe("the dashboard's greeting", () => {
  it("welcomes a returning account back", async () => {
    renderApp({ path, storage: signedIn(), api });
    expect(await screen.findByRole("heading", { name: "Welcome back, Amira Haddad!" })).toBeInTheDocument();
  });

  it("welcomes a brand-new account to KubeCloud, not back", async () => {
    // What verifying a registration leaves in the session (see VerifyPage.test.tsx).
    renderApp({ path, storage: signedIn({ new_account: "true" }), api });
    expect(await screen.findByRole("heading", { name: "Welcome to KubeCloud, Amira Haddad!" })).toBeInTheDocument();
    expect(screen.getByText(/Your account is ready: add an SSH key/)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });
});
