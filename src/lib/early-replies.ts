declare global {
  interface Window {
    /** The requests a prerendered page started before its code arrived, by path and query (prerender.ts). */
    __kubecloudEarly?: Record<string, Promise<Response>>;
  }
}

type Fetch = (request: Request) => Promise<Response>;

/**
 * The SDK's fetch, which answers the app's first GET of a URL with the reply the prerendered page already asked
 * for (scripts/vite/prerender.ts starts its screen's first requests as soon as the HTML is parsed), once. The
 * page asked as a guest, for public data (the marketplace's nodes), so the reply serves a signed-in user too; a
 * refusal (401, 403: data that was not public after all) or no reply at all, and the request goes to the
 * network, as does anything else.
 */
export function withEarlyReplies(baseUrl: string, send: Fetch = (request) => fetch(request)): Fetch {
  const base = baseUrl.replace(/\/+$/, "");
  return (request) => {
    const early = typeof window === "undefined" ? undefined : window.__kubecloudEarly;
    const key = request.url.startsWith(base) ? request.url.slice(base.length) : "";
    const reply = early && request.method === "GET" ? early[key] : undefined;
    if (!reply) return send(request);
    delete early![key];
    return reply.then(
      (response) => (response.status === 401 || response.status === 403 ? send(request) : response),
      () => send(request),
    );
  };
}
