import { lazy, Suspense } from "react";
import { createPortal } from "react-dom";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { useLiveNotifications } from "../../features/notifications/use-live-notifications.ts";

// The low-balance banner belongs to a signed-in tab too, so it comes from here, in a chunk of its own (its
// queries and Mantine's Alert), into the element RootLayout keeps for it under the toasts: the first load
// holds that empty element alone. A banner that cannot load or render leaves the page as it is.
const LowBalanceBanner = lazy(() => import("./LowBalanceBanner.tsx"));

/**
 * The live event connection of a signed-in tab and its low-balance banner, loaded on demand so guests never
 * download either.
 */
export default function LiveNotifications({ alerts }: { alerts: HTMLElement | null }) {
  useLiveNotifications();
  return (
    alerts &&
    createPortal(
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <LowBalanceBanner />
        </Suspense>
      </ErrorBoundary>,
      alerts,
    )
  );
}
