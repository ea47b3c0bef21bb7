import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { columnHeaders } from "../../test/stacked-table.ts";
import { BarLineChart, type ChartDatum } from "./BarLineChart.tsx";

const data: ChartDatum[] = [
  { label: "Nov 9 – 15, 2026", short: "Nov 9", bars: [135.41, 20], line: 241.42, extras: [20] },
  { label: "Nov 16 – 22, 2026", short: "Nov 16", bars: [0, 50], line: 291.42, extras: [0] },
  { label: "Nov 23 – 27, 2026", short: "Nov 23", bars: [170.97, 25], line: 145.45, extras: [0] },
];

function setup() {
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <button type="button">Before</button>
      <BarLineChart
        title="Spend by week"
        bucketName="Week"
        bars={[
          { label: "Spent", color: "orange" },
          { label: "Topped up", color: "teal" },
        ]}
        extras={["By card"]}
        line={{ label: "Balance", color: "blue" }}
        data={data}
      />
    </MantineProvider>,
  );
  const buckets = () => within(screen.getByRole("list", { name: "Spend by week, by week" })).getAllByRole("listitem");
  return { user, buckets };
}

describe("BarLineChart", () => {
  it("has the same figures in its table as in the data, hidden until asked for", async () => {
    const { user } = setup();
    const table = screen.getByRole("table", { name: "Spend by week" });
    expect(columnHeaders(table)).toEqual(["Week", "Spent", "Topped up", "By card", "Balance"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [
        within(row).getByRole("rowheader").textContent,
        ...within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ["Nov 9 – 15, 2026", "$135.41", "$20.00", "$20.00", "$241.42"],
      ["Nov 16 – 22, 2026", "$0.00", "$50.00", "$0.00", "$291.42"],
      ["Nov 23 – 27, 2026", "$170.97", "$25.00", "$0.00", "$145.45"],
    ]);
    expect(screen.queryByRole("region", { name: "Spend by week" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show as Table" }));
    expect(screen.getByRole("region", { name: "Spend by week" })).toContainElement(
      screen.getByRole("table", { name: "Spend by week" }),
    );
    expect(screen.getByRole("button", { name: "Hide Table" })).toHaveAttribute("aria-expanded", "true");
  });

  it("names each bucket's figures, and is one tab stop (the latest bucket)", async () => {
    const { user, buckets } = setup();
    expect(buckets()[0]).toHaveAccessibleName(
      "Nov 9 – 15, 2026: Spent $135.41, Topped up $20.00, By card $20.00, Balance $241.42",
    );
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(screen.getByRole("button", { name: "Show as Table" })).toHaveFocus();
    await user.tab();
    expect(buckets()[2]).toHaveFocus();
    await user.tab(); // past the chart: the other buckets are not tab stops
    expect(document.body).toHaveFocus();
  });

  it("shows the focused bucket's figures in a tooltip and moves with the arrow keys, Home and End", async () => {
    const { user, buckets } = setup();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    buckets()[2].focus();
    let tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("Nov 23 – 27, 2026");
    expect(tooltip).toHaveTextContent("Spent$170.97");
    expect(tooltip).toHaveTextContent("Balance$145.45");

    await user.keyboard("{ArrowLeft}");
    expect(buckets()[1]).toHaveFocus();
    tooltip = screen.getByRole("tooltip");
    expect(tooltip).toHaveTextContent("Nov 16 – 22, 2026");
    expect(tooltip).toHaveTextContent("Topped up$50.00");

    await user.keyboard("{Home}");
    expect(buckets()[0]).toHaveFocus();
    await user.keyboard("{ArrowLeft}"); // stays at the first
    expect(buckets()[0]).toHaveFocus();
    expect(buckets().map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    await user.keyboard("{End}");
    expect(buckets()[2]).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent("Nov 23 – 27, 2026");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Nov 16 – 22, 2026");
  });

  it("shows the figures on hover and hides them when the pointer leaves", async () => {
    const { user, buckets } = setup();
    await user.hover(buckets()[0]);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Nov 9 – 15, 2026");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Spent$135.41");
    await user.unhover(buckets()[0]);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });
});
