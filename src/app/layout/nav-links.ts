import { paths } from "../../config/paths.ts";
import { useDashboardHome } from "../../lib/dashboard-section.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { useMaintenanceOn } from "./use-maintenance-on.ts";

/**
 * The navbar's links (product-rules §2): Home, Features, Docs, Use Cases, and Dashboard when signed in, but not
 * while maintenance is on, when it would only lead back to the maintenance page. Dashboard opens the section
 * the user last had open.
 */
export function useNavLinks() {
  const { signedIn } = useSession();
  const maintenance = useMaintenanceOn();
  const dashboard = useDashboardHome(signedIn);
  const links: { to: string; label: string }[] = [
    { to: paths.home, label: "Home" },
    { to: paths.features, label: "Features" },
    { to: paths.docs, label: "Docs" },
    { to: paths.useCases, label: "Use Cases" },
  ];
  if (signedIn && !maintenance) links.push({ to: dashboard, label: "Dashboard" });
  return links;
}
