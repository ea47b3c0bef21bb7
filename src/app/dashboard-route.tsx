import { DashboardPage, SectionPlaceholder, type DashboardSections } from "../features/dashboard/DashboardPage.tsx";
import { OverviewSection } from "../features/dashboard/OverviewSection.tsx";

// The dashboard's sections come from the features that own their data. A section other than the overview
// loads when first opened:
//   nodes: lazy(() => import("../features/nodes/MyNodesSection.tsx").then((m) => ({ default: m.MyNodesSection }))),
const placeholder = (section: keyof DashboardSections) => () => <SectionPlaceholder section={section} />;

const sections: DashboardSections = {
  overview: OverviewSection,
  clusters: placeholder("clusters"),
  nodes: placeholder("nodes"),
  profile: placeholder("profile"),
  ssh: placeholder("ssh"),
  "add-funds": placeholder("add-funds"),
  billing: placeholder("billing"),
  payments: placeholder("payments"),
  vouchers: placeholder("vouchers"),
};

export function DashboardRoute() {
  return <DashboardPage sections={sections} />;
}
