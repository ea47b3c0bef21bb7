import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AuthForm } from "./AuthCard.tsx";

const form = (onSubmit = vi.fn(() => Promise.resolve())) => (
  <MantineProvider env="test">
    <AuthForm onSubmit={onSubmit} submitLabel="Sign In" submitting={false}>
      <input name="password" aria-label="Password" defaultValue="secret" />
    </AuthForm>
  </MantineProvider>
);

describe("the auth form", () => {
  it("in prerendered HTML, cannot be submitted by the browser before the app runs, and never by GET", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(form());
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
