import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render.tsx";

// The test setup's matchMedia matches nothing: the system theme here is light.
const scheme = () => document.documentElement.getAttribute("data-mantine-color-scheme");

async function setup() {
  localStorage.removeItem("mantine-color-scheme-value");
  renderApp({ path: "/features" });
  return screen.findByRole("button", { name: "Theme: Dark" });
}

describe("the theme switch (product-rules §1)", () => {
  it("names the chosen theme and offers all three in a menu, the chosen one checked", async () => {
    const button = await setup();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.click(button);
    const items = await screen.findAllByRole("menuitemradio");
    expect(items.map((item) => item.textContent)).toEqual(["Dark", "Light", "System (now light)"]);
    expect(screen.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("menuitemradio", { name: "Dark" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("changes what the button shows on every choice, even System when the system is light", async () => {
    const button = await setup();
    const icon = () => button.querySelector("svg")!.innerHTML;
    const shown = [icon()];

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "Light" }));
    expect(scheme()).toBe("light");
    expect(button).toHaveAccessibleName("Theme: Light");
    expect(button).toHaveFocus();
    shown.push(icon());

    await userEvent.click(button);
    const system = await screen.findByRole("menuitemradio", { name: /^System/ });
    expect(system).toHaveAccessibleName("System (now light)");
    await userEvent.click(system);
    expect(scheme()).toBe("light"); // the page looks the same…
    expect(button).toHaveAccessibleName("Theme: System"); // …but the button says, and shows, what changed
    shown.push(icon());
    expect(new Set(shown).size).toBe(3);
    expect(screen.getByRole("menu", { hidden: true })).not.toBeVisible();
  });

  it("works from the keyboard: arrows open and move, Escape closes and returns to the button", async () => {
    const button = await setup();
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("menuitemradio", { name: "Dark" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitemradio", { name: "Light" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("menuitemradio", { name: /^System/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitemradio", { name: "Dark" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(scheme()).toBe("dark");

    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(screen.getByRole("menuitemradio", { name: /^System/ })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    expect(button).toHaveAccessibleName("Theme: System");
  });

  it("closes on a click elsewhere without changing the theme", async () => {
    const button = await setup();
    await userEvent.click(button);
    await screen.findByRole("menu");
    await userEvent.click(document.body);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(scheme()).toBe("dark");
  });
});
