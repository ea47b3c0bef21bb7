import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { GlobeProps } from "./globe-types.ts";
import { LazyGlobe } from "./LazyGlobe.tsx";

// Stands in for the WebGL chunk, which jsdom cannot run.
vi.mock("./Globe.tsx", () => ({
  default: ({ description }: GlobeProps) => <div data-testid="webgl-globe">{description}</div>,
}));

describe("LazyGlobe", () => {
  it("holds the space with the text alternative, then loads the globe after the first paint", async () => {
    render(
      <LazyGlobe width={800} height={400} nodes={[[51, 3.7]]} description="Globe of 1 healthy node in 1 country" />,
    );
    const placeholder = screen.getByRole("img", { name: "Globe of 1 healthy node in 1 country" });
    expect(placeholder).toHaveStyle({ width: "800px", height: "400px" });
    expect(screen.queryByTestId("webgl-globe")).not.toBeInTheDocument();
    expect(await screen.findByTestId("webgl-globe")).toHaveTextContent("Globe of 1 healthy node in 1 country");
  });
});
