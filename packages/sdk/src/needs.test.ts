import { describe, expect, it } from "vitest";
import { keepUsable, needProblem, type Needs } from "./needs.ts";

const needs: Needs = {
  "cluster.name": "string",
  "cluster.nodes": "list",
  "cluster.nodes[].node_id": "number",
};
const cluster = (name: string, nodes: unknown) => ({ cluster: { name, nodes } });

describe("needProblem", () => {
  it("passes an item with what is needed, whatever else it has or lacks", () => {
    expect(needProblem({ ...cluster("web", [{ node_id: 1, cpu: "two" }]), extra: 1 }, needs)).toBeUndefined();
  });

  it("names the first need an item fails, with the element of a list", () => {
    expect(needProblem(cluster("web", [{ node_id: 1 }, { node_id: "2" }]), needs)).toBe(
      'cluster.nodes[1].node_id is a string ("2"), expected a number',
    );
    expect(needProblem(cluster("web", null), needs)).toBe("cluster.nodes is null, expected a list");
    expect(needProblem({}, needs)).toBe("cluster is missing, expected an object");
    expect(needProblem("web", needs)).toBe('the item is a string ("web"), expected an object');
  });
});

describe("keepUsable", () => {
  const label = (item: { cluster?: { name?: string } }, index: number) => item.cluster?.name ?? `cluster ${index + 1}`;

  it("leaves out only the items that lack what they need, and says which and why", () => {
    const items = [cluster("web", [{ node_id: 1 }]), cluster("db", [{}]), { id: 3 }, cluster("api", [])];
    const { kept, skipped } = keepUsable(items, needs, label);
    expect(kept).toEqual([items[0], items[3]]);
    expect(skipped).toEqual([
      { index: 1, label: "db", problem: "cluster.nodes[0].node_id is missing, expected a number" },
      { index: 2, label: "cluster 3", problem: "cluster is missing, expected an object" },
    ]);
  });

  it("reads a null list as empty, and a list that is no list as unusable", () => {
    expect(keepUsable(null, needs, label)).toEqual({ kept: [], skipped: [] });
    expect(keepUsable({ 0: "a" }, needs, label).unusable).toBe("the list is an object");
  });
});
