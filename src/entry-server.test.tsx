import { describe, expect, it } from "vitest";
import { firstRequests } from "./entry-server.tsx";

describe("firstRequests (the requests a prerendered page sends before its code arrives)", () => {
  it("is the marketplace's first page of nodes for /nodes, as the SDK writes it", async () => {
    const [request, ...more] = await firstRequests("/nodes");
    expect(more).toEqual([]);
    const url = new URL(request, "http://api.invalid");
    expect(url.pathname).toBe("/v1/nodes");
    expect(url.searchParams.getAll("features")).toEqual(["zmachine", "network"]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ healthy: "true", rentable: "true", page: "1" });
  });

  it("is nothing for a page whose screen asks for nothing first", async () => {
    expect(await firstRequests("/sign-in")).toEqual([]);
    expect(await firstRequests("/")).toEqual([]);
  });
});
