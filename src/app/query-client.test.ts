import { QueryObserver } from "@tanstack/react-query";
import { KubeCloudError } from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client.ts";

// The app's own client and its real retry policy (the render harness turns retries off).
vi.mock("../components/feedback/deferred-toasts.ts", () => ({
  showErrorToast: vi.fn(),
  startLoadingToast: vi.fn(() => vi.fn()),
}));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs one query through an observer (as a screen would) until it settles; returns how often it was tried. */
async function attempts(error: Error): Promise<number> {
  const client = createQueryClient();
  const queryFn = vi.fn(() => Promise.reject(error));
  const observer = new QueryObserver(client, { queryKey: ["probe"], queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  unsubscribe();
  expect(observer.getCurrentResult().status).toBe("error");
  return queryFn.mock.calls.length;
}

describe("the query retry policy", () => {
  it.each([400, 401, 403, 404, 409, 422])("never retries what the server refused (%i)", async (status) => {
    expect(await attempts(new KubeCloudError({ message: "refused", status }))).toBe(1);
  });

  it.each([500, 502, 503])("retries a server failure (%i) once", async (status) => {
    expect(await attempts(new KubeCloudError({ message: "failed", status }))).toBe(2);
  });

  it("retries a timeout or a dropped connection once", async () => {
    expect(await attempts(new KubeCloudError({ message: "Request timed out", code: "TIMEOUT" }))).toBe(2);
    expect(await attempts(new TypeError("Failed to fetch"))).toBe(2);
  });

  it("never retries a mutation", async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(new KubeCloudError({ message: "failed", status: 500 })));
    const run = client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    await run;
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
