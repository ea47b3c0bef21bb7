import contract from "@kubecloud/sdk/openapi.json";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { gridRegions } from "./regions.ts";
import { addNodeSchema, clusterMessages, clusterSchema, vmLimits, type ClusterDraft } from "./schemas.ts";
import { generateClusterName, newClusterDraft, newVm, nextVmName } from "./vm.ts";

interface Property {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}
const spec = contract as unknown as {
  components: {
    schemas: Record<string, { properties: Record<string, Property> }>;
    parameters: Record<string, { schema: { examples: string[] } }>;
  };
};
const node = spec.components.schemas.ClusterNodeInput.properties;
const cluster = spec.components.schemas.ClusterInput.properties;

/** The messages of `field` (a path like "name" or "vms.1.cpu"), in order. */
function messages(schema: z.ZodType, values: unknown, field: string): string[] {
  return (schema.safeParse(values).error?.issues ?? [])
    .filter((issue) => issue.path.join(".") === field)
    .map((issue) => issue.message);
}

const draft = (overrides: Partial<ClusterDraft> = {}): ClusterDraft => ({
  ...newClusterDraft("webshop1", [1]),
  ...overrides,
});

describe("the limits agree with the contract", () => {
  it("takes names, vCPU, memory, disk and root filesystem from ClusterInput and ClusterNodeInput", () => {
    for (const name of [cluster.name, node.name]) {
      expect([name.minLength, name.maxLength, name.pattern]).toEqual([
        vmLimits.name.min,
        vmLimits.name.max,
        vmLimits.name.pattern.source,
      ]);
    }
    expect([node.cpu.minimum, node.cpu.maximum]).toEqual([vmLimits.cpu.min, vmLimits.cpu.max]);
    expect(node.memory.minimum).toBe(vmLimits.memoryGb.min * 1024);
    expect(node.disk_size.minimum).toBe(vmLimits.diskGb.min * 1024);
    expect(node.root_size.minimum).toBe(vmLimits.rootfsGb * 1024);
  });

  it("knows the grid's regions as the contract lists them", () => {
    expect([...gridRegions].sort()).toEqual([...spec.components.parameters.GridRegion.schema.examples].sort());
  });
});

describe("the cluster name", () => {
  const schema = clusterSchema(["prodcluster", "Analytics"]);
  const name = (value: string) => messages(schema, draft({ name: value }), "name")[0];

  it("is 3–20 letters and digits", () => {
    expect(name("")).toBe(clusterMessages.nameRequired);
    expect(name("ab")).toBe(clusterMessages.nameTooShort);
    expect(name("a".repeat(21))).toBe(clusterMessages.nameTooLong);
    expect(name("web-shop")).toBe(clusterMessages.nameFormat);
    expect(name("web shop")).toBe(clusterMessages.nameFormat);
    expect(name("abc")).toBeUndefined();
    expect(name("a".repeat(20))).toBeUndefined();
    expect(name("  webshop1 ")).toBeUndefined(); // trimmed
  });

  it("is not one of the user's clusters, whatever the case", () => {
    expect(name("prodcluster")).toBe(clusterMessages.nameTaken);
    expect(name("analytics")).toBe(clusterMessages.nameTaken);
    expect(name("prodcluster2")).toBeUndefined();
  });

  it("can be generated: a noun and a number, different from the names taken", () => {
    const sequence = [0, 0.5, 0.999, 0.2];
    let i = 0;
    const random = () => sequence[i++ % sequence.length];
    expect(generateClusterName([], random)).toBe("cluster500");
    const taken = ["cluster500"];
    const next = generateClusterName(taken, random);
    expect(next).not.toBe("cluster500");
    expect(messages(clusterSchema(taken), draft({ name: next }), "name")).toEqual([]);
  });
});

describe("the VMs", () => {
  const schema = clusterSchema([]);

  it("start as one master and one worker with every SSH key, 2 vCPU, 4 GB RAM, 25 GB disk", () => {
    expect(draft().vms.map((vm) => [vm.name, vm.role, vm.cpu, vm.memoryGb, vm.diskGb, vm.sshKeyIds])).toEqual([
      ["master1", "master", 2, 4, 25, [1]],
      ["worker1", "worker", 2, 4, 25, [1]],
    ]);
    expect(schema.safeParse(draft()).success).toBe(true);
  });

  it("are named after their role with the first free number", () => {
    expect(nextVmName("worker", [{ name: "worker1" }, { name: "Worker2" }, { name: "worker4" }])).toBe("worker3");
    expect(newVm("master", draft().vms, [1]).name).toBe("master2");
  });

  it("need a master", () => {
    const workers = draft({ vms: [newVm("worker", [], [1])] });
    expect(messages(schema, workers, "vms")).toEqual([clusterMessages.oneMaster]);
  });

  it("have names unique in the cluster, whatever the case", () => {
    const [master, worker] = draft().vms;
    const values = draft({ vms: [master, { ...worker, name: "MASTER1" }] });
    expect(messages(schema, values, "vms.1.name")).toEqual([clusterMessages.vmNameTaken]);
    expect(messages(schema, values, "vms.0.name")).toEqual([]);
  });

  it("have a size within the contract's lower bounds and our upper ones, in whole numbers", () => {
    const sized = (size: object) => draft({ vms: [{ ...draft().vms[0], ...size }] });
    expect(messages(schema, sized({ cpu: "" }), "vms.0.cpu")).toEqual(["vCPU is required"]);
    expect(messages(schema, sized({ cpu: 0 }), "vms.0.cpu")).toEqual(["vCPU must be at least 1"]);
    expect(messages(schema, sized({ cpu: 256 }), "vms.0.cpu")).toEqual(["vCPU must be no more than 255"]);
    expect(messages(schema, sized({ cpu: 1.5 }), "vms.0.cpu")).toEqual(["vCPU must be a whole number"]);
    expect(messages(schema, sized({ memoryGb: 1 }), "vms.0.memoryGb")).toEqual(["RAM must be at least 2 GB"]);
    expect(messages(schema, sized({ memoryGb: 257 }), "vms.0.memoryGb")).toEqual(["RAM must be no more than 256 GB"]);
    expect(messages(schema, sized({ diskGb: 9 }), "vms.0.diskGb")).toEqual(["Disk must be at least 10 GB"]);
    expect(messages(schema, sized({ diskGb: 10_001 }), "vms.0.diskGb")).toEqual(["Disk must be no more than 10000 GB"]);
    expect(schema.parse(sized({ cpu: "4", memoryGb: 8, diskGb: 10 })).vms[0]).toMatchObject({ cpu: 4, memoryGb: 8 });
  });

  it("need an SSH key each", () => {
    const values = draft({ vms: [{ ...draft().vms[0], sshKeyIds: [] }] });
    expect(messages(schema, values, "vms.0.sshKeyIds")).toEqual([clusterMessages.sshKeys]);
  });

  it("added to a running cluster may not take a name its nodes have", () => {
    const addNode = addNodeSchema(["master1", "worker1"]);
    const worker = { ...newVm("worker", [], [1]), name: "Worker1" };
    expect(messages(addNode, { vms: [worker] }, "vms.0.name")).toEqual([clusterMessages.vmNameTaken]);
    expect(addNode.safeParse({ vms: [{ ...worker, name: "worker2" }] }).success).toBe(true);
  });
});
