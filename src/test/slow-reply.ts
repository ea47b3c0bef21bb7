import type { Handler, Route } from "./api.ts";

/**
 * A slow server for one scripted route: each request waits until `release()` before `reply` answers it, so a
 * test can click twice or press Enter twice while a request is in flight, or let the SDK time out (10 s on
 * the fake clock) while the server still "works". `calls()` counts the requests that arrived.
 */
export function slowReply<R extends Route>(reply: Handler<R>) {
  const waiting: (() => void)[] = [];
  let calls = 0;
  const handler: Handler<R> = async (request, params) => {
    calls += 1;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return reply(request, params);
  };
  return {
    handler,
    calls: () => calls,
    /** Lets every request that is waiting be answered. */
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}
