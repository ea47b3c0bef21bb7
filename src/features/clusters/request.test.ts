import { describe, expect, it } from "vitest";
import { buildSshKeys } from "../../test/builders.ts";
import { buildVmInput } from "../../test/deploy-request.ts";
import { addNodeRequest, curlCall, deployRequest, sdkCall } from "./request.ts";
import type { VmValues } from "./schemas.ts";

const keys = buildSshKeys(); // laptop (ID 1), workstation, cirunner
const [laptop, workstation] = keys;

function vm(name: string, role: VmValues["role"], nodeId: number, size: Partial<VmValues> = {}): VmValues {
  return {
    key: name,
    name,
    role,
    cpu: 2,
    memoryGb: 4,
    diskGb: 25,
    sshKeyIds: [laptop.ID],
    nodeId,
    gpuIds: [],
    ...size,
  };
}

describe("the deploy request", () => {
  it("sends sizes in MB, a 5 GB root filesystem, masters first, the chosen public keys, and no token", () => {
    const body = deployRequest(
      {
        name: "webshop1",
        vms: [
          vm("worker1", "worker", 6204, { sshKeyIds: [laptop.ID, workstation.ID] }),
          vm("master1", "master", 2215, { cpu: 4, memoryGb: 8, diskGb: 50 }),
          vm("master2", "master", 318, { gpuIds: ["0000:0e:00.0/10de/2204"] }),
        ],
      },
      keys,
    );
    expect(body).toEqual({
      name: "webshop1",
      nodes: [
        {
          name: "master1",
          type: "master",
          node_id: 2215,
          cpu: 4,
          memory: 8192,
          root_size: 5120,
          disk_size: 51200,
          env_vars: { SSH_KEY: laptop.public_key },
        },
        buildVmInput({
          name: "master2",
          node_id: 318,
          env_vars: { SSH_KEY: laptop.public_key },
          gpu_ids: ["0000:0e:00.0/10de/2204"],
        }),
        buildVmInput({
          name: "worker1",
          type: "worker",
          node_id: 6204,
          env_vars: { SSH_KEY: `${laptop.public_key}\n${workstation.public_key}` },
        }),
      ],
    });
    expect(Object.keys(body)).toEqual(["name", "nodes"]); // no token, project_name or network
  });
});

describe("the add-node request", () => {
  it("is a whole cluster input holding the one new node, without a token", () => {
    expect(addNodeRequest("prodcluster", vm("worker3", "worker", 2215), keys)).toEqual({
      name: "prodcluster",
      nodes: [buildVmInput({ name: "worker3", type: "worker", env_vars: { SSH_KEY: laptop.public_key } })],
    });
  });
});

describe("Show as API Call", () => {
  const body = deployRequest({ name: "webshop1", vms: [vm("master1", "master", 2215)] }, keys);

  it("writes the exact request as an SDK call, the token from the environment", () => {
    const code = sdkCall("http://localhost:8080/api", body);
    expect(code).toContain('baseUrl: "http://localhost:8080/api"');
    expect(code).toContain("createMemoryTokenStore({ accessToken: process.env.KUBECLOUD_TOKEN })");
    expect(code).toContain('await api.call("post", "/v1/deployments", {');
    const json = code.slice(code.indexOf("body: ") + 6, code.lastIndexOf("\n});"));
    expect(JSON.parse(json.replace(/,\s*$/, ""))).toEqual(body);
  });

  it("writes it as curl, quoted for the shell, with $KUBECLOUD_TOKEN and no cluster token", () => {
    const quoted = deployRequest({ name: "webshop1", vms: [vm("master1", "master", 2215)] }, [
      {
        ...laptop,
        public_key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGM0pHSkWozn0yaS+tPPBF1h3tmhAMqRbvSsoP/os0vF o'neil@laptop",
      },
    ]);
    const command = curlCall("https://api.example.com/api", quoted);
    expect(command.split("\n").slice(0, 3)).toEqual([
      "curl -X POST 'https://api.example.com/api/v1/deployments' \\",
      '  -H "Authorization: Bearer $KUBECLOUD_TOKEN" \\',
      "  -H 'Content-Type: application/json' \\",
    ]);
    expect(command).toContain("o'\\''neil@laptop");
    expect(command).not.toMatch(/securetoken|"token"|K3S_TOKEN/);
  });
});
