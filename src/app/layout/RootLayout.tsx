import { Box } from "@mantine/core";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { authScreens } from "../../config/paths.ts";
import { useSession } from "../../features/session/session-context.ts";
import { useLiveNotifications } from "../../features/notifications/use-live-notifications.ts";
import { useWindowErrorToasts } from "../../features/feedback/use-window-error-toasts.ts";
import { Footer } from "./Footer.tsx";
import { Navbar } from "./Navbar.tsx";
import classes from "./RootLayout.module.css";

function LiveNotifications() {
  useLiveNotifications();
  return null;
}

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
      {signedIn && <LiveNotifications />}
      {!bare && <Navbar />}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      {!bare && <Footer />}
    </>
  );
}
