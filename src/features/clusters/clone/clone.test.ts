// Clone hands the wizard the cluster's VMs; the wizard's draft gets a new generated name and no placement.
import { describe, expect, it } from "vitest";
import { buildDeployment } from "../../../test/builders.ts";
import { clusterSchema } from "../schemas.ts";
import { cloneDraft, cloneState, readCloneState } from "./clone.ts";

describe("clone", () => {
  const { cluster } = buildDeployment();

  it("hands over each VM's name, role and size, and nothing the server placed", () => {
    const state = cloneState(cluster);
    expect(state.cloneOf.name).toBe(cluster.name);
    expect(state.cloneOf.vms).toHaveLength(cluster.nodes.length);
    expect(state.cloneOf.vms[0]).toEqual({
      name: cluster.nodes[0].original_name ?? cluster.nodes[0].name,
      role: "master",
      cpu: cluster.nodes[0].cpu,
      memoryGb: cluster.nodes[0].memory / 1024,
      diskGb: cluster.nodes[0].disk_size / 1024,
    });
    expect(JSON.stringify(state)).not.toMatch(/node_id|nodeId|ip/);
  });

  it("opens the wizard with a new generated name, every SSH key and the node ids cleared", () => {
    const source = readCloneState(cloneState(cluster))!;
    const draft = cloneDraft(source, [7, 9], ["web2"], () => 0);
    expect(draft.name).toMatch(/^[a-z]+\d+$/);
    expect(draft.name).not.toBe(cluster.name);
    expect(draft.vms.map((vm) => vm.nodeId)).toEqual(cluster.nodes.map(() => null));
    expect(draft.vms.every((vm) => vm.sshKeyIds.join() === "7,9" && vm.gpuIds.length === 0)).toBe(true);
    expect(new Set(draft.vms.map((vm) => vm.key)).size).toBe(draft.vms.length);
    // Valid as it is: only placement is left to do.
    expect(clusterSchema([cluster.name, "web2"]).safeParse(draft).success).toBe(true);
  });

  it("avoids the source's name and the taken ones even when the generator repeats itself", () => {
    const source = {
      name: "cluster1",
      vms: [{ name: "master1", role: "master" as const, cpu: 1, memoryGb: 2, diskGb: 10 }],
    };
    let n = 0;
    // The first two draws give cluster1, then cluster2 (taken), then cluster3.
    const draws = [0, 0, 0, 0.0011, 0, 0.0021];
    expect(cloneDraft(source, [1], ["cluster2"], () => draws[n++] ?? 0.5).name).toBe("cluster3");
  });

  it("ignores a router state that is not a clone's", () => {
    expect(readCloneState(null)).toBeNull();
    expect(readCloneState({ cloneOf: { name: "x", vms: [] } })).toBeNull();
    expect(readCloneState({ from: "/dashboard" })).toBeNull();
  });
});
