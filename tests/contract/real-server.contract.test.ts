// Replies the real server sends, replayed behind `prism proxy --errors` (as in front of a real backend):
// the contract must let each one through untouched. An undeclared status, or a body that breaks its
// schema, would become Prism's 500 and break the console for every user.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import gridProxyNode from "./fixtures/grid-proxy-node.json" with { type: "json" };
import { startPrismProxy, type Server } from "./proxy.ts";
import { startUpstream, type Upstream } from "./upstream.ts";

let upstream: Upstream;
let prism: Server;
beforeAll(async () => {
  upstream = await startUpstream();
  prism = await startPrismProxy(upstream.url);
});
afterAll(async () => {
  await prism?.stop();
  await upstream?.stop();
});

/** Replays `body` with `status` for the request, through the proxy; returns what the caller got. */
async function through(method: string, path: string, status: number, body: unknown, init: RequestInit = {}) {
  upstream.reply(method, path, { status, body });
  const response = await fetch(`${prism.url}${path}`, { method, ...init });
  const text = await response.text();
  return { status: response.status, violations: response.headers.get("sl-violations"), body: text };
}

describe("grid-proxy payloads", () => {
  it("pass a node list whose dmi.processor[].thread_count is a string, as grid-proxy sends it", async () => {
    const body = {
      status: 200,
      message: "All grid nodes retrieved successfully",
      data: { total: 1, nodes: [gridProxyNode] },
    };
    const reply = await through("GET", "/v1/nodes", 200, body);
    expect(reply.violations, reply.body).toBeNull();
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual(body);
  });
});
