import { describe, expect, it } from "vitest";
import { clusterNodeName } from "./node-name.ts";

const cluster = { name: "prodcluster", project_name: "kc12prodcluster" };

describe("clusterNodeName", () => {
  it("is the node's original_name when the server sends it", () => {
    expect(clusterNodeName({ name: "kc12prodclustermaster1", original_name: "master1" }, cluster)).toBe("master1");
  });

  it("strips the kc<user id><cluster> prefix from the VM name of a node stored without original_name", () => {
    expect(clusterNodeName({ name: "kc12prodclusterworker2" }, cluster)).toBe("worker2");
  });

  it("strips kc<id><cluster name> when the project name is missing or different", () => {
    expect(clusterNodeName({ name: "kc7webworker1" }, { name: "web", project_name: "" })).toBe("worker1");
  });

  it("keeps the VM name of a cluster deployed with a client-sent project_name (no prefix was added)", () => {
    expect(clusterNodeName({ name: "worker1" }, { name: "web", project_name: "myproject" })).toBe("worker1");
  });

  it("never leaves an empty name", () => {
    expect(clusterNodeName({ name: "kc12prodcluster" }, cluster)).toBe("kc12prodcluster");
  });
});
