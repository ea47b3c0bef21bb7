import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createKubeCloudClient, createMemoryTokenStore, KubeCloudError, messages } from "@kubecloud/sdk";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, ok, scriptedFetch, type Handlers } from "../test/api.ts";
import { slowReply } from "../test/slow-reply.ts";
import { noAnswerText, outcomeUnknown, useExactlyOnce, type Attempt } from "./use-exactly-once.ts";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const balanceKey = ["account", "balance"] as const;

/** The hook around `POST /v1/user/balance/charge`, with the balance on screen (the state it changes). */
function setup(
  charge: Handlers["POST /v1/user/balance/charge"],
  options: { flightKey?: boolean; balance?: Handlers["GET /v1/user/balance"] } = {},
) {
  let balances = 0;
  const requests: Request[] = [];
  const api = createKubeCloudClient({
    baseUrl: "http://api.test/api",
    tokens: createMemoryTokenStore({ accessToken: "access", refreshToken: "refresh" }),
    fetch: scriptedFetch(
      {
        "POST /v1/user/balance/charge": charge,
        "GET /v1/user/balance":
          options.balance ?? (() => ok({ balance_usd: 10 * ++balances, debt_usd: 0, pending_balance_usd: 0 })),
      },
      requests,
    ),
  });
  // Defaults that would retry a failed mutation three times: the hook must not.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 3 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      const balance = useQuery({
        queryKey: balanceKey,
        queryFn: () => api.call("get", "/v1/user/balance"),
      });
      const charge = useExactlyOnce({
        mutationFn: (amount: number) =>
          api.call("post", "/v1/user/balance/charge", {
            body: { card_type: "card", payment_method_id: "tok_visa", amount },
          }),
        recheck: () => [balanceKey],
        flightKey: options.flightKey ? (amount) => amount : undefined,
      });
      return { balance, charge };
    },
    { wrapper },
  );
  const charges = () => requests.filter((r) => r.method === "POST").length;
  /** Runs a $20 charge inside act(), without waiting for its end. */
  const startCharge = () => {
    let attempt!: Promise<Attempt<unknown>>;
    act(() => {
      attempt = view.result.current.charge.run(20);
    });
    return attempt;
  };
  return { ...view, charges, balances: () => balances, startCharge };
}

const accepted = () => ok({ workflow_id: "3f6c2a8e-91d4-4b7a-a0e5-2c8d71f4b9a3", email: "amira@example.com" }, 202);

