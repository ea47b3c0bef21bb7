import { SseParser } from "./sse.ts";

/** The part of the browser's EventSource the live event client uses. */
export interface EventSourceLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** The browser's EventSource, with credentials as the server expects. */
export const browserEventSource: EventSourceFactory = (url) => {
  const native = new EventSource(url, { withCredentials: true });
  const source: EventSourceLike = { onopen: null, onmessage: null, onerror: null, close: () => native.close() };
  native.onopen = (event) => source.onopen?.(event);
  native.onmessage = (event: MessageEvent<string>) => source.onmessage?.({ data: event.data });
  native.onerror = (event) => source.onerror?.(event);
  return source;
};

/**
 * An EventSource on top of fetch, for Node 20 scripts (which have no EventSource). Like the browser's,
 * it reports an error when the stream ends, so the live event client's reconnect rules apply unchanged.
 */
export function fetchEventSource(
  fetchImpl: (request: Request) => Promise<Response> = (r) => fetch(r),
): EventSourceFactory {
  return (url) => {
    const controller = new AbortController();
    const source: EventSourceLike = {
      onopen: null,
      onmessage: null,
      onerror: null,
      close: () => controller.abort(),
    };
    void (async () => {
      try {
        const response = await fetchImpl(
          new Request(url, { headers: { Accept: "text/event-stream" }, signal: controller.signal }),
        );
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        source.onopen?.({});
        const parser = new SseParser();
        const decoder = new TextDecoder();
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
            if (event.event === "message") source.onmessage?.({ data: event.data });
          }
        }
        throw new Error("The event stream ended");
      } catch (error) {
        if (!controller.signal.aborted) source.onerror?.(error);
      }
    })();
    return source;
  };
}
