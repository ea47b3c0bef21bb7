// Where toasts show (product-rules §2): in the layout's band under the navbar, in the page's flow (the page
// moves down to make room), never laid over the page in a corner; on the auth screens, at the top.
import { act, screen } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { showToast } from "../../components/feedback/toasts.tsx";
import { renderApp } from "../../test/render.tsx";

afterEach(() => act(() => notifications.clean()));

/** The toast's band: the element between the navbar (if any) and <main> that holds it. */
function bandOf(toast: HTMLElement): HTMLElement {
  const main = document.querySelector("main")!;
  const band = main.previousElementSibling as HTMLElement;
  expect(band.contains(toast), "the toast is in the band right before <main>").toBe(true);
  return band;
}

describe("the toasts' band", () => {
  // First in the file: the toasts' code, once loaded, stays loaded for the file's other tests.
  it("has no toasts' region until the first toast, which brings it", async () => {
    renderApp({ path: "/features" });
    await screen.findByRole("banner");
    const band = document.querySelector("main")!.previousElementSibling!;
    // Time enough for a lazy module to load here: with the region mounted at once, this check fails.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(band.querySelector(".mantine-Notifications-root")).toBeNull();
    act(() => void showToast({ severity: "info", title: "First" }));
    expect(band.contains(await screen.findByText("First"))).toBe(true);
    expect(band.querySelector(".mantine-Notifications-root")).not.toBeNull();
  });

  it("holds the toasts between the navbar and the page, in the page's flow (no portal, no fixed corner)", async () => {
    renderApp({ path: "/features" });
    await screen.findByRole("banner");
    act(() => void showToast({ severity: "success", title: "Saved", link: { to: "/docs", label: "Open Docs" } }));
    const band = bandOf(await screen.findByText("Saved"));
    expect(band.previousElementSibling).toBe(screen.getByRole("banner"));
    expect(band.querySelector(".mantine-Notifications-root[data-position='top-center']")).toContainElement(
      screen.getByText("Saved"),
    );
    // Inside the router: the link to the thing works as a link.
    expect(screen.getByRole("link", { name: "Open Docs" })).toHaveAttribute("href", "/docs");
  });

  it("sits at the top of the auth screens, which have no navbar", async () => {
    renderApp({ path: "/sign-in" });
    await screen.findByRole("button", { name: "Sign In" });
    act(() => void showToast({ severity: "info", title: "Hello" }));
    const band = bandOf(await screen.findByText("Hello"));
    expect(band).toHaveAttribute("data-bare");
    expect(screen.queryByRole("banner")).toBeNull();
  });
});
