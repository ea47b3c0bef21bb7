import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { describeIssues, parseDeployFile, parseNodeFile } from "../src/clusters/deploy-file.ts";

const example = readFileSync(resolve(import.meta.dirname, "../examples/cluster.yaml"), "utf8");

const node = (fields: string) =>
  [
    "  - name: master1",
    "    type: master",
    "    cpu: 2",
    "    memory: 4096",
    "    root_size: 5120",
    "    disk_size: 25600",
    fields,
  ]
    .filter(Boolean)
    .join("\n");

describe("the deploy file", () => {
  it("reads the example: node_id may be left out for --auto-place, and is required without it", () => {
    const placed = parseDeployFile(example, { placeLater: true });
    expect(placed).toMatchObject({ ok: true, file: { name: "democluster" } });
    const unplaced = parseDeployFile(example);
    expect(unplaced.ok).toBe(false);
    if (!unplaced.ok)
      expect(describeIssues("cluster.yaml", unplaced.issues)).toBe(
        [
          "cluster.yaml:12: nodes[0].node_id: required (The grid node id. At most one VM per grid node in a cluster)",
          "cluster.yaml:18: nodes[1].node_id: required (The grid node id. At most one VM per grid node in a cluster)",
        ].join("\n"),
      );
  });

  it("takes the wizard's request as JSON, and puts masters first as the wizard sends them", () => {
    const request = {
      name: "web2",
      nodes: [
        { name: "worker1", type: "worker", node_id: 318, cpu: 2, memory: 4096, root_size: 5120, disk_size: 25600 },
        {
          name: "master1",
          type: "master",
          node_id: 150,
          cpu: 2,
          memory: 4096,
          root_size: 5120,
          disk_size: 25600,
          env_vars: { SSH_KEY: "ssh-ed25519 AAAA x" },
        },
      ],
    };
    const parsed = parseDeployFile(JSON.stringify(request, null, 2));
    expect(parsed.ok && parsed.file.nodes.map((n) => n.name)).toEqual(["master1", "worker1"]);
  });

  it("names the field and the line of every problem: the contract's rules, unknown and computed fields", () => {
    const text = ["name: ab", "project_name: kc12ab", "nodes:", node("    memroy: 1"), "    cpu: 0"].join("\n");
    const parsed = parseDeployFile(text.replace("    cpu: 2\n", ""), { placeLater: true });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(describeIssues("f.yaml", parsed.issues).split("\n")).toEqual([
      "f.yaml:2: project_name: the server computes this field: remove it",
      "f.yaml:9: nodes[0].memroy: unknown field (a node has name, type, node_id, cpu, memory, root_size, disk_size, env_vars, gpu_ids, flist, entrypoint)",
      "f.yaml:1: name: Too small: expected string to have >=3 characters (The user-facing cluster name, unique per user)",
      "f.yaml:10: nodes[0].cpu: Too small: expected number to be >=1 (vCPUs)",
    ]);
  });

  it("applies the wizard's rules: a master, unique VM names, one VM per grid node", () => {
    const twice = [
      "name: web2",
      "nodes:",
      node("    node_id: 7").replace("master1", "Worker1").replace("type: master", "type: worker"),
      node("    node_id: 7").replace("master1", "worker1").replace("type: master", "type: worker"),
    ].join("\n");
    const parsed = parseDeployFile(twice);
    expect(!parsed.ok && describeIssues("f", parsed.issues).split("\n")).toEqual([
      "f:3: nodes: A cluster needs at least one master",
      "f:10: nodes[1].name: Another VM of this cluster has this name",
      "f:16: nodes[1].node_id: Another VM of this cluster is on this grid node (one VM per node)",
    ]);
  });

  it("says where a YAML syntax error is, and refuses a file that is not a map", () => {
    const broken = parseDeployFile("name: web2\nnodes: [\n");
    expect(!broken.ok && broken.issues[0].line).toBe(3);
    expect(parseDeployFile("- a\n- b\n")).toEqual({
      ok: false,
      issues: [{ field: "", line: 1, message: "expected a map of fields (YAML or JSON)" }],
    });
  });

  it("reads the one node of add-node", () => {
    const text = node("").replace("  - ", "").replace(/^ {4}/gm, "");
    expect(parseNodeFile(text, { placeLater: true })).toMatchObject({ ok: true, file: { name: "master1", cpu: 2 } });
    const bad = parseNodeFile(text.replace("memory: 4096", "memory: 1024"), { placeLater: true });
    expect(!bad.ok && describeIssues("vm.yaml", bad.issues)).toBe(
      "vm.yaml:4: memory: Too small: expected number to be >=2048 (RAM in MB)",
    );
  });
});
