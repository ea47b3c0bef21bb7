import type { RouteObject } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { MaintenanceGate, RequireAdmin, RequireAuth, RequireGuest } from "./guards.tsx";
import { HomeRoute } from "./HomeRoute.tsx";
import { RootLayout } from "./layout/RootLayout.tsx";
import { preloadable } from "./preloadable.tsx";
import type { ScreenName } from "./screens.ts";

/**
 * A screen loaded on demand (its chunk carries its own styles), through the table of screens, itself loaded
 * on demand (screens.ts says why). While it loads, the layout's Suspense shows a spinner; a chunk that fails
 * to load reaches its error boundary. The screen of the URL being opened is loaded before the app starts
 * (main.tsx).
 */
function page(name: ScreenName) {
  return preloadable(async () => (await import("./screens.ts")).screens[name]());
}

/** The 17 routes of product-rules §2 and a 404. Every screen but Home is loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MaintenanceGate />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: paths.features,
            Component: page("features"),
          },
          {
            path: paths.useCases,
            Component: page("useCases"),
          },
          {
            path: paths.docs,
            Component: page("docs"),
          },
          {
            path: paths.maintenance,
            Component: page("maintenance"),
          },
          {
            path: paths.pendingRequests,
            Component: page("pendingRecords"),
          },
          {
            path: paths.nodes,
            Component: page("nodes"),
          },
          {
            path: paths.resetPassword,
            Component: page("resetPassword"),
          },
          {
            element: <RequireGuest />,
            children: [
              {
                path: paths.signIn,
                Component: page("signIn"),
              },
              {
                path: paths.signUp,
                Component: page("signUp"),
              },
              {
                path: paths.verify,
                Component: page("verify"),
              },
              {
                path: paths.forgotPassword,
                Component: page("forgotPassword"),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.dashboard,
                Component: page("dashboard"),
              },
              {
                path: paths.notifications,
                Component: page("notifications"),
              },
              {
                path: paths.activity,
                Component: page("activity"),
              },
              {
                path: paths.cluster,
                Component: page("cluster"),
              },
              {
                path: paths.deploy,
                Component: page("deploy"),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.admin,
                    Component: page("admin"),
                  },
                ],
              },
            ],
          },
          {
            path: "*",
            Component: page("notFound"),
          },
        ],
      },
    ],
  },
];
