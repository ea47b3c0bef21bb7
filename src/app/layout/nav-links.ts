import { dashboardPath, paths } from "../../config/paths.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { useMaintenanceOn } from "./use-maintenance-on.ts";

/**
 * The navbar's links (product-rules §2): Home, Features, Docs, Use Cases, and Dashboard when signed in, but not
 * while maintenance is on, when it would only lead back to the maintenance page.
 */
export function useNavLinks() {
  const { signedIn } = useSession();
  const maintenance = useMaintenanceOn();
  const links: { to: string; label: string }[] = [
    { to: paths.home, label: "Home" },
    { to: paths.features, label: "Features" },
    { to: paths.docs, label: "Docs" },
    { to: paths.useCases, label: "Use Cases" },
  ];
  if (signedIn && !maintenance) links.push({ to: dashboardPath(), label: "Dashboard" });
  return links;
}
