import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { nameKubeconfig } from "./kubeconfig-name.ts";
import { contractExample } from "./test-support/fake-fetch.ts";

interface Kubeconfig {
  clusters: { name: string; cluster: { server: string } }[];
  contexts: { name: string; context: { cluster: string; user: string } }[];
  users: { name: string; user: Record<string, string> }[];
  "current-context": string;
}

// The server's file as the contract documents it: K3s's own, everything named `default`.
const example = contractExample<{ kubeconfig: string }>("ClusterKubeconfig").kubeconfig;

describe("nameKubeconfig", () => {
  it("names the cluster, the user and the context after the cluster, and keeps everything else", () => {
    const named = parse(nameKubeconfig(example, "prodcluster")) as Kubeconfig;
    const original = parse(example) as Kubeconfig;
    expect(named.clusters.map((c) => c.name)).toEqual(["prodcluster"]);
    expect(named.users.map((u) => u.name)).toEqual(["prodcluster"]);
    expect(named.contexts).toEqual([{ name: "prodcluster", context: { cluster: "prodcluster", user: "prodcluster" } }]);
    expect(named["current-context"]).toBe("prodcluster");
    expect(named.clusters[0].cluster).toEqual(original.clusters[0].cluster);
    expect(named.users[0].user).toEqual(original.users[0].user);
    expect(nameKubeconfig(example, "prodcluster").split("\n")).toHaveLength(example.split("\n").length);
  });

  it("lets two clusters' files merge without one hiding the other", () => {
    const a = parse(nameKubeconfig(example, "alpha")) as Kubeconfig;
    const b = parse(nameKubeconfig(example, "beta")) as Kubeconfig;
    // kubectl merges lists by name: the first file wins every name both files use.
    const names = (config: Kubeconfig) => [
      ...config.clusters.map((c) => c.name),
      ...config.users.map((u) => u.name),
      ...config.contexts.map((c) => c.name),
    ];
    expect(names(a).filter((name) => names(b).includes(name))).toEqual([]);
  });

  it("reads quoted values and lists indented under their key", () => {
    const indented = [
      "apiVersion: v1",
      "clusters:",
      "  - name: 'default'",
      "    cluster:",
      "      server: https://10.0.0.1:6443",
      "contexts:",
      '  - name: "default"',
      "    context:",
      "      cluster: 'default'",
      "      user: default",
      'current-context: "default"',
      "users:",
      "  - name: default",
      "    user:",
      "      token: placeholder",
      "",
    ].join("\n");
    const named = parse(nameKubeconfig(indented, "edge1")) as Kubeconfig;
    expect(named.clusters[0]).toEqual({ name: "edge1", cluster: { server: "https://10.0.0.1:6443" } });
    expect(named.contexts[0]).toEqual({ name: "edge1", context: { cluster: "edge1", user: "edge1" } });
    expect(named.users[0]).toEqual({ name: "edge1", user: { token: "placeholder" } });
    expect(named["current-context"]).toBe("edge1");
  });

  it("keeps a second cluster distinct, after the cluster's name, and a context follows its cluster", () => {
    const two = (context: string[]) =>
      [
        "clusters:",
        "- cluster: {server: https://a}",
        "  name: default",
        "- cluster: {server: https://b}",
        "  name: backup",
        "contexts:",
        ...context,
        "  name: default",
        "users:",
        "- name: default",
        "  user: {token: t}",
        "",
      ].join("\n");
    const named: unknown = parse(
      nameKubeconfig(two(["- context:", "    cluster: backup", "    user: default"]), "prod"),
    );
    expect(named).toMatchObject({
      clusters: [{ name: "prod" }, { name: "prod-backup" }],
      contexts: [{ name: "prod", context: { cluster: "prod-backup", user: "prod" } }],
      users: [{ name: "prod" }],
    });
    // A context written as a flow map cannot be followed line by line: renaming the rest would break it.
    const flow = two(["- context: {cluster: backup, user: default}"]);
    expect(nameKubeconfig(flow, "prod")).toBe(flow);
  });

  it("returns a file it cannot read as it came", () => {
    expect(nameKubeconfig("not: a kubeconfig\n", "prod")).toBe("not: a kubeconfig\n");
    expect(nameKubeconfig(JSON.stringify({ clusters: [] }), "prod")).toBe(JSON.stringify({ clusters: [] }));
  });
});
