import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { authScreens } from "../../config/paths.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import ui from "../../components/ui/ui.module.css";
import { Toasts } from "../toasts-chunk.ts";
import { useWindowErrorToasts } from "../use-window-error-toasts.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { RouteError } from "../RouteError.tsx";
import { Footer } from "./Footer.tsx";
import { Navbar } from "./Navbar.tsx";
import { PageLoader } from "./PageLoader.tsx";
import classes from "./RootLayout.module.css";

const LiveNotifications = lazy(() => import("./LiveNotifications.tsx"));

/**
 * Navbar and footer (hidden on the five auth screens), scroll to top on every navigation, the screen between
 * them, under the navbar the band where toasts show (empty and without height while there is none), and at
 * the top of the page the place of the low-balance banner.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const hydrated = useHydrated();
  const bare = authScreens.includes(pathname);
  const band = useRef<HTMLDivElement>(null);
  const [alerts, setAlerts] = useState<HTMLDivElement | null>(null);
  // Set while React commits: outside a transition the update would be synchronous and, right after hydration,
  // re-render the layout and hydrate the whole screen in the same long task.
  const attachAlerts = useCallback((element: HTMLDivElement | null) => startTransition(() => setAlerts(element)), []);
  useWindowErrorToasts();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      {signedIn && (
        <Suspense fallback={null}>
          <LiveNotifications alerts={alerts} />
        </Suspense>
      )}
      {!bare && <Navbar />}
      <div ref={band} className={classes.toasts} data-bare={bare || undefined}>
        <div className={ui.container}>
          {/* Mounted once the page is hydrated (the prerendered HTML has no toasts). */}
          {hydrated && (
            <Suspense fallback={null}>
              <Toasts band={band} />
            </Suspense>
          )}
        </div>
      </div>
      <main id="main" tabIndex={-1} className={classes.main}>
        {/* The low-balance banner of a signed-in tab (LiveNotifications), in the flow: it covers nothing. */}
        <div ref={attachAlerts} />
        {/* A broken or loading screen keeps the navbar and footer around it. */}
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {!bare && <Footer />}
    </div>
  );
}
