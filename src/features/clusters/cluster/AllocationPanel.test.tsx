// The cluster page's "Allocation and Cost": what the cluster takes of each grid node against its capacity
// (live usage beside it where the server measures it), and its price a month split by node.
import { act, screen, waitFor, within } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { gridNode, rentedNode } from "../../../test/placement-nodes.ts";
import { renderClusterPage } from "../../../test/cluster-page.ts";
import { ok, type Handlers } from "../../../test/render.tsx";

afterEach(() => act(() => notifications.clean()));

const noMetrics = () => new Response("404 page not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * prodcluster: master1 on 150 (which the user rents), worker1 on 318 and worker2 on 1024 (shared, $100 and $50
 * listed); each VM takes 2 vCPU, 4 GB RAM and 30 GB SSD, each node has 8 vCPU, 16 GB RAM and 100 GB SSD.
 */
function setup(api: Handlers = {}) {
  return renderClusterPage({
    "GET /v1/user/nodes/rented": () => ok({ total: 1, nodes: [rentedNode(150)] }),
    "GET /v1/nodes": () => ok({ total: 2, nodes: [gridNode(318, { price: 100 }), gridNode(1024, { price: 50 })] }),
    ...api,
  });
}

async function panel() {
  const section = await screen.findByRole("region", { name: "Allocation and Cost" });
  await within(section).findByRole("table", { name: "Cost a month of prodcluster, by node" });
  return section;
}

/** The cost table's rows as text, cell by cell. */
function costRows(section: HTMLElement) {
  const table = within(section).getByRole("table", { name: "Cost a month of prodcluster, by node" });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

describe("a cluster's allocation and cost", () => {
  it("shows each node's allocation against its capacity, with live usage, and says which figures are estimates", async () => {
    setup();
    const section = await panel();
    // Worker1 takes 2 of node 318's 8 vCPU; the metrics say 58.1 % of its 2 cores are busy (1.2 vCPU, 15 %).
    const cpu318 = within(section).getByRole("img", { name: /^CPU on Node 318:/ });
    expect(cpu318).toHaveAccessibleName(
      "CPU on Node 318: this cluster takes 2 of 8 vCPU (25%); in use now 1.2 vCPU (15%)",
    );
    expect(within(section).getByRole("img", { name: /^Disk on Node 318:/ })).toHaveAccessibleName(
      "Disk on Node 318: this cluster takes 30 of 100 GB (30%); in use now 11 GB (11%)",
    );
    expect(within(section).getByText("2 of 8 vCPU (25%) · in use 1.2 vCPU (15%)", { selector: "p" })).toBeVisible();
    expect(within(section).getByTestId("live-usage-note")).toHaveTextContent(/^The thin bars show live usage/);

    expect(costRows(section)).toEqual([
      ["Node", "VMs", "A month"],
      ["Node 150", "master1", "in your rent"],
      // 30 % of $100 and of $50: each VM's largest share is the node's SSD.
      ["Node 318", "worker1", "$30.00estimate"],
      ["Node 1024", "worker2", "$15.00estimate"],
      ["Total", "3 VMs", "$45.00estimate"],
    ]);
    // The total is the page's own "Price a month".
    const tile = screen.getByText("Price a month").parentElement!;
    await waitFor(() => expect(tile).toHaveTextContent("Price a month$45.00an estimate"));
  });

  it("still shows the allocation when the server has no metrics, and says live usage is not available", async () => {
    setup({ "GET /clusters/{id}/metrics": noMetrics });
    const section = await panel();
    expect(
      await within(section).findByText(
        "Live usage is not available from this server: the bars show what this cluster is allocated, not what it uses.",
      ),
    ).toBeVisible();
    expect(within(section).getByRole("img", { name: /^RAM on Node 150:/ })).toHaveAccessibleName(
      "RAM on Node 150: this cluster takes 4 of 16 GB (25%)",
    );
    expect(within(section).queryByText(/in use/)).toBeNull();
    // The metrics panel below says the same in its own words.
    expect(screen.getByText("Metrics are not available on this server")).toBeVisible();
  });

  it("says a node the grid no longer lists is unknown, and the total leaves it out", async () => {
    setup({ "GET /v1/nodes": () => ok({ total: 1, nodes: [gridNode(318, { price: 100 })] }) });
    const section = await panel();
    expect(within(section).getByRole("img", { name: /^CPU on Node 1024:/ })).toHaveAccessibleName(
      "CPU on Node 1024: this cluster takes 2 vCPU, capacity unknown; in use now 0.3 vCPU",
    );
    expect(within(section).getByText(/no longer listed by the grid/)).toBeVisible();
    expect(costRows(section).slice(3)).toEqual([
      ["Node 1024", "worker2", "unknown"],
      ["Total", "3 VMs", "$30.00+estimate"],
    ]);
  });

  it("has a table of the same figures as the bars", async () => {
    const { user } = setup();
    const section = await panel();
    await user.click(within(section).getByRole("button", { name: "Show the Table" }));
    const table = within(section).getByRole("table", { name: "What prodcluster takes of each node" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
    const bars = within(section).getAllByRole("img", { name: /^(CPU|RAM|Disk) on Node/ });
    expect(rows).toHaveLength(9);
    // Each row says what its bar says: "2 vCPU" of "8 vCPU" is "2 of 8 vCPU".
    expect(bars.map((bar) => bar.getAttribute("aria-label"))).toEqual(
      rows.map(
        ([node, resource, allocated, capacity, share, used]) =>
          `${resource} on ${node}: this cluster takes ${allocated.split(" ")[0]} of ${capacity} (${share}); in use now ${used}`,
      ),
    );
    expect(rows[3]).toEqual(["Node 318", "CPU", "2 vCPU", "8 vCPU", "25%", "1.2 vCPU (15%)"]);
    await user.click(within(section).getByRole("button", { name: "Hide the Table" }));
    expect(within(section).queryByRole("table", { name: "What prodcluster takes of each node" })).toBeNull();
  });

  it("shows a bar's figures on keyboard focus", async () => {
    const { user } = setup();
    const section = await panel();
    const bar = within(section).getByRole("img", { name: /^CPU on Node 150:/ });
    act(() => bar.focus());
    expect(await screen.findByRole("tooltip")).toHaveTextContent(
      "CPU on Node 150: this cluster takes 2 of 8 vCPU (25%); in use now 0.7 vCPU (9%)",
    );
    // The next bar's figures replace them.
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole("tooltip")).toHaveTextContent(
        "RAM on Node 150: this cluster takes 4 of 16 GB (25%); in use now 2.5 GB (16%)",
      ),
    );
    expect(screen.getAllByRole("tooltip")).toHaveLength(1);
  });
});
