// The globe as a picker, with the WebGL globe replaced by a stand-in that shows what it was given: a
// button per marker (choosing one calls onSelect) and the marker it highlights.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GlobeProps } from "../../components/globe/globe-types.ts";
import { queryNodes } from "../../../packages/sandbox/src/grid-query.ts";
import { buildGrid } from "../../test/builders.ts";
import { ok, renderApp } from "../../test/render.tsx";

vi.mock("../../components/globe/LazyGlobe.tsx", () => ({
  LazyGlobe: ({ labels = [], selected, onSelect }: GlobeProps) => (
    <div data-testid="globe">
      <p>Highlighted: {selected == null ? "none" : labels[selected]}</p>
      {labels.map((label, index) => (
        <button key={label} type="button" onClick={() => onSelect?.(index)}>
          Marker {label}
        </button>
      ))}
    </div>
  ),
}));

// jsdom lays nothing out: give the globe's frame a width.
beforeAll(() => {
  vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(320);
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** The grid proxy as the sandbox plays it (the page asks for `has_gpu=true` here; flags and numbers typed). */
function serve(request: Request) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (key === "features") query.features = [...((query.features as string[] | undefined) ?? []), value];
    else query[key] = value === "true" ? true : /^\d+$/.test(value) ? Number(value) : value;
  }
  return ok(queryNodes(buildGrid(), query, undefined as never, { retCount: true, randomize: false }));
}

describe("the globe picker", () => {
  it("shows the nodes the server sent for the filters; choosing a marker selects its node, focusing a row highlights its marker", async () => {
    const { router } = renderApp({
      path: "/nodes?gpu=1",
      api: { "GET /v1/nodes": serve },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Show Globe" }));
    const globe = await screen.findByTestId("globe");
    expect(
      within(globe)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Marker Node 1875", "Marker Node 912", "Marker Node 4190", "Marker Node 1432", "Marker Node 4078"]);
    await userEvent.click(within(globe).getByRole("button", { name: "Marker Node 4190" }));
    expect(new URLSearchParams(router.location.search).get("node")).toBe("4190");
    expect(screen.getByRole("button", { name: /^Node 4190, South Africa/ })).toHaveAttribute("aria-current", "true");
    expect(within(globe).getByText("Highlighted: Node 4190")).toBeInTheDocument();

    act(() => screen.getByRole("button", { name: "Reserve node 1432" }).focus());
    expect(within(globe).getByText("Highlighted: Node 1432")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Reserve node 1432" }).blur());
    expect(within(globe).getByText("Highlighted: Node 4190")).toBeInTheDocument();
  });
});
