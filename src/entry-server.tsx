// The prerenderer's entry (scripts/vite/prerender.ts): renders one page of the app to HTML at build time, as a
// guest who has not heard from the server yet, the state hydration starts from (main.tsx).
import { ColorSchemeScript } from "@mantine/core";
import { createKubeCloudClient, createLazyKubeCloudClient } from "@kubecloud/sdk";
import { QueryClient } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { matchRoutes, StaticRouter } from "react-router-dom";
import { AppRoutes } from "./app/AppRoutes.tsx";
import { isPreloadable } from "./app/preloadable.tsx";
import { Providers } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./app/routes.tsx";
import { createSessionExpiry } from "./app/session-expiry.ts";
import { createSessionStore } from "./lib/session/session-store.ts";
import { prerenderedPageMeta } from "./lib/use-page-meta.ts";
import { defaultColorScheme } from "./theme.ts";

/** The scheme of the HTML before its script runs (with scripts off). */
export { defaultColorScheme };

export interface PrerenderedPage {
  /** The app's HTML, for `<div id="root">`. */
  html: string;
  /** What usePageMeta set while rendering. */
  title?: string;
  description?: string;
}

const nothingStored = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/** Renders `path` once everything it loads on demand is loaded (a failure fails the build). */
export async function render(path: string): Promise<PrerenderedPage> {
  const session = createSessionStore(nothingStored);
  const sessionExpiry = createSessionExpiry();
  // Nothing is fetched while rendering (queries start in effects): the client never calls, nor loads its code.
  const api = createLazyKubeCloudClient({ baseUrl: "http://prerender.invalid/api", tokens: session });
  const queryClient = createQueryClient();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <Providers services={{ api, session, queryClient }} hydrating>
      <StaticRouter location={path}>
        <AppRoutes routes={routes} sessionExpiry={sessionExpiry} />
      </StaticRouter>
    </Providers>,
    // One piece of HTML: React would otherwise send a large screen apart from the shell, showing its
    // fallback (the spinner) first and swapping the screen in by script a few hundred milliseconds later.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // The queries the page declared keep garbage-collection timers (minutes long) that would hold the build open.
  queryClient.clear();
  if (errors.length) throw new AggregateError(errors, `prerendering ${path} failed`);
  return { html, ...prerenderedPageMeta };
}

/**
 * Sets the visitor's colour scheme before the first paint (Mantine's own script, with the app's default), without
 * the indentation it comes with: each of its statements ends with a semicolon or a brace. Every page carries it.
 */
export function colorSchemeScript(): string {
  return renderToStaticMarkup(<ColorSchemeScript defaultColorScheme={defaultColorScheme} />).replace(/\n\s*/g, "");
}

const RECORDING_BASE = "http://prerender.invalid/api";

/**
 * The requests a guest's visit to `path` makes first (its screen's `prefetch`), as paths below the API's base
 * URL with their query, exactly as the SDK writes them: the prerendered page starts them itself, before its code
 * has arrived (scripts/vite/prerender.ts; the app takes their replies, lib/early-replies.ts). Nothing is sent:
 * the requests are recorded and refused.
 */
export async function firstRequests(path: string): Promise<string[]> {
  const recorded: string[] = [];
  const api = createKubeCloudClient({
    baseUrl: RECORDING_BASE,
    tokens: createSessionStore(nothingStored),
    fetch: (request) => {
      if (request.method === "GET") recorded.push(request.url.slice(RECORDING_BASE.length));
      return Promise.reject(new Error("prerender: requests are recorded, not sent"));
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screens = (matchRoutes(routes, path) ?? []).map(({ route }) => route.Component).filter(isPreloadable);
  for (const screen of await Promise.all(screens.map((page) => page.preload())))
    screen.prefetch?.({ api, queryClient, search: new URLSearchParams() });
  // The prefetches fail at once (the refusal above); then their queries are done with.
  for (let turn = 0; turn < 100 && queryClient.isFetching() > 0; turn += 1)
    await new Promise((resolve) => setTimeout(resolve, 1));
  queryClient.clear();
  return recorded;
}
