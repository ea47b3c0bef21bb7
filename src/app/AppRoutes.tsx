import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate, useRoutes, type RouteObject } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { RouteError } from "./RouteError.tsx";
import type { SessionExpiry } from "./session-expiry.ts";

/** On an expired session: drop every cached answer and go to /sign-in, silently (product-rules §2, §4). */
function SessionExpiryRedirect({ expiry }: { expiry: SessionExpiry }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      expiry.subscribe(() => {
        queryClient.clear();
        void navigate(paths.signIn, { replace: true });
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
