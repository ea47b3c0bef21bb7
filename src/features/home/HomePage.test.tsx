import { screen, within } from "@testing-library/react";
import type { GridNodePage, Stats } from "@kubecloud/sdk";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { buildGridNode, buildStats } from "../../test/builders.ts";
import { fail, ok, renderWithApi, type Handler } from "../../test/render.tsx";
import type { GlobeProps } from "../../components/globe/globe-types.ts";
import { HomePage } from "./HomePage.tsx";

// The WebGL globe has its own tests; here it stands in as its text alternative and its inputs.
vi.mock("../../components/globe/LazyGlobe.tsx", () => ({
  LazyGlobe: ({ description, nodes, labels }: GlobeProps) => (
    <div role="img" aria-label={description} data-nodes={nodes.length} data-labels={labels?.join(",")} />
  ),
}));

const stats: Stats = buildStats({ total_users: 10, total_clusters: 2 });
const nodes: GridNodePage = {
  total: 2,
  nodes: [
    buildGridNode({
      nodeId: 150,
      country: "Belgium",
      location: { country: "Belgium", city: "Ghent", latitude: 51.05, longitude: 3.72 },
    }),
    buildGridNode({
      nodeId: 151,
      country: "Egypt",
      location: { country: "Egypt", city: "Cairo", latitude: 30.04, longitude: 31.23 },
    }),
  ],
};

type Reply<R extends "GET /v1/stats" | "GET /v1/nodes"> = Handler<R>;

function setup({
  signedIn = false,
  stats,
  nodes,
}: {
  signedIn?: boolean;
  stats: Reply<"GET /v1/stats">;
  nodes: Reply<"GET /v1/nodes">;
}) {
  const view = renderWithApi(
    <MemoryRouter>
      <HomePage signedIn={signedIn} />
    </MemoryRouter>,
    { api: { "GET /v1/stats": stats, "GET /v1/nodes": nodes } },
  );
  const requests = view.requests.map((request) => {
    const url = new URL(request.url);
    return `${url.pathname}${url.search}`;
  });
  return { requests };
}

const never = () => new Promise<never>(() => {});
const failure = () => fail(500, { status: 500, message: "Internal server error" });

describe("HomePage", () => {
  it("shows the text and the call to action at once, then the cards, with spinners while the numbers load", async () => {
    setup({ stats: never, nodes: never });
    expect(screen.getByRole("heading", { level: 1, name: "KubeCloud" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Your Free Trial" })).toBeVisible();
    // The statistics and the cards load their code after the page (the prerendered HTML shows them meanwhile).
    expect(await screen.findAllByLabelText(/^Loading/)).toHaveLength(4);
    expect(await screen.findByRole("heading", { name: "Cloud-Native Architecture" })).toBeVisible();
    for (const title of [
      "Cloud-Native Architecture",
      "Enterprise Security",
      "Real-time Monitoring",
      "One-Click Deployments",
      "Team Collaboration",
      "Advanced Configuration",
    ]) {
      expect(screen.getByRole("heading", { name: title })).toBeVisible();
    }
    expect(screen.getByRole("img", { name: /loading node locations/ })).toBeInTheDocument();
  });

  it("shows the statistics and puts the healthy grid nodes on the globe", async () => {
    const { requests } = setup({ stats: () => ok(stats), nodes: () => ok(nodes) });
    const panel = await screen.findByRole("region", { name: "Platform statistics" });
    expect(await within(panel).findByText("1,893,422 GB")).toBeInTheDocument();
    expect(within(panel).getByText("2,187")).toBeInTheDocument();
    expect(within(panel).getByText("61")).toBeInTheDocument();
    expect(within(panel).getByText("71,234")).toBeInTheDocument();
    const globe = await screen.findByRole("img", { name: "Globe of 2 healthy nodes in 2 countries" });
    expect(globe).toHaveAttribute("data-labels", "150,151");
    expect(requests).toContain("/api/v1/nodes?healthy=true&size=1000");
  });

  it("says when the statistics fail, and the globe says its nodes could not be loaded", async () => {
    setup({ stats: failure, nodes: failure });
    expect(await screen.findByText("Failed to load system statistics")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: /could not be loaded/ })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Everything You Need to Succeed" })).toBeVisible();
  });

  it.each([
    [false, "Start Your Free Trial"],
    [true, "Deploy Cluster"],
  ])("signed in: %s, the call to action reads %s and goes to /deploy", (signedIn, text) => {
    setup({ signedIn, stats: never, nodes: never });
    expect(screen.getByRole("link", { name: text })).toHaveAttribute("href", "/deploy");
  });

  it("sets the document title", () => {
    setup({ stats: never, nodes: never });
    expect(document.title).toBe("Managed Kubernetes on a Global Grid · KubeCloud");
  });
});
