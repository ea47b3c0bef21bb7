import contract from "../generated/openapi.json";
/** A scripted fetch for tests: routes `METHOD /path` to a handler and records every request. */
export type Handler = (request: Request, call: number) => Response | Promise<Response>;

export function json(body: unknown, status = 200, statusText = ""): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
}

export function fakeFetch(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const counts = new Map<string, number>();
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request.clone());
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) return json({ error: `no route for ${key}` }, 599);
    const call = (counts.get(key) ?? 0) + 1;
    counts.set(key, call);
    return handler(request, call);
  };
  return { fetch, requests, count: (key: string) => counts.get(key) ?? 0 };
}

/** A named example of the contract (`components.examples`), deep-copied: realistic data that satisfies it. */
export function contractExample<T = unknown>(name: string): T {
  const examples = (contract as unknown as { components: { examples: Record<string, { value: unknown }> } }).components
    .examples;
  if (!(name in examples)) throw new Error(`The contract has no example ${name}`);
  return structuredClone(examples[name].value) as T;
}
