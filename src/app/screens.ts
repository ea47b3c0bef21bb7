import type { ComponentType } from "react";

/**
 * The screens loaded on demand, by name. This module is itself loaded on demand (routes.tsx): the loading of
 * each screen carries the list of the files it needs (Vite's preload table, some 3 KB gzip), which the home
 * page, the one screen in the first load, has no use for until the user goes elsewhere. A page prerendered
 * with one of these screens preloads this module (the prerenderer sees it run); main.tsx warms it once idle.
 */
export const screens = {
  features: () => import("./public-routes.tsx").then((m) => m.FeaturesRoute),
  useCases: () => import("./public-routes.tsx").then((m) => m.UseCasesRoute),
  docs: () => import("./public-routes.tsx").then((m) => m.DocsRoute),
  maintenance: () => import("./public-routes.tsx").then((m) => m.MaintenanceRoute),
  pendingRecords: () => import("./public-routes.tsx").then((m) => m.PendingRecordsRoute),
  nodes: () => import("../features/nodes/NodesPage.tsx").then((m) => m.NodesPage),
  resetPassword: () => import("../features/auth/ResetPasswordPage.tsx").then((m) => m.ResetPasswordPage),
  signIn: () => import("../features/auth/SignInPage.tsx").then((m) => m.SignInPage),
  signUp: () => import("../features/auth/SignUpPage.tsx").then((m) => m.SignUpPage),
  verify: () => import("../features/auth/VerifyPage.tsx").then((m) => m.VerifyPage),
  forgotPassword: () => import("../features/auth/ForgotPasswordPage.tsx").then((m) => m.ForgotPasswordPage),
  // Activity goes through the dashboard's chunk (see dashboard-route.tsx): one list of its files.
  dashboard: () => import("./dashboard-route.tsx").then((m) => m.DashboardRoute),
  activity: () => import("./dashboard-route.tsx").then((m) => m.ActivityRoute),
  notifications: () => import("../features/notifications/NotificationsPage.tsx").then((m) => m.NotificationsPage),
  cluster: () => import("./cluster-routes.ts").then((m) => m.ClusterPage),
  deploy: () => import("./cluster-routes.ts").then((m) => m.DeployPage),
  admin: () => import("../features/admin/AdminPage.tsx").then((m) => m.AdminPage),
  notFound: () => import("./NotFoundPage.tsx").then((m) => m.NotFoundPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ScreenName = keyof typeof screens;
