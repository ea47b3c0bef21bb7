import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FeaturesPage } from "./FeaturesPage.tsx";

describe("FeaturesPage", () => {
  it("shows each feature with its chips and a described diagram", () => {
    render(
      <MantineProvider env="test">
        <FeaturesPage />
      </MantineProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Powerful Features" })).toBeInTheDocument();
    const panels = screen.getAllByRole("region");
    expect(panels.map((panel) => within(panel).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Mycelium Networking",
      "Simple Web Gateway Access",
      "Multi-Master Clusters",
      "Effortless Load Balancing & Scaling",
    ]);
    expect(within(panels[2]).getByText("Automatic failover")).toBeInTheDocument();
    for (const panel of panels) expect(within(panel).getByRole("figure")).toHaveAccessibleName(/^Diagram:/);
    expect(document.title).toBe("Features · KubeCloud");
  });
});
