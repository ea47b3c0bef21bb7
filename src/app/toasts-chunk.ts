import { lazy } from "react";
import { firstToast } from "../components/feedback/first-toast.ts";

/**
 * Where toasts show (RootLayout mounts it once the page is hydrated), loaded with the first toast: most page
 * loads raise none, and the toasts' code (five files and a stylesheet) loading while a page starts competes
 * with the page's own first work, such as the marketplace's first rows. A toast waits in Mantine's store
 * until then.
 */
export const Toasts = lazy(() => firstToast.then(() => import("./Toasts.tsx")));
