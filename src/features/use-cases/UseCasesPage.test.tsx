import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { UseCasesPage } from "./UseCasesPage.tsx";

describe("UseCasesPage", () => {
  it("shows the three use cases with what fits each, and links on to the docs and deploy", () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <UseCasesPage />
        </MemoryRouter>
      </MantineProvider>,
    );
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "AI/ML Training",
      "Enterprise Kubernetes",
      "Edge & IoT",
    ]);
    expect(within(cards[0]).getByText("GPU acceleration")).toBeInTheDocument();
    expect(within(cards[2]).getByRole("heading", { name: "A Good Fit For" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "the documentation" })).toHaveAttribute("href", "/docs");
    expect(screen.getByRole("link", { name: "deploy a cluster" })).toHaveAttribute("href", "/deploy");
    expect(document.title).toBe("Use Cases · KubeCloud");
  });
});
