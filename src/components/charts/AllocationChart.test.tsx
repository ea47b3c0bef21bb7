import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { columnHeaders } from "../../test/stacked-table.ts";
import { AllocationChart, type AllocationGroup } from "./AllocationChart.tsx";

function draw(groups: AllocationGroup[]) {
  render(
    <MantineProvider>
      <AllocationChart groups={groups} caption="What web1 takes of each node" />
    </MantineProvider>,
  );
  return userEvent.setup();
}

const cpu = (allocated: number, capacity: number | undefined, used?: number) => ({
  label: "CPU",
  unit: "vCPU",
  allocated,
  capacity,
  share: capacity === undefined ? undefined : allocated / capacity,
  used,
  usedShare: used === undefined || capacity === undefined ? undefined : used / capacity,
});

/** The width of a bar's allocation and live-usage rects, as drawn. */
const widths = (bar: HTMLElement) => [...bar.querySelectorAll("rect")].slice(1).map((r) => r.getAttribute("width"));

describe("the allocation chart", () => {
  it("draws each share as a bar of that length, a sliver as <1%, and more than the whole as a full bar", () => {
    draw([
      { key: "1", title: "Node 1", measures: [cpu(2, 8, 1)] },
      { key: "2", title: "Node 2", measures: [cpu(1, 400)] },
      { key: "3", title: "Node 3", measures: [cpu(12, 8)] },
    ]);
    const bar = (node: string) => screen.getByRole("img", { name: new RegExp(`^CPU on ${node}:`) });
    expect(bar("Node 1")).toHaveAccessibleName(
      "CPU on Node 1: this cluster takes 2 of 8 vCPU (25%); in use now 1 vCPU (13%)",
    );
    expect(widths(bar("Node 1"))).toEqual(["25%", "12.5%"]);
    expect(bar("Node 2")).toHaveAccessibleName("CPU on Node 2: this cluster takes 1 of 400 vCPU (<1%)");
    expect(bar("Node 3")).toHaveAccessibleName("CPU on Node 3: this cluster takes 12 of 8 vCPU (150%)");
    expect(widths(bar("Node 3"))).toEqual(["100%"]);
  });

  it("draws no bar for an unknown capacity, and its table says unknown (no live-usage column without usage)", async () => {
    const user = draw([{ key: "9", title: "Node 9", measures: [cpu(2, undefined)] }]);
    const bar = screen.getByRole("img", { name: "CPU on Node 9: this cluster takes 2 vCPU, capacity unknown" });
    expect(widths(bar)).toEqual([]);
    expect(screen.queryByText("In use now")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show the Table" }));
    const table = screen.getByRole("table", { name: "What web1 takes of each node" });
    expect(columnHeaders(table)).toEqual(["Node", "Resource", "Allocated", "Capacity", "Share"]);
    expect(within(table).getByRole("row", { name: "Node 9 CPU 2 vCPU unknown —" })).toBeInTheDocument();
  });
});
