import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { HydratedContext } from "../../lib/use-hydrated.ts";
import { AuthForm } from "./AuthCard.tsx";

// The app's Providers say whether the tree is prerendered or hydrating (false) or running (true).
const form = (onSubmit = vi.fn(() => Promise.resolve()), hydrated = true) => (
  <MantineProvider env="test">
    <HydratedContext.Provider value={hydrated}>
      <AuthForm onSubmit={onSubmit} submitLabel="Sign In" submitting={false}>
        <input name="password" aria-label="Password" defaultValue="secret" />
      </AuthForm>
    </HydratedContext.Provider>
  </MantineProvider>
);

describe("the auth form", () => {
  it("in prerendered HTML, cannot be submitted by the browser before the app runs, and never by GET", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(form(undefined, false));
    expect(host.querySelector("form")?.getAttribute("method")).toBe("post");
    expect(host.querySelector('button[type="submit"]')).toBeDisabled();
  });

  it("in the app, submits through its handler", () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(form(onSubmit));
    const button = screen.getByRole("button", { name: "Sign In" });
    expect(button).toBeEnabled();
    button.click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
