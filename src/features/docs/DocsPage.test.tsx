import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DocsPage } from "./DocsPage.tsx";
import { renderMarkdown } from "./markdown.ts";
import { MarkdownView } from "./MarkdownView.tsx";

function setup(at = "/docs") {
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[at]}>
        <DocsPage />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { user };
}

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

describe("Markdown in the docs", () => {
  it("never runs a <script> or an onerror handler from the Markdown", () => {
    const source = [
      "# Hello",
      "<script>window.__pwned = true</script>",
      '<img src="does-not-exist.png" onerror="window.__pwned = true">',
      '<a href="javascript:window.__pwned=true">link</a>',
    ].join("\n\n");
    const { html } = renderMarkdown(source);
    const { container } = render(
      <MantineProvider env="test">
        <MemoryRouter>
          <MarkdownView html={html} idPrefix="x" onOpenDocument={() => {}} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(container.querySelector("script")).toBeNull();
    const image = container.querySelector("img");
    expect(image).not.toBeNull();
    expect(image).not.toHaveAttribute("onerror");
    image!.dispatchEvent(new Event("error"));
    container.querySelector("a")?.click();
    expect(container.innerHTML).not.toContain("__pwned");
    expect(window.__pwned).toBeUndefined();
  });
});

describe("DocsPage", () => {
  it("opens on Getting Started with its table of contents and title", () => {
    setup();
    expect(screen.getByRole("heading", { level: 1, name: "Getting Started" })).toBeInTheDocument();
    const toc = screen.getByRole("navigation", { name: "On this page" });
    expect(within(toc).getByRole("link", { name: "Quick Start" })).toHaveAttribute(
      "href",
      "#getting-started-quick-start",
    );
    expect(within(toc).getByRole("link", { name: "3. Deploy Your First Cluster" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Getting Started" })).toHaveAttribute("aria-current", "page");
    expect(document.title).toBe("Getting Started · Docs · KubeCloud");
  });

  it("switches documents from the list and from links inside a document", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("link", { name: "FAQ" }));
    expect(screen.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeInTheDocument();
    // "See Accessing Your Cluster" → ?doc=kubeconfig#troubleshooting
    await user.click(within(screen.getByRole("article")).getByRole("link", { name: "Accessing Your Cluster" }));
    expect(screen.getByRole("heading", { level: 1, name: "Accessing Your Cluster" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Troubleshooting" })).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Tutorial" }));
    expect(screen.getByRole("heading", { level: 1, name: "Tutorial: Your First Workloads" })).toHaveFocus();
  });

  it("copies a code block and says so", async () => {
    const { user } = setup("/docs?doc=kubeconfig");
    const copy = screen.getAllByRole("button", { name: "Copy code" })[0];
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(
      "export KUBECONFIG=~/Downloads/mycluster-kubeconfig.yaml\nkubectl get nodes -o wide\n",
    );
    expect(copy).toHaveTextContent("Copied");
    expect(screen.getByRole("status")).toHaveTextContent("Code copied to the clipboard");
  });

  it("shows the API reference generated from the contract, grouped by tag", async () => {
    const { user } = setup("/docs?doc=api");
    expect(await screen.findByRole("heading", { level: 1, name: "API Reference" })).toBeInTheDocument();
    for (const tag of ["System", "Auth", "Nodes", "Billing", "Deployments", "Notifications", "Admin"]) {
      expect(screen.getByRole("heading", { level: 2, name: tag })).toBeInTheDocument();
    }
    const nodes = screen.getByRole("region", { name: "Nodes" });
    await user.click(within(nodes).getByText("Grid nodes"));
    expect(within(nodes).getByRole("cell", { name: /^size/ })).toBeInTheDocument();
    await user.click(within(nodes).getAllByRole("link", { name: "GridNodePage" })[0]);
    expect(await screen.findByRole("cell", { name: "nodes" })).toBeInTheDocument();
  });

  it("filters the operations", async () => {
    const { user } = setup("/docs?doc=api");
    await user.type(await screen.findByRole("textbox", { name: "Filter operations" }), "kubeconfig");
    expect(screen.getByText("/v1/deployments/{name}/kubeconfig")).toBeInTheDocument();
    expect(screen.queryByText("/v1/stats")).not.toBeInTheDocument();
  });
});
