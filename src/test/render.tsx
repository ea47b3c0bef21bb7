import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { createKubeCloudClient } from "@kubecloud/sdk";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { Providers } from "../app/providers.tsx";
import { createQueryClient } from "../app/query-client.ts";
import { routes as appRoutes } from "../app/routes.tsx";
import { sessionExpiredHandler } from "../app/session-expiry.ts";
import { createSessionStore } from "../features/session/session-store.ts";
import { memoryStorage } from "./storage.ts";

export { memoryStorage };

export type Handler = (request: Request) => Response | Promise<Response>;

/** A JSON response, enveloped the way most KubeCloud routes answer unless `raw`. */
export function reply(data: unknown, status = 200, { raw = false } = {}): Response {
  return Response.json(raw ? data : { status, message: "ok", data }, { status });
}

export interface RenderAppOptions {
  /** Routes as `"GET /v1/user/"` → handler; unknown routes answer 404. Maintenance is off unless given. */
  api?: Record<string, Handler>;
  storage?: ReturnType<typeof memoryStorage>;
  routes?: RouteObject[];
  path?: string;
  state?: unknown;
}

/**
 * Renders the app (or given routes) at `path` with every provider, a memory router, a fresh query
 * client with retries off, and an SDK client whose fetch is scripted by `api`.
 */
export function renderApp({ api = {}, storage = memoryStorage(), routes = appRoutes, path = "/", state }: RenderAppOptions = {}) {
  const requests: Request[] = [];
  const handlers: Record<string, Handler> = {
    "GET /v1/system/maintenance/status": () => reply({ enabled: false }),
    "GET /v1/notifications": () => reply({ notifications: [], limit: 50, offset: 0, count: 0 }),
    ...api,
  };
  const session = createSessionStore(storage);
  const queryClient: QueryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path.split("?")[0], search: path.includes("?") ? `?${path.split("?")[1]}` : "", state }] });
  const client = createKubeCloudClient({
    baseUrl: "http://api.test/api",
    tokens: session,
    fetch: async (request) => {
      requests.push(request.clone());
      const url = new URL(request.url);
      const handler = handlers[`${request.method} ${url.pathname.replace(/^\/api/, "")}`];
      return handler ? handler(request) : Response.json({ error: "not found" }, { status: 404 });
    },
    onSessionExpired: sessionExpiredHandler(queryClient, router),
  });
  const view = render(
    <Providers services={{ api: client, session, queryClient }} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, session, storage, queryClient, requests, api: client };
}
