import { createLazyKubeCloudClient } from "@kubecloud/sdk";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, matchRoutes } from "react-router-dom";
import { AppRoutes } from "./app/AppRoutes.tsx";
import { isPreloadable } from "./app/preloadable.tsx";
import { Providers } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./app/routes.tsx";
import { createSessionExpiry } from "./app/session-expiry.ts";
import { readEnv } from "./config/env.ts";
import { withEarlyReplies } from "./lib/early-replies.ts";
import { createSessionStore } from "./lib/session/session-store.ts";

const session = createSessionStore(window.localStorage);
const queryClient = createQueryClient();
const sessionExpiry = createSessionExpiry();
// The request code loads beside the page's own (below), not before it: nothing calls the API before hydration.
const { apiBaseUrl } = readEnv();
const api = createLazyKubeCloudClient({
  baseUrl: apiBaseUrl,
  // The first requests of a prerendered page may have been sent by the page itself, before this code arrived.
  fetch: withEarlyReplies(apiBaseUrl),
  tokens: session,
  onSessionExpired: sessionExpiry.notify,
  // The report (a console line; a warning toast in development) loads with the first drift, never before.
  onDrift: (drift) => void import("./app/drift-report.ts").then((report) => report.reportDrift(drift)),
});

const app = (hydrating: boolean) => (
  <StrictMode>
    <Providers services={{ api, session, queryClient }} hydrating={hydrating}>
      {/* Navigations render at once, not as transitions: a screen still loading shows the layout's spinner,
          and signing out can leave a protected page before the session is cleared (useSignOut). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes routes={routes} sessionExpiry={sessionExpiry} />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// The HTML holds this page prerendered (the path it was rendered for matches, and no query asks for more, like
// the marketplace's filters): it is hydrated below. Any other page (a deep link the server answered with
// index.html) renders from scratch; the HTML's own content was hidden before it painted (index.html's head script).
const html = document.documentElement;
const prerendered =
  html.dataset.prerendered === window.location.pathname.replace(/(.)\/+$/, "$1") && !window.location.search;

// The table of the other screens (routes.tsx) loads once the page has: a first click elsewhere waits for one file less.
window.addEventListener("load", () => void import("./app/screens.ts"), { once: true });

// What ran so far (this module and everything it imports) is one task; the rest starts in the next, so that neither
// holds a slow phone's main thread for long (finding the route compiles the router's matching code, for one).
setTimeout(start);

function start() {
  // The screen of this URL loads at once (the prerendered HTML modulepreloads it); the toasts load with the first
  // toast (app/toasts-chunk.ts).
  // The screen's first request starts as soon as its code is here (its `prefetch`), not once the page has rendered;
  // a prerendered page may even have sent it itself, before this code arrived (lib/early-replies.ts). Its screen
  // shows the reply once hydrated: hydration must find the page as the HTML has it.
  const screen = matchRoutes(routes, window.location)?.map(({ route }) => route.Component) ?? [];
  const prefetchContext = { api, queryClient, search: new URLSearchParams(window.location.search) };
  const loading = Promise.all([
    ...screen.filter(isPreloadable).map((page) => page.preload().then((loaded) => loaded.prefetch?.(prefetchContext))),
  ]);
  void api.load();
  // A prerendered page inlines only the CSS its HTML uses; the rest of its stylesheet loads without blocking the first
  // paint (scripts/vite/critical-css.ts). The app renders nothing of its own before it is here: another page, a
  // dialog, the page a deep link asks for may use any of it.
  const stylesheet = new Promise<void>((resolve) => {
    const link = document.querySelector<HTMLLinkElement>("link[data-deferred]");
    // Its inline handlers set `media` to "all" once it has loaded (or failed to).
    if (!link || link.media === "all") return resolve();
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
  });

  // A prerendered page is hydrated once the screen's code is here.
  const root = document.getElementById("root")!;
  if (prerendered) {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread until the whole page is hydrated (a long task on a slow phone).
    void stylesheet.then(() => loading).finally(() => startTransition(() => void hydrateRoot(root, app(true))));
  } else {
    void stylesheet.then(() => {
      root.replaceChildren();
      delete html.dataset.prerendered;
      createRoot(root).render(app(false));
    });
  }
}
