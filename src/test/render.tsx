import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createKubeCloudClient, createMemoryTokenStore } from "@kubecloud/sdk";
import { MemoryRouter, type Location, type RouteObject } from "react-router-dom";
import { AppRoutes } from "../app/AppRoutes.tsx";
import { ApiContext } from "../lib/api-context.ts";
import { Providers } from "../app/providers.tsx";
import { createQueryClient } from "../app/query-client.ts";
import { routes as appRoutes } from "../app/routes.tsx";
import { createSessionExpiry } from "../app/session-expiry.ts";
import { forgetDashboardSection } from "../lib/dashboard-section.ts";
import { createSessionStore } from "../lib/session/session-store.ts";
import { ok, scriptedFetch, type Handlers } from "./api.ts";
import { LocationProbe } from "./LocationProbe.tsx";
import { memoryStorage } from "./storage.ts";

export { memoryStorage };

export { done, fail, ok, type Handler, type Handlers } from "./api.ts";

export interface RenderAppOptions {
  /**
   * Routes as `"GET /v1/user/"` or `"PATCH /v1/notifications/{notification_id}/read"` → a handler that
   * answers `ok(data)`, `fail(status, body)` (both checked against the contract) or a raw Response.
   * Unknown routes answer 404. Maintenance is off and the notification list empty unless given.
   */
  api?: Handlers;
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
  forgetDashboardSection(); // a new app remembers no dashboard section
  const handlers: Handlers = {
    "GET /v1/system/maintenance/status": () => ok({ enabled: false }),
    "GET /v1/notifications": () => ok({ notifications: [], limit: 50, offset: 0, count: 0 }),
    ...api,
  };
  const session = createSessionStore(storage);
  const queryClient: QueryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const sessionExpiry = createSessionExpiry();
  const client = createKubeCloudClient({
    baseUrl: "http://api.test/api",
    tokens: session,
    fetch: scriptedFetch(handlers, requests),
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

/**
 * Renders one part of a screen (not the whole app) with the theme, a fresh query client (retries off) and
 * an SDK client scripted by `api`, signed in when `signedIn`. `requests` records what the part asked for.
 */
export function renderWithApi(
  ui: ReactNode,
  { api = {}, signedIn = false }: { api?: Handlers; signedIn?: boolean } = {},
) {
  const requests: Request[] = [];
  const tokens = createMemoryTokenStore(signedIn ? { accessToken: "access", refreshToken: "refresh" } : undefined);
  const client = createKubeCloudClient({ baseUrl: "http://api.test/api", tokens, fetch: scriptedFetch(api, requests) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={client}>{ui}</ApiContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, requests, queryClient, api: client };
}
