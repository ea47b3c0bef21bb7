import { Paper } from "@mantine/core";
import { lazy, Suspense } from "react";
import { DashboardPage, type DashboardSections } from "../features/dashboard/DashboardPage.tsx";
import { OverviewSection } from "../features/dashboard/OverviewSection.tsx";

// The dashboard's sections come from the features that own their data; all but the overview load when
// first opened (React.lazy).

// Money and account (issue 13): one chunk for the six sections (see account-sections.ts).
const accountSections = () => import("./account-sections.ts");
const ProfileSection = lazy(() => accountSections().then((m) => ({ default: m.ProfileSection })));
const SshKeysSection = lazy(() => accountSections().then((m) => ({ default: m.SshKeysSection })));
const AddFundsSection = lazy(() => accountSections().then((m) => ({ default: m.AddFundsSection })));
const InvoicesSection = lazy(() => accountSections().then((m) => ({ default: m.InvoicesSection })));
const PaymentsSection = lazy(() => accountSections().then((m) => ({ default: m.PaymentsSection })));
const VouchersSection = lazy(() => accountSections().then((m) => ({ default: m.VouchersSection })));

// The overview's spend chart (issue 24) in a chunk of its own: only the overview needs its d3.
const SpendPanel = lazy(() => import("../features/billing/SpendPanel.tsx").then((m) => ({ default: m.SpendPanel })));
// The activity log (issue 24), in the same chunk: the overview's Recent Activity panel and the Activity section.
const RecentActivityPanel = lazy(() => accountSections().then((m) => ({ default: m.RecentActivityPanel })));
const ActivitySection = lazy(() => accountSections().then((m) => ({ default: m.ActivitySection })));
/**
 * The /activity page. Its route loads this chunk, then the account chunk: a route to the account chunk itself
 * would add a list of that chunk's files to the first load, which has no room for it (bench:bundle).
 */
const ActivityPage = lazy(() => accountSections().then((m) => ({ default: m.ActivityPage })));
export function ActivityRoute() {
  return <ActivityPage />;
}

/** The overview with the panels of other features (spend, activity) under its figures. */
function Overview() {
  return (
    <OverviewSection>
      {/* About the panel's height, so that nothing moves when it arrives. */}
      <Suspense fallback={<Paper withBorder radius="md" h={{ base: 535, sm: 435 }} aria-hidden />}>
        <SpendPanel />
      </Suspense>
      {/* As high as the panel with its five entries, so the page does not jump when it comes. */}
      <Suspense fallback={<div style={{ height: 282 }} />}>
        <RecentActivityPanel />
      </Suspense>
    </OverviewSection>
  );
}

const sections: DashboardSections = {
  overview: Overview,
  // The clusters screens' chunk (see cluster-routes.ts): the section shares most of its code with them.
  clusters: lazy(() => import("./cluster-routes.ts").then((m) => ({ default: m.ClustersSection }))),
  nodes: lazy(() => import("../features/nodes/MyNodesSection.tsx").then((m) => ({ default: m.MyNodesSection }))),
  profile: ProfileSection,
  ssh: SshKeysSection,
  "add-funds": AddFundsSection,
  billing: InvoicesSection,
  payments: PaymentsSection,
  vouchers: VouchersSection,
  activity: ActivitySection,
};

export function DashboardRoute() {
  return <DashboardPage sections={sections} />;
}
