import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { pathsSent, signedInStorage } from "../../test/account.ts";
import { buildDeployments } from "../../test/builders.ts";
import { memoryStorage, ok, renderApp } from "../../test/render.tsx";
import { recentKey } from "./recent.ts";

afterEach(() => localStorage.clear());

/** The app at `path`, signed in as the demo user (ID 12) unless `guest`; the clusters list answers. */
async function setup({ path = "/features", guest = false }: { path?: string; guest?: boolean } = {}) {
  const user = userEvent.setup();
  const app = renderApp({
    path,
    storage: guest ? memoryStorage() : signedInStorage({ ID: 12, username: "Amira" }),
    api: { "GET /v1/deployments": () => ok({ deployments: buildDeployments(), count: 2 }) },
  });
  await screen.findByRole("heading", { level: 1 });
  return { ...app, user };
}

const openWithKeys = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard("{Control>}k{/Control}");
  return screen.findByRole("dialog", { name: "Search and Commands" });
};
const combobox = () => screen.getByRole("combobox", { name: "Search pages, clusters, nodes and actions" });
const activeOption = () => document.getElementById(combobox().getAttribute("aria-activedescendant") ?? "");

describe("the command palette", () => {
  it("opens with Ctrl+K as a combobox over grouped options, the first one active", async () => {
    const { user } = await setup();
    const dialog = await openWithKeys(user);
    const field = combobox();
    await waitFor(() => expect(field).toHaveFocus());
    const listbox = within(dialog).getByRole("listbox", { name: "Results" });
    expect(field).toHaveAttribute("aria-expanded", "true");
    expect(field).toHaveAttribute("aria-controls", listbox.id);
    expect(field).toHaveAttribute("aria-autocomplete", "list");
    expect(within(listbox).getByRole("group", { name: "Pages" })).toBeInTheDocument();
    expect(within(listbox).getByRole("group", { name: "Actions" })).toBeInTheDocument();
    const first = within(listbox).getAllByRole("option")[0];
    expect(activeOption()).toBe(first);
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(within(listbox).getAllByRole("option", { selected: true })).toHaveLength(1);
  });

  it("moves the active option with the arrows (wrapping), Home and End, keeping the focus in the field", async () => {
    const { user } = await setup();
    await openWithKeys(user);
    await waitFor(() => expect(combobox()).toHaveFocus());
    const options = screen.getAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toBe(options[2]);
    await user.keyboard("{ArrowUp}");
    expect(activeOption()).toBe(options[1]);
    await user.keyboard("{End}");
    expect(activeOption()).toBe(options.at(-1));
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toBe(options[0]);
    await user.keyboard("{ArrowUp}");
    expect(activeOption()).toBe(options.at(-1));
    await user.keyboard("{Home}");
    expect(activeOption()).toBe(options[0]);
    expect(combobox()).toHaveFocus();
  });

  it("asks the server for nothing when it opens, and for the clusters only once something is typed", async () => {
    const { user, requests } = await setup();
    await waitFor(() => expect(screen.getByRole("button", { name: "Search and commands" })).toBeInTheDocument());
    const before = pathsSent(requests, "GET");
    await openWithKeys(user);
    await waitFor(() => expect(combobox()).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(pathsSent(requests, "GET")).toEqual(before);
    await user.keyboard("prod");
    await waitFor(() => expect(pathsSent(requests, "GET")).toContain("/v1/deployments"));
    expect(await screen.findByRole("option", { name: /prodcluster/ })).toBeInTheDocument();
  });

  it("goes to a cluster typed by name with Enter, and remembers it for this account", async () => {
    const { user, router } = await setup();
    await openWithKeys(user);
    await user.keyboard("prodcl");
    const option = await screen.findByRole("option", { name: /prodcluster/ });
    await waitFor(() => expect(activeOption()).toBe(option));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.location.pathname).toBe("/clusters/prodcluster"));
    expect(screen.queryByRole("dialog", { name: "Search and Commands" })).toBeNull();
    expect(JSON.parse(localStorage.getItem(recentKey("user-12")) ?? "[]")).toEqual([
      expect.objectContaining({ id: "cluster:prodcluster", to: "/clusters/prodcluster" }),
    ]);
  });

  it("shows recently used items first when it opens again", async () => {
    const { user, router } = await setup();
    await openWithKeys(user);
    await user.keyboard("docs{Enter}");
    await waitFor(() => expect(router.location.pathname).toBe("/docs"));
    const dialog = await openWithKeys(user);
    const recent = within(dialog).getByRole("group", { name: "Recent" });
    expect(within(recent).getByRole("option", { name: /Docs/ })).toBe(activeOption());
  });

  it("closes with Escape and gives the focus back to the button it was opened from", async () => {
    const { user } = await setup();
    const button = await screen.findByRole("button", { name: "Search and commands" });
    await user.click(button);
    await screen.findByRole("dialog", { name: "Search and Commands" });
    await waitFor(() => expect(combobox()).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search and Commands" })).toBeNull());
    expect(button).toHaveFocus();
  });

  it("runs an action: Toggle Theme switches the colour scheme", async () => {
    const { user } = await setup();
    await openWithKeys(user);
    await user.keyboard("toggle theme{Enter}");
    await waitFor(() => expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "light"));
  });

  it("offers a guest the public pages and Sign In, not the dashboard", async () => {
    const { user } = await setup({ guest: true });
    await openWithKeys(user);
    expect(screen.getByRole("option", { name: /Sign In/ })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /^Dashboard/ })).toBeNull();
  });

  it("offers a grid node by the id typed, on the nodes page", async () => {
    const { user, router } = await setup({ guest: true });
    await openWithKeys(user);
    await user.keyboard("1432");
    expect(activeOption()).toHaveTextContent("Grid Node 1432");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe("/nodes?node=1432"));
  });
});

describe("the keyboard shortcuts", () => {
  it("`g n` goes to the nodes page; `?` shows the help, whose Escape gives the focus back", async () => {
    const { user, router } = await setup();
    await user.keyboard("gn");
    await waitFor(() => expect(router.location.pathname).toBe("/nodes"));
    await user.keyboard("?");
    const help = await screen.findByRole("dialog", { name: "Keyboard Shortcuts" });
    expect(within(help).getByRole("cell", { name: "Go to the nodes" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Keyboard Shortcuts" })).toBeNull());
  });

  it("never fire while typing in a field or with a modifier held", async () => {
    const { user, router } = await setup({ path: "/dashboard?section=clusters" });
    const search = await screen.findByRole("searchbox", { name: "Search by name" });
    await user.click(search);
    await user.keyboard("gn");
    expect(search).toHaveValue("gn");
    await user.click(document.body);
    await user.keyboard("{Alt>}g{/Alt}{Alt>}n{/Alt}{Control>}g{/Control}d{Alt>}n{/Alt}");
    // Give a shortcut the time to load and act, then check that none did.
    await new Promise((done) => setTimeout(done, 300));
    expect(router.location.pathname).toBe("/dashboard");
  });

  it("`n` starts a new cluster on the clusters screen, and `/` focuses its search box", async () => {
    const { user, router } = await setup({ path: "/dashboard?section=clusters" });
    const search = await screen.findByRole("searchbox", { name: "Search by name" });
    await user.keyboard("/");
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveValue("");
    await user.click(document.body);
    await user.keyboard("n");
    await waitFor(() => expect(router.location.pathname).toBe("/deploy"));
  });
});
