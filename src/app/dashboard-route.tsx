import { lazy } from "react";
import { DashboardPage, SectionPlaceholder, type DashboardSections } from "../features/dashboard/DashboardPage.tsx";
import { OverviewSection } from "../features/dashboard/OverviewSection.tsx";

// The dashboard's sections come from the features that own their data; the ones that are built load when
// first opened (React.lazy), the rest are placeholders until their feature lands.
const placeholder = (section: keyof DashboardSections) => () => <SectionPlaceholder section={section} />;

const sections: DashboardSections = {
  overview: OverviewSection,
  clusters: placeholder("clusters"),
  nodes: lazy(() => import("../features/nodes/MyNodesSection.tsx").then((m) => ({ default: m.MyNodesSection }))),
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
