// /nodes and My Nodes fed what a drifting grid proxy sends: a number where the contract says string, an
// unknown status, a GPU without its timestamp — and one node without a price. Every node shows but that one.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GridNode } from "@kubecloud/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { resetSkippedItems } from "../../lib/queries/read-list.ts";
import { buildGrid, buildRentedNodes } from "../../test/builders.ts";
import { memoryStorage, renderApp } from "../../test/render.tsx";

const signedIn = () =>
  memoryStorage({ token: "a", refresh_token: "r", user: JSON.stringify({ ID: 12, username: "Amira", admin: false }) });

/** Drift in fields no row shows, on every node; node `priceless` lacks its price (a row needs it). */
function drifted<T extends GridNode>(nodes: T[], priceless: number): Record<string, unknown>[] {
  return nodes.map((node) => {
    const copy: Record<string, unknown> = structuredClone(node);
    copy.dmi = { ...node.dmi, processor: [{ version: "EPYC", thread_count: 64 }], updated_at: 1773398333 };
    copy.power = { state: "Hibernating", target: "Up" };
    copy.gpus = [{ id: "0000:0e:00.0/10de/2204", vendor: "NVIDIA", device: "GA102", contract: 0 }];
    copy.cpu_benchmark = { single: 1287.4, multi: 38112.9, threads: 64, workloads: 17 };
    if (node.nodeId === priceless) delete copy.price_usd;
    return copy;
  });
}

afterEach(() => resetSkippedItems());

describe("drifted node lists", () => {
  it("/nodes lists every node but the one without a price, and says why it is missing", async () => {
    const onOffer = buildGrid().filter((node) => node.healthy && node.rentable);
    const priceless = onOffer[0].nodeId;
    renderApp({
      path: "/nodes",
      api: {
        "GET /v1/nodes": () =>
          Response.json({ status: 200, data: { total: onOffer.length, nodes: drifted(onOffer, priceless) } }),
      },
    });
    // The server counted every match; the list says how many it shows.
    expect(await screen.findByText(`${onOffer.length} nodes`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${onOffer.length - 1} of ${onOffer.length} nodes`)).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Nodes" });
    expect(within(list).queryByText(`Node ${priceless}`)).not.toBeInTheDocument();
    const notice = screen.getByText("1 node could not be shown").closest<HTMLElement>('[role="alert"]')!;
    await userEvent.click(within(notice).getByText("Why?"));
    expect(notice).toHaveTextContent(`node ${priceless}: price_usd is missing, expected a number`);
  });

  it("My Nodes shows the rented nodes whose unshown fields drifted", async () => {
    const rented = buildRentedNodes();
    renderApp({
      path: "/dashboard?section=nodes",
      storage: signedIn(),
      api: {
        "GET /v1/user/nodes/rented": () =>
          Response.json({ status: 200, data: { total: rented.length, nodes: drifted(rented, -1) } }),
      },
    });
    const tile = await screen.findByText("Total nodes", { selector: "p" });
    expect(tile.parentElement).toHaveTextContent(String(rented.length));
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });
});
