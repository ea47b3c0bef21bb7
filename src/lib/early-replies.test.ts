import { afterEach, describe, expect, it, vi } from "vitest";
import { withEarlyReplies } from "./early-replies.ts";

const BASE = "https://api.example/api";
const NODES = "/v1/nodes?healthy=true&size=50&page=1";
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function setup(early: Record<string, Promise<Response>>) {
  window.__kubecloudEarly = early;
  const send = vi.fn((request: Request) => Promise.resolve(reply(200, { from: "network", url: request.url })));
  return { fetch: withEarlyReplies(`${BASE}/`, send), send };
}

afterEach(() => {
  delete window.__kubecloudEarly;
});

describe("withEarlyReplies", () => {
  it("answers the first GET of the page's URL with the page's own reply, once; the next goes to the network", async () => {
    const { fetch, send } = setup({ [NODES]: Promise.resolve(reply(200, { from: "page" })) });
    expect(await (await fetch(new Request(`${BASE}${NODES}`))).json()).toEqual({ from: "page" });
    expect(send).not.toHaveBeenCalled();
    expect(await (await fetch(new Request(`${BASE}${NODES}`))).json()).toMatchObject({ from: "network" });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends anything else: another URL, another method", async () => {
    const { fetch, send } = setup({ [NODES]: Promise.resolve(reply(200, { from: "page" })) });
    await fetch(new Request(`${BASE}/v1/nodes?page=2`));
    await fetch(new Request(`${BASE}${NODES}`, { method: "POST", body: "{}" }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("asks again when the page's request failed or was refused (the data was not public after all)", async () => {
    const failed = Promise.reject(new TypeError("Failed to fetch"));
    failed.catch(() => {}); // as the page's script does
    const { fetch, send } = setup({ [NODES]: failed, "/v1/users": Promise.resolve(reply(401, {})) });
    expect(await (await fetch(new Request(`${BASE}${NODES}`))).json()).toMatchObject({ from: "network" });
    expect((await fetch(new Request(`${BASE}/v1/users`))).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("sends everything when the page asked for nothing", async () => {
    const send = vi.fn(() => Promise.resolve(reply(200, {})));
    await withEarlyReplies(BASE, send)(new Request(`${BASE}${NODES}`));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
