import type { ClusterInput } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildDeployRequest } from "../../../test/deploy-request.ts";
import { cliCommand, deployFileYaml } from "./cli-call.ts";

const body: ClusterInput = buildDeployRequest([
  "ssh-ed25519 AAAAC3Nz amira@laptop",
  "ssh-rsa AAAAB3Nz amira@workstation",
]);

describe("the deploy request as the command line's file", () => {
  it("is YAML that reads back as exactly the request, keys and all", () => {
    const yaml = deployFileYaml(body);
    expect(parse(yaml)).toEqual(body);
    expect(yaml.split("\n").slice(1, 5)).toEqual(["name: web2", "nodes:", "  - name: master1", "    type: master"]);
    expect(yaml).toContain('    SSH_KEY: "ssh-ed25519 AAAAC3Nz amira@laptop\\nssh-rsa AAAAB3Nz amira@workstation"');
  });

  it("quotes the strings YAML would read as something else", () => {
    const odd = { name: "yes", nodes: [{ ...body.nodes[1], name: "123", flist: "https://hub/k3s.flist" }] };
    expect(parse(deployFileYaml(odd))).toEqual(odd);
  });

  it("is read by kubecloud deploy -f cluster.yaml", () => {
    expect(cliCommand).toBe("kubecloud deploy -f cluster.yaml");
    expect(deployFileYaml(body).split("\n")[0]).toContain(cliCommand);
  });
});
