import { describe, expect, it } from "vitest";
import { createKubeCloudClient } from "./client.ts";
import { createLazyKubeCloudClient } from "./lazy-client.ts";
import { createMemoryTokenStore } from "./tokens.ts";
import { fakeFetch, json } from "./test-support/fake-fetch.ts";

const BASE = "http://api.test/api";

describe("the lazily loaded client", () => {
  it("answers like the client itself, and builds the event stream's URL without loading anything", async () => {
    const stats = { total_users: 3, total_clusters: 1, up_nodes: 12, countries: 4, cores: 96, ssd: 1024.5 };
    const server = fakeFetch({ "GET /api/v1/stats": () => json(stats) });
    const tokens = createMemoryTokenStore({ accessToken: "a b" });
    const options = { baseUrl: `${BASE}/`, tokens, fetch: server.fetch };
    const lazy = createLazyKubeCloudClient(options);
    const eager = createKubeCloudClient(options);

    expect(lazy.baseUrl).toBe(eager.baseUrl);
    expect(lazy.tokens).toBe(tokens);
    expect(lazy.eventsUrl("a b")).toBe(eager.eventsUrl("a b"));
    expect(server.requests).toHaveLength(0);
    await expect(lazy.call("get", "/v1/stats")).resolves.toEqual(stats);
    expect(server.requests).toHaveLength(1);
  });

  it("loads its code once, however many calls start before it is here", async () => {
    const lazy = createLazyKubeCloudClient({ baseUrl: BASE, tokens: createMemoryTokenStore({}) });
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
  });
});
