import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { authScreens } from "../../config/paths.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { useWindowErrorToasts } from "../use-window-error-toasts.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { RouteError } from "../RouteError.tsx";
import { Footer } from "./Footer.tsx";
import { Navbar } from "./Navbar.tsx";
import { PageLoader } from "./PageLoader.tsx";
import classes from "./RootLayout.module.css";

const LiveNotifications = lazy(() => import("./LiveNotifications.tsx"));

/** Navbar and footer (hidden on the five auth screens), scroll to top on every navigation, and the screen between them. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const bare = authScreens.includes(pathname);
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
          <LiveNotifications />
        </Suspense>
      )}
      {!bare && <Navbar />}
      <main id="main" tabIndex={-1} className={classes.main}>
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
