import type { Deployment } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { clusterView, sortFrom } from "./cluster-list-view.ts";

const deployment = (name: string, createdAt: string, nodes: number) =>
  ({
    cluster: { name, nodes: Array.from({ length: nodes }, () => ({})) },
    created_at: createdAt,
  }) as unknown as Deployment;

const list = [
  deployment("web2", "2026-03-02T10:00:00Z", 2),
  deployment("prodcluster", "2026-03-05T10:00:00Z", 3),
  deployment("Web10", "2026-01-01T10:00:00Z", 5),
  deployment("edge", "not a date", 3),
];
const names = (view: Deployment[]) => view.map((d) => d.cluster.name);

describe("the clusters list's view", () => {
  it("shows the newest first by default, an unreadable date last", () => {
    expect(names(clusterView(list, "", sortFrom(null)))).toEqual(["prodcluster", "web2", "Web10", "edge"]);
  });

  it("sorts by name (case and numbers read as a person reads them) and by node count (ties by name)", () => {
    expect(names(clusterView(list, "", "name"))).toEqual(["edge", "prodcluster", "web2", "Web10"]);
    expect(names(clusterView(list, "", "nodes"))).toEqual(["Web10", "edge", "prodcluster", "web2"]);
  });

  it("finds clusters by a part of the name, ignoring case and spaces around it", () => {
    expect(names(clusterView(list, " WEB ", "name"))).toEqual(["web2", "Web10"]);
    expect(clusterView(list, "nothing", "name")).toEqual([]);
  });

  it("reads an unknown sort in the URL as newest first", () => {
    expect(sortFrom("price")).toBe("created");
    expect(sortFrom("nodes")).toBe("nodes");
  });
});
