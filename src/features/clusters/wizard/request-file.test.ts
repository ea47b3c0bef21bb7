// Export → import gives the same request, in YAML and in JSON; an imported file's problems are named by the
// file's own fields with the wizard's messages.
import type { ClusterInput, SshKey } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildSshKeys } from "../../../test/builders.ts";
import { buildDeployRequest } from "../../../test/deploy-request.ts";
import { deployRequest } from "../request.ts";
import { clusterSchema } from "../schemas.ts";
import { exportFile, importRequest, readFileText } from "./request-file.ts";

const keys: SshKey[] = buildSshKeys();
const [laptop, second] = keys;

const body: ClusterInput = buildDeployRequest([laptop.public_key, second.public_key], {
  cpu: 4,
  memory: 8192,
  disk_size: 51200,
  env_vars: { SSH_KEY: laptop.public_key },
});

/** Import as the dialog does: read the text, make the draft, and the request the wizard would send. */
async function roundTrip(text: string, taken: string[] = []) {
  const read = await readFileText(text);
  if ("problem" in read) throw new Error(read.problem.message);
  const { draft, problems } = importRequest(read.value, keys, taken);
  return { draft, problems, request: () => deployRequest(clusterSchema(taken).parse(draft), keys) };
}

describe("export → import", () => {
  it.each(["yaml", "json"] as const)("gives the same request back (%s)", async (format) => {
    const file = exportFile(body, format);
    expect(file.name).toBe(`web2.${format}`);
    const { problems, request } = await roundTrip(file.text);
    expect(problems).toEqual([]);
    expect(request()).toEqual(body);
  });

  it("exports exactly the file kubecloud deploy -f reads (YAML or JSON, same request)", () => {
    expect(parse(exportFile(body, "yaml").text)).toEqual(body);
    expect(JSON.parse(exportFile(body, "json").text)).toEqual(body);
  });

  it("keeps a file without node ids unplaced (placed again in the wizard)", async () => {
    const unplaced = { ...body, nodes: body.nodes.map(({ node_id: _, ...node }) => node) };
    const { draft, problems } = await roundTrip(JSON.stringify(unplaced));
    expect(problems).toEqual([]);
    expect(draft.vms.map((vm) => vm.nodeId)).toEqual([null, null]);
  });
});

describe("import errors at their field", () => {
  it("names the file's field with the wizard's message, and keeps the draft", async () => {
    const text = exportFile(body, "yaml").text.replace("memory: 8192", "memory: 1024");
    const { problems, draft } = await roundTrip(text);
    expect(problems).toEqual([{ field: "nodes[1].memory", message: "RAM must be at least 2 GB" }]);
    expect(draft.vms[1]).toMatchObject({ name: "worker1", memoryGb: 1 });
  });

  it("reports a taken name, a missing field, an unknown key and a bad type", async () => {
    const file = {
      name: "prodcluster",
      nodes: [
        {
          name: "master1",
          type: "boss",
          cpu: 2,
          memory: 4096,
          disk_size: 25600,
          env_vars: { SSH_KEY: "ssh-rsa AAAAnope x" },
        },
        { name: "w", type: "worker", memory: 4096, disk_size: 25600, env_vars: { SSH_KEY: laptop.public_key } },
      ],
    };
    const { problems } = await roundTrip(JSON.stringify(file), ["prodcluster"]);
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: "name", message: "You already have a cluster with this name" },
        { field: "nodes[0].type", message: 'Use "master" or "worker"' },
        {
          field: "nodes[0].env_vars.SSH_KEY",
          message: '"ssh-rsa AAAAnope x…" is not one of your SSH keys: add it under SSH Keys first',
        },
        { field: "nodes[1].name", message: "Name must be at least 3 characters" },
        { field: "nodes[1].cpu", message: "vCPU is required" },
      ]),
    );
  });

  it("says where a YAML file cannot be read", async () => {
    const read = await readFileText("name: web2\nnodes:\n  - name: a\n   type: master\n");
    expect("problem" in read && read.problem.message).toMatch(/^Not valid YAML \(line \d+\)/);
    expect(importRequest([1, 2], keys, []).problems[0]).toEqual({
      field: "",
      message: "Expected a map with name and nodes (YAML or JSON)",
    });
  });
});
