/** Every route of the console (product-rules §2), in one place. */
export const paths = {
  home: "/",
  signIn: "/sign-in",
  signUp: "/sign-up",
  verify: "/register/verify",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  dashboard: "/dashboard",
  cluster: "/clusters/:id",
  deploy: "/deploy",
  admin: "/admin",
  notifications: "/notifications",
  activity: "/activity",
  features: "/features",
  nodes: "/nodes",
  useCases: "/use-cases",
  docs: "/docs",
  pendingRequests: "/pending-requests",
  maintenance: "/maintenance",
} as const;

/** The page of one cluster, by its user-facing name. */
export const clusterPath = (name: string) => paths.cluster.replace(":id", encodeURIComponent(name));

/** A page whose sections live in the URL (`?section=`); its first section, "overview", is the bare path. */
export const sectionPath = (page: string, section: string) =>
  section === "overview" ? page : `${page}?section=${section}`;

/** The dashboard sections; the selected one lives in the URL (`?section=`). */
export const dashboardSections = [
  "overview",
  "clusters",
  "nodes",
  "profile",
  "ssh",
  "add-funds",
  "billing",
  "payments",
  "vouchers",
  "activity",
] as const;
export type DashboardSection = (typeof dashboardSections)[number];
export const dashboardPath = (section: DashboardSection = "overview") => sectionPath(paths.dashboard, section);

/** Routes that hide the navbar and footer (product-rules §2). */
export const authScreens: readonly string[] = [
  paths.signIn,
  paths.signUp,
  paths.verify,
  paths.forgotPassword,
  paths.resetPassword,
];

/** Routes reachable while maintenance is on (product-rules §2). */
export const maintenanceAllowed: readonly string[] = [
  paths.home,
  paths.features,
  paths.useCases,
  paths.docs,
  paths.nodes,
  paths.maintenance,
];

/**
 * Routes shown while the maintenance check is still running (our rule, product-rules §2): the guest forms,
 * which need nothing from the server to show; they go to /maintenance if the check finds it on.
 */
export const shownBeforeMaintenanceCheck: readonly string[] = [paths.signIn, paths.signUp, paths.forgotPassword];
