import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { backUp, backupPath, kubeconfigPath, writePrivate } from "../src/kubeconfig/file.ts";
import { mergeKubeconfig, renameKubeconfig, type Kubeconfig } from "../src/kubeconfig/merge.ts";
import { nameKubeconfig } from "@kubecloud/sdk";

/** What k3s (and so the server) hands out: everything named `default`. */
const server = (host: string) =>
  [
    "apiVersion: v1",
    "clusters:",
    "- cluster:",
    "    certificate-authority-data: Q0E=",
    `    server: https://[${host}]:6443`,
    "  name: default",
    "contexts:",
    "- context:",
    "    cluster: default",
    "    user: default",
    "  name: default",
    "current-context: default",
    "kind: Config",
    "preferences: {}",
    "users:",
    "- name: default",
    "  user:",
    "    client-key-data: S0VZ",
    "",
  ].join("\n");

const names = (config: Kubeconfig) => ({
  clusters: config.clusters?.map((c) => c.name),
  users: config.users?.map((u) => u.name),
  contexts: config.contexts?.map((c) => c.name),
  current: config["current-context"],
});

describe("a cluster's kubeconfig, renamed and merged", () => {
  it("names the cluster, the user and the context after the cluster, with the console's own rename (the SDK's)", () => {
    const renamed = renameKubeconfig(server("1::1"), "prod");
    expect(names(renamed.config)).toEqual({ clusters: ["prod"], users: ["prod"], contexts: ["prod"], current: "prod" });
    expect(renamed.config.contexts?.[0].context).toEqual({ cluster: "prod", user: "prod" });
    // Exactly the file the console downloads: the SDK's nameKubeconfig, everything else as the server sent it.
    expect(renamed.text).toBe(nameKubeconfig(server("1::1"), "prod"));
  });

  it("refuses a file the rename cannot follow rather than merge the server's 'default' names", () => {
    const flow =
      '{"apiVersion":"v1","clusters":[{"name":"default","cluster":{}}],"users":[{"name":"default"}],' +
      '"contexts":[{"name":"default","context":{"cluster":"default","user":"default"}}],"current-context":"default"}';
    expect(() => renameKubeconfig(flow, "prod")).toThrow(/could be named after the cluster/);
  });

  it("adds a second cluster beside the first, replaces one of the same name, and keeps others' entries", () => {
    const mine = {
      apiVersion: "v1",
      kind: "Config",
      clusters: [{ name: "kind-dev", cluster: {} }],
      users: [{ name: "kind-dev" }],
      contexts: [{ name: "kind-dev", context: { cluster: "kind-dev", user: "kind-dev" } }],
      "current-context": "kind-dev",
    };
    const first = mergeKubeconfig(JSON.stringify(mine), renameKubeconfig(server("1::1"), "prod"));
    const second = mergeKubeconfig(first.text, renameKubeconfig(server("2::2"), "web"));
    const again = mergeKubeconfig(second.text, renameKubeconfig(server("3::3"), "prod"));
    const config = parse(again.text) as Kubeconfig;
    expect(names(config)).toEqual({
      clusters: ["kind-dev", "web", "prod"],
      users: ["kind-dev", "web", "prod"],
      contexts: ["kind-dev", "web", "prod"],
      current: "kind-dev",
    });
    expect(again.replaced).toEqual(["cluster prod", "user prod", "context prod"]);
    expect((config.clusters?.[2].cluster as { server: string }).server).toBe("https://[3::3]:6443");
  });

  it("switches the current context only when asked, and starts a file that is not there", () => {
    expect(
      names(parse(mergeKubeconfig(undefined, renameKubeconfig(server("1::1"), "prod")).text) as Kubeconfig).current,
    ).toBeUndefined();
    const used = mergeKubeconfig(undefined, renameKubeconfig(server("1::1"), "prod"), { use: true });
    expect((parse(used.text) as Kubeconfig)["current-context"]).toBe("prod");
  });

  it("refuses a kubeconfig file that is not a map, rather than overwrite it", () => {
    expect(() => mergeKubeconfig("- not\n- a map\n", renameKubeconfig(server("1::1"), "prod"))).toThrow(
      /not a kubeconfig/,
    );
  });
});

describe("the kubeconfig file", () => {
  it("is the first path of KUBECONFIG, else ~/.kube/config", () => {
    expect(kubeconfigPath({ KUBECONFIG: ":/a/config:/b/config", HOME: "/home/x" })).toBe("/a/config");
    expect(kubeconfigPath({ HOME: "/home/x" })).toBe("/home/x/.kube/config");
  });

  it("is written 0600 in a new 0700 folder, and backed up 0600 under a timestamped name", () => {
    const dir = mkdtempSync(join(tmpdir(), "kubecloud-merge-"));
    const path = join(dir, "kube", "config");
    writePrivate(path, "apiVersion: v1\n");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "kube")).mode & 0o777).toBe(0o700);
    const when = new Date("2026-11-27T06:35:00.123Z");
    expect(backupPath(path, when)).toBe(`${path}.20261127T063500Z.bak`);
    writeFileSync(path, "old\n");
    const backup = backUp(path, when);
    expect(readFileSync(backup, "utf8")).toBe("old\n");
    expect(statSync(backup).mode & 0o777).toBe(0o600);
  });
});
