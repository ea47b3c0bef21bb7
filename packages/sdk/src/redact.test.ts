import { describe, expect, it } from "vitest";
import { redact } from "./redact.ts";

describe("redact", () => {
  it("removes leaked secrets through objects, arrays and maps", () => {
    const body = {
      data: { user: { username: "amira", password: "JDJhJDEw", code: 4821 } },
      deployments: [
        {
          cluster: {
            name: "prod",
            token: "securetoken",
            nodes: [{ name: "m1", env_vars: { MNEMONIC: "x" } }, { name: "w1" }],
            network: { keys: { 150: "k" }, ip_range: "10.1.0.0/16" },
          },
        },
      ],
    };
    redact(body, [
      "data.user.password",
      "data.user.code",
      "deployments[].cluster.token",
      "deployments[].cluster.nodes[].env_vars",
      "deployments[].cluster.network.keys",
    ]);
    expect(body.data.user).toEqual({ username: "amira" });
    expect(body.deployments[0].cluster).toEqual({
      name: "prod",
      nodes: [{ name: "m1" }, { name: "w1" }],
      network: { ip_range: "10.1.0.0/16" },
    });
  });

  it("ignores paths that are not there", () => {
    const body = { data: null, list: "x" };
    redact(body, ["data.user.password", "list[].token", "missing.*.x"]);
    expect(body).toEqual({ data: null, list: "x" });
  });

  it("walks map values with *", () => {
    const body = { byNode: { a: { secret: 1, ok: 2 }, b: { secret: 3 } } };
    redact(body, ["byNode.*.secret"]);
    expect(body).toEqual({ byNode: { a: { ok: 2 }, b: {} } });
  });
});
