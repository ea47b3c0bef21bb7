import { preloadable } from "./preloadable.tsx";

/**
 * Where toasts show: loaded with the page's screen (main.tsx preloads both, the prerendered HTML
 * modulepreloads both) and mounted once the page is hydrated (RootLayout); toasts raised earlier wait in
 * Mantine's store.
 */
export const Toasts = preloadable(() => import("./Toasts.tsx").then((m) => m.default));
