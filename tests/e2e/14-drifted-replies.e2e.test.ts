// Journey 14: a real server drifts from the contract. The sandbox's replies are rewritten on their way to the
// page as a real server sends them: clusters stored before the server kept `original_name` (one of them with
// a VM that lost its grid node id), grid-proxy's newer node shape (dmi/speed `updated_at`, cpu_benchmark, a
// GPU without its timestamp), a `thread_count` that became a number, a node status and a VM role the
// contract does not know, and one node without its price. Every screen still shows what it can, counts what
// it left out and says why; each is looked at (axe) at 375 and 1440 px in both themes.
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { at, consoleUrl, demo, eventually, journey, signIn, useBrowser, visible } from "./harness.ts";

useBrowser();

type Json = Record<string, unknown>;

/** Passes the sandbox's reply to the page after `rewrite` changed its JSON. */
async function rewritten(page: Page, pattern: RegExp, rewrite: (body: Json) => void): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    rewrite(body);
    await route.fulfill({ response, json: body });
  });
}

/** A grid-proxy node as newer versions send it, with drift in fields no screen shows. */
function driftNode(node: Json): void {
  const dmi = node.dmi as Json;
  delete dmi.UpdatedAt;
  dmi.updated_at = 1773398333;
  dmi.processor = [{ version: "AMD EPYC 7502P 32-Core Processor", thread_count: 64 }];
  node.speed = { upload: 7.9e8, download: 7.4e8, udp_download_ipv4: 5.1e8, tcp_upload_ipv6: 6.8e8, updated_at: 1 };
  node.cpu_benchmark = { single: 1287.4, multi: 38112.9, threads: 64, workloads: 17 };
  node.gpus = [{ id: "0000:0e:00.0/10de/2204", vendor: "NVIDIA Corporation", device: "GA102", contract: 0 }];
  node.status = node.status === "up" ? "up" : "standby-hibernating";
}

const nodesOf = (body: Json) => ((body.data as Json).nodes as Json[] | null) ?? [];

describe("journey 14: a server that drifts from the contract", () => {
  it("shows clusters, a cluster, the marketplace and My Nodes from drifted replies", async () => {
    await journey("14-drifted-replies", async ({ page, check }) => {
      let priceless = 0;
      await rewritten(page, /\/api\/v1\/deployments$/, (body) => {
        for (const deployment of body.deployments as { cluster: { name: string; nodes: Json[] } }[]) {
          for (const node of deployment.cluster.nodes) delete node.original_name;
          if (deployment.cluster.name === "analytics") delete deployment.cluster.nodes[0].node_id;
        }
      });
      await rewritten(page, /\/api\/v1\/deployments\/prodcluster$/, (body) => {
        const nodes = (body.cluster as { nodes: Json[] }).nodes;
        for (const node of nodes) delete node.original_name;
        nodes[nodes.length - 1].type = "controlplane";
      });
      await rewritten(page, /\/api\/v1\/nodes\?/, (body) => {
        const nodes = nodesOf(body);
        nodes.forEach(driftNode);
        if (nodes[0]) {
          priceless = nodes[0].nodeId as number;
          delete nodes[0].price_usd;
        }
      });
      await rewritten(page, /\/api\/v1\/user\/nodes\/(rented|rentable)$/, (body) => nodesOf(body).forEach(driftNode));

      await page.goto(`${consoleUrl}/sign-in`);
      await signIn(page, demo);
      await at(page, "/dashboard");
      await page.goto(`${consoleUrl}/dashboard?section=clusters`);
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
      const notice = page.getByRole("alert").filter({ hasText: "1 cluster could not be shown" });
      await visible(notice);
      await notice.getByText("Why?").click();
      await visible(notice.getByText(/cluster\.nodes\[0\]\.node_id is missing, expected a number/));
      expect(await page.getByText("No clusters yet").count()).toBe(0);
      await check("clusters");

      await page.getByRole("link", { name: "prodcluster", exact: true }).click();
      const table = page.getByRole("region", { name: "Cluster nodes" });
      for (const name of ["master1", "worker1", "worker2"]) await visible(table.getByText(name, { exact: true }));
      await visible(table.getByText("controlplane"));
      expect(await table.getByText("kc12prodclusterworker1").count()).toBe(0);
      await check("cluster");

      await page.goto(`${consoleUrl}/nodes`);
      // The list's footer counts the rows loaded and the server's total.
      await visible(page.getByText(/^Showing \d+ of \d+ nodes$/));
      const counted = /^Showing (\d+) of (\d+) nodes$/.exec(
        await page.getByText(/^Showing \d+ of \d+ nodes$/).innerText(),
      );
      expect(Number(counted?.[2])).toBeGreaterThan(10);
      const left = page.getByRole("alert").filter({ hasText: "1 node could not be shown" });
      await visible(left);
      await left.getByText("Why?").click();
      await visible(left.getByText(`node ${priceless}`));
      await eventually(() => page.getByRole("list", { name: "Nodes" }).getByRole("listitem").count()).toBeGreaterThan(
        0,
      );
      expect(await page.getByText(`Node ${priceless}`, { exact: true }).count()).toBe(0);
      await check("nodes");

      await page.goto(`${consoleUrl}/dashboard?section=nodes`);
      await visible(page.getByRole("region", { name: "Healthy nodes" }));
      await visible(page.getByText("Total nodes").locator("..").getByText("4"));
      expect(await page.getByText(/could not be shown/).count()).toBe(0);
      await check("my-nodes");
    });
  });
});
