import { Box } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { authScreens } from "../../config/paths.ts";
import { useSession } from "../../features/session/session-context.ts";
import { useWindowErrorToasts } from "../../features/feedback/use-window-error-toasts.ts";
import { Footer } from "./Footer.tsx";
import { Navbar } from "./Navbar.tsx";
import classes from "./RootLayout.module.css";

const LiveNotifications = lazy(() => import("./LiveNotifications.tsx"));

/** Navbar and footer (hidden on the five auth screens), scroll to top on every navigation. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const bare = authScreens.includes(pathname);
  useWindowErrorToasts();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      {signedIn && (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      )}
      {!bare && <Navbar />}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      {!bare && <Footer />}
    </>
  );
}
