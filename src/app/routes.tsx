import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { MaintenanceGate, RequireAdmin, RequireAuth, RequireGuest } from "./guards.tsx";
import { HomeRoute } from "./HomeRoute.tsx";
import { RootLayout } from "./layout/RootLayout.tsx";
import { preloadable } from "./preloadable.tsx";

/**
 * A screen loaded on demand (its chunk carries its own styles). While it loads, the layout's Suspense
 * shows a spinner; a chunk that fails to load reaches its error boundary. The screen of the URL being
 * opened is loaded before the app starts (main.tsx).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return preloadable(async () => pick(await load()));
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
            Component: page(
              () => import("./public-routes.tsx"),
              (m) => m.FeaturesRoute,
            ),
          },
          {
            path: paths.useCases,
            Component: page(
              () => import("./public-routes.tsx"),
              (m) => m.UseCasesRoute,
            ),
          },
          {
            path: paths.docs,
            Component: page(
              () => import("./public-routes.tsx"),
              (m) => m.DocsRoute,
            ),
          },
          {
            path: paths.maintenance,
            Component: page(
              () => import("./public-routes.tsx"),
              (m) => m.MaintenanceRoute,
            ),
          },
          {
            path: paths.pendingRequests,
            Component: page(
              () => import("./public-routes.tsx"),
              (m) => m.PendingRecordsRoute,
            ),
          },
          {
            path: paths.nodes,
            Component: page(
              () => import("../features/nodes/NodesPage.tsx"),
              (m) => m.NodesPage,
            ),
          },
          {
            path: paths.resetPassword,
            Component: page(
              () => import("../features/auth/ResetPasswordPage.tsx"),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            element: <RequireGuest />,
            children: [
              {
                path: paths.signIn,
                Component: page(
                  () => import("../features/auth/SignInPage.tsx"),
                  (m) => m.SignInPage,
                ),
              },
              {
                path: paths.signUp,
                Component: page(
                  () => import("../features/auth/SignUpPage.tsx"),
                  (m) => m.SignUpPage,
                ),
              },
              {
                path: paths.verify,
                Component: page(
                  () => import("../features/auth/VerifyPage.tsx"),
                  (m) => m.VerifyPage,
                ),
              },
              {
                path: paths.forgotPassword,
                Component: page(
                  () => import("../features/auth/ForgotPasswordPage.tsx"),
                  (m) => m.ForgotPasswordPage,
                ),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.dashboard,
                Component: page(
                  () => import("./dashboard-route.tsx"),
                  (m) => m.DashboardRoute,
                ),
              },
              {
                path: paths.notifications,
                Component: page(
                  () => import("../features/notifications/NotificationsPage.tsx"),
                  (m) => m.NotificationsPage,
                ),
              },
              {
                path: paths.activity,
                // Through the dashboard's chunk (see dashboard-route.tsx): the first load keeps one list of its files.
                Component: page(
                  () => import("./dashboard-route.tsx"),
                  (m) => m.ActivityRoute,
                ),
              },
              {
                path: paths.cluster,
                Component: page(
                  () => import("./cluster-routes.ts"),
                  (m) => m.ClusterPage,
                ),
              },
              {
                path: paths.deploy,
                Component: page(
                  () => import("./cluster-routes.ts"),
                  (m) => m.DeployPage,
                ),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.admin,
                    Component: page(
                      () => import("../features/admin/AdminPage.tsx"),
                      (m) => m.AdminPage,
                    ),
                  },
                ],
              },
            ],
          },
          {
            path: "*",
            Component: page(
              () => import("./NotFoundPage.tsx"),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];