describe("useExactlyOnce", () => {
  it("sends one request for a double trigger, says the second was ignored, and is pending meanwhile", async () => {
    const server = slowReply<"POST /v1/user/balance/charge">(accepted);
    const { result, charges, startCharge } = setup(server.handler);
    let first!: Promise<Attempt<unknown>>;
    let second!: Promise<Attempt<unknown>>;
    act(() => {
      // Both before React renders: what a double click or a double Enter does.
      first = result.current.charge.run(20);
      second = result.current.charge.run(20);
    });
    expect(await second).toEqual({ status: "ignored" });
    await waitFor(() => expect(result.current.charge.pending).toBe(true));
    await waitFor(() => expect(server.calls()).toBe(1));
    server.release();
    expect(await first).toMatchObject({ status: "done", data: { email: "amira@example.com" } });
    await waitFor(() => expect(result.current.charge.pending).toBe(false));
    expect(charges()).toBe(1);

    // Once it has ended, the next user action goes out.
    const third = startCharge();
    await waitFor(() => expect(server.calls()).toBe(2));
    server.release();
    expect((await third).status).toBe("done");
    expect(charges()).toBe(2);
  });

  it("never retries a failed mutation by itself", async () => {
    const { result, charges } = setup(() => fail(500, { status: 500, message: "Internal server error" }));
    let attempt!: Attempt<unknown>;
    await act(async () => {
      attempt = await result.current.charge.run(20);
    });
    expect(attempt).toMatchObject({ status: "failed", error: { status: 500 } });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(charges()).toBe(1);
    expect(result.current.charge.unconfirmed).toBe(false);
  });

  it("after a timeout reads the state again, and only then offers the retry", async () => {
    const server = slowReply<"POST /v1/user/balance/charge">(accepted);
    const { result, charges, balances, startCharge } = setup(server.handler);
    await waitFor(() => expect(result.current.balance.data?.balance_usd).toBe(10));
    const attempt = startCharge();
    await waitFor(() => expect(server.calls()).toBe(1));
    // The server never answers within the SDK's 10 s: it may still charge the card.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const ended = await attempt;
    expect(ended).toMatchObject({ status: "unconfirmed", error: { code: messages.errors.timeoutCode } });
    // Read again before `run` resolved: the balance on screen is the server's latest.
    expect(balances()).toBe(2);
    expect(result.current.balance.data?.balance_usd).toBe(20);
    await waitFor(() => expect(result.current.charge.pending).toBe(false));
    expect(result.current.charge.unconfirmed).toBe(true);
    expect(result.current.charge.rechecking).toBe(false);
    // No retry went out by itself …
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(charges()).toBe(1);
    // … and the user's own retry does.
    const retry = startCharge();
    await waitFor(() => expect(server.calls()).toBe(2));
    server.release();
    expect((await retry).status).toBe("done");
    await waitFor(() => expect(result.current.charge.unconfirmed).toBe(false));
  });

  it("stays pending while it reads the state again, so the retry waits for the answer", async () => {
    const server = slowReply<"POST /v1/user/balance/charge">(accepted);
    const reread = slowReply<"GET /v1/user/balance">(() =>
      ok({ balance_usd: 99, debt_usd: 0, pending_balance_usd: 0 }),
    );
    let reads = 0;
    const { result, startCharge } = setup(server.handler, {
      balance: (request, params) =>
        reads++ === 0 ? ok({ balance_usd: 10, debt_usd: 0, pending_balance_usd: 0 }) : reread.handler(request, params),
    });
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true));
    void startCharge();
    await waitFor(() => expect(server.calls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // No answer, and the balance is being read again: the user is told, and a click sends nothing yet.
    await waitFor(() => expect(result.current.charge.rechecking).toBe(true));
    expect(result.current.charge.unconfirmed).toBe(true);
    expect(result.current.charge.pending).toBe(true);
    let early!: Attempt<unknown>;
    await act(async () => {
      early = await result.current.charge.run(20);
    });
    expect(early).toEqual({ status: "ignored" });
    expect(server.calls()).toBe(1);

    reread.release();
    await waitFor(() => expect(result.current.charge.pending).toBe(false));
    expect(result.current.balance.data?.balance_usd).toBe(99);
    void startCharge();
    await waitFor(() => expect(server.calls()).toBe(2));
    server.release();
  });

  it("lets actions on different things run side by side, one at a time each", async () => {
    const server = slowReply<"POST /v1/user/balance/charge">(accepted);
    const { result, charges } = setup(server.handler, { flightKey: true });
    const attempts: Promise<Attempt<unknown>>[] = [];
    act(() => {
      attempts.push(result.current.charge.run(20), result.current.charge.run(50), result.current.charge.run(20));
    });
    expect(await attempts[2]).toEqual({ status: "ignored" });
    await waitFor(() => expect(server.calls()).toBe(2));
    server.release();
    expect((await Promise.all(attempts.slice(0, 2))).map((a) => a.status)).toEqual(["done", "done"]);
    expect(charges()).toBe(2);
  });
});

describe("outcomeUnknown", () => {
  const error = (code: string, status?: number) => new KubeCloudError({ message: "x", code, status });
  it("is true when the failure says nothing about what the server did", () => {
    expect(outcomeUnknown(error(messages.errors.timeoutCode))).toBe(true);
    expect(outcomeUnknown(error(messages.errors.networkCode))).toBe(true);
    expect(outcomeUnknown(error(messages.errors.invalidResponseCode))).toBe(true);
    expect(outcomeUnknown(error(messages.errors.defaultCode, 504))).toBe(true);
  });
  it("is false for a refusal, an expired session or anything that is not an API failure", () => {
    expect(outcomeUnknown(error(messages.errors.defaultCode, 400))).toBe(false);
    expect(outcomeUnknown(error(messages.errors.defaultCode, 500))).toBe(false);
    expect(outcomeUnknown(error(messages.errors.defaultCode, 502))).toBe(false);
    expect(outcomeUnknown(error(messages.errors.tokenExpiredCode, 401))).toBe(false);
    expect(outcomeUnknown(new Error("boom"))).toBe(false);
  });
  it("says why in words", () => {
    expect(noAnswerText(error(messages.errors.timeoutCode))).toBe("The server did not answer in time");
    expect(noAnswerText(error(messages.errors.networkCode))).toBe("The connection was lost before the server answered");
  });
});
