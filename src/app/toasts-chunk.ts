import { lazy } from "react";

/**
 * Where toasts show: mounted once the page is hydrated (RootLayout), and loaded then, not before: a page's first
 * content never waits for it. Toasts raised earlier wait in Mantine's store.
 */
export const Toasts = lazy(() => import("./Toasts.tsx"));
