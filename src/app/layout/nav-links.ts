import { dashboardPath, paths } from "../../config/paths.ts";
import { useSession } from "../../lib/session/session-context.ts";

/** The navbar's links (product-rules §2): Home, Features, Docs, Use Cases, and Dashboard when signed in. */
export function useNavLinks() {
  const { signedIn } = useSession();
  const links: { to: string; label: string }[] = [
    { to: paths.home, label: "Home" },
    { to: paths.features, label: "Features" },
    { to: paths.docs, label: "Docs" },
    { to: paths.useCases, label: "Use Cases" },
  ];
  if (signedIn) links.push({ to: dashboardPath(), label: "Dashboard" });
  return links;
}
