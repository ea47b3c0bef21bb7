import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useRoutes, type RouteObject } from "react-router-dom";
import { authScreens, paths } from "../config/paths.ts";
import type { SignInState } from "../lib/session/sign-in-state.ts";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { RouteError } from "./RouteError.tsx";
import type { SessionExpiry } from "./session-expiry.ts";

/**
 * On an expired session: drop every cached answer and go to /sign-in without an error toast (product-rules §2,
 * §4). The sign-in page says why, and signing in leads back to the page (and section) the user was on.
 */
function SessionExpiryRedirect({ expiry }: { expiry: SessionExpiry }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Where the user is, kept for the moment the session ends (an auth screen is nowhere to come back to).
  const here = useRef<string | undefined>(undefined);
  useEffect(() => {
    here.current = authScreens.includes(pathname) ? undefined : `${pathname}${search}`;
  }, [pathname, search]);
  useEffect(
    () =>
      expiry.subscribe(() => {
        queryClient.clear();
        const state: SignInState = { from: here.current, expired: true };
        void navigate(paths.signIn, { replace: true, state });
      }),
    [expiry, navigate, queryClient],
  );
  return null;
}

/**
 * The routes of the app (or a test's), rendered by React Router's declarative API, which keeps the
 * data router's code out of the first load. An error the layout itself throws lands here.
 */
export function AppRoutes({ routes, sessionExpiry }: { routes: RouteObject[]; sessionExpiry: SessionExpiry }) {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <>
      <SessionExpiryRedirect expiry={sessionExpiry} />
      <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
        {element}
      </ErrorBoundary>
    </>
  );
}
