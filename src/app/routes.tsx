import type { RouteObject } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { MaintenanceGate, RequireAdmin, RequireAuth, RequireGuest } from "./guards.tsx";
import { HomeRoute } from "./HomeRoute.tsx";
import { RootLayout } from "./layout/RootLayout.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { PlaceholderPage } from "./PlaceholderPage.tsx";
import { RouteError } from "./RouteError.tsx";

const placeholder = (title: string) => () => <PlaceholderPage title={title} />;

/** The 17 routes of spec §2 and a 404. Every screen but Home is loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MaintenanceGate />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: paths.features, lazy: async () => ({ Component: (await import("./public-routes.tsx")).FeaturesRoute }) },
          { path: paths.useCases, lazy: async () => ({ Component: (await import("./public-routes.tsx")).UseCasesRoute }) },
          { path: paths.docs, lazy: async () => ({ Component: (await import("./public-routes.tsx")).DocsRoute }) },
          { path: paths.maintenance, lazy: async () => ({ Component: (await import("./public-routes.tsx")).MaintenanceRoute }) },
          { path: paths.pendingRequests, lazy: async () => ({ Component: (await import("./public-routes.tsx")).PendingRecordsRoute }) },
          { path: paths.nodes, Component: placeholder("Reserve nodes") },
          { path: paths.resetPassword, lazy: async () => ({ Component: (await import("../features/auth/ResetPasswordPage.tsx")).ResetPasswordPage }) },
          {
            element: <RequireGuest />,
            children: [
              { path: paths.signIn, lazy: async () => ({ Component: (await import("../features/auth/SignInPage.tsx")).SignInPage }) },
              { path: paths.signUp, lazy: async () => ({ Component: (await import("../features/auth/SignUpPage.tsx")).SignUpPage }) },
              { path: paths.verify, lazy: async () => ({ Component: (await import("../features/auth/VerifyPage.tsx")).VerifyPage }) },
              { path: paths.forgotPassword, lazy: async () => ({ Component: (await import("../features/auth/ForgotPasswordPage.tsx")).ForgotPasswordPage }) },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.dashboard, lazy: async () => ({ Component: (await import("../features/dashboard/DashboardPage.tsx")).DashboardPage }) },
              { path: paths.notifications, lazy: async () => ({ Component: (await import("../features/notifications/NotificationsPage.tsx")).NotificationsPage }) },
              { path: paths.cluster, Component: placeholder("Manage cluster") },
              { path: paths.deploy, Component: placeholder("Deploy a cluster") },
              { element: <RequireAdmin />, children: [{ path: paths.admin, Component: placeholder("Admin dashboard") }] },
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
