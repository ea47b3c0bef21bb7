import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { createKubeCloudClient } from "@kubecloud/sdk";
import { MemoryRouter, type Location, type RouteObject } from "react-router-dom";
import { AppRoutes } from "../app/AppRoutes.tsx";
import { Providers } from "../app/providers.tsx";
import { createQueryClient } from "../app/query-client.ts";
import { routes as appRoutes } from "../app/routes.tsx";
import { createSessionExpiry } from "../app/session-expiry.ts";
import { createSessionStore } from "../lib/session/session-store.ts";
import { LocationProbe } from "./LocationProbe.tsx";
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
export function renderApp({
  api = {},
  storage = memoryStorage(),
  routes = appRoutes,
  path = "/",
  state,
}: RenderAppOptions = {}) {
  // Where the app is, as its last commit saw it (tests read `router.location`).
  let committed: Location | undefined;
  const onLocation = (location: Location) => {
    committed = location;
  };
  const requests: Request[] = [];
  const handlers: Record<string, Handler> = {
    "GET /v1/system/maintenance/status": () => reply({ enabled: false }),
    "GET /v1/notifications": () => reply({ notifications: [], limit: 50, offset: 0, count: 0 }),
    ...api,
  };
  const session = createSessionStore(storage);
  const queryClient: QueryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const sessionExpiry = createSessionExpiry();
  const client = createKubeCloudClient({
    baseUrl: "http://api.test/api",
    tokens: session,
    fetch: async (request) => {
      requests.push(request.clone());
      const url = new URL(request.url);
      const handler = handlers[`${request.method} ${url.pathname.replace(/^\/api/, "")}`];
      return handler ? handler(request) : Response.json({ error: "not found" }, { status: 404 });
    },
    onSessionExpired: sessionExpiry.notify,
  });
  const view = render(
    <Providers services={{ api: client, session, queryClient }} env="test">
      <MemoryRouter
        initialEntries={[
          { pathname: path.split("?")[0], search: path.includes("?") ? `?${path.split("?")[1]}` : "", state },
        ]}
        useTransitions={false}
      >
        <LocationProbe onLocation={onLocation} />
        <AppRoutes routes={routes} sessionExpiry={sessionExpiry} />
      </MemoryRouter>
    </Providers>,
  );
  const router = {
    get location(): Location {
      if (!committed) throw new Error("the app has not rendered");
      return committed;
    },
  };
  return { ...view, router, session, storage, queryClient, requests, api: client };
}
