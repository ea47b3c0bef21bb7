import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { dashboardPath, maintenanceAllowed, paths, shownBeforeMaintenanceCheck } from "../config/paths.ts";
import { settings } from "../config/settings.ts";
import { useApi } from "../lib/api-context.ts";
import { useSession, useSessionStore } from "../lib/session/session-context.ts";
import { accountQueries } from "../lib/queries/account.ts";
import { PageLoader } from "./layout/PageLoader.tsx";
import { maintenanceReturn } from "./maintenance-return.ts";
import { maintenanceQueries } from "../lib/queries/maintenance.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

// Shown only while maintenance is on: its Alert and styles stay out of the first load (about 11 kB gzip).
const MaintenanceNotice = lazy(() => import("./MaintenanceNotice.tsx").then((m) => ({ default: m.MaintenanceNotice })));

/**
 * Maintenance mode (product-rules §2): when on, only the allowed routes render and everything else goes to
 * /maintenance; /maintenance goes back where the visitor was (else /) when off. The status is rechecked on
 * navigation once it is an hour old; while signed in it is asked every few seconds, and when the tab comes
 * back, so maintenance reaches a page already open (our rule: the server itself blocks nothing, see
 * lib/maintenance-guard.ts). Allowed routes never wait for the check, and say so when maintenance is on.
 * Neither do the guest forms (sign-in, sign-up, forgot password), which need nothing from the server to show:
 * their prerendered HTML is the form, not a spinner; if the check then finds maintenance on, they go to
 * /maintenance like everything else. A signed-in visitor waits for the check there (the guest forms would
 * send them to /, which is open during maintenance).
 *
 * Our one exception: a signed-in administrator still reaches /admin, where the switch is, so maintenance
 * can always be turned off from the console (the spec's rule would lock the admin out with everyone
 * else). Every other route, for admins too, follows the spec.
 */
export function MaintenanceGate() {
  const api = useApi();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { pathname } = location;
  const { isAdmin, signedIn } = useSession();
  const watching = signedIn && pathname !== paths.maintenance;
  const { data: enabled } = useQuery({
    ...maintenanceQueries.status(api),
    refetchInterval: watching ? settings.maintenancePollMs : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: watching ? "always" : false,
  });
  useEffect(() => {
    void queryClient.prefetchQuery(maintenanceQueries.status(api)); // a no-op while the last check is under an hour old
  }, [api, queryClient, pathname]);

  if (pathname === paths.maintenance)
    return enabled === false ? <Navigate to={maintenanceReturn(location.state)} replace /> : <Outlet />;
  if (maintenanceAllowed.includes(pathname))
    return (
      <>
        {enabled && (
          <Suspense fallback={null}>
            <MaintenanceNotice />
          </Suspense>
        )}
        <Outlet />
      </>
    );
  if (enabled === undefined)
    return shownBeforeMaintenanceCheck.includes(pathname) && !signedIn ? <Outlet /> : <PageLoader />;
  if (enabled && isAdmin && pathname === paths.admin) return <Outlet />;
  const here = { from: `${pathname}${location.search}${location.hash}` };
  return enabled ? <Navigate to={paths.maintenance} replace state={here} /> : <Outlet />;
}

/**
 * Guest-only routes send a signed-in user to /. The decision is taken on arrival: a sign-in that
 * happens on the page itself is left to the page, which knows where to go next. Arriving on prerendered
 * HTML, the decision is taken again once hydrated, when the stored session is known.
 */
export function RequireGuest() {
  const { signedIn } = useSession();
  const { key } = useLocation();
  const hydrated = useHydrated();
  const [arrival, setArrival] = useState({ key, signedIn, hydrated });
  if (arrival.key !== key || arrival.hydrated !== hydrated) setArrival({ key, signedIn, hydrated });
  return arrival.signedIn ? <Navigate to={paths.home} replace /> : <Outlet />;
}

/** Login-required routes send a guest to /sign-in, remembering where they were going. */
export function RequireAuth() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn)
    return <Navigate to={paths.signIn} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

/** The admin route sends a non-admin to /dashboard; loads the user first when only tokens are known. */
export function RequireAdmin() {
  const api = useApi();
  const session = useSessionStore();
  const { user } = useSession();
  const { data, isError } = useQuery({ ...accountQueries.user(api), enabled: user === null });
  useEffect(() => {
    if (user === null && data) session.setUser(data);
  }, [data, session, user]);
  const known = user ?? data;
  if (!known && !isError) return <PageLoader />;
  return known?.admin ? <Outlet /> : <Navigate to={dashboardPath()} replace />;
}
