import { Skeleton } from "@mantine/core";
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

// The activity log (issue 24): the overview's Recent Activity panel and the Activity section, each loaded on
// first show.
const RecentActivityPanel = lazy(() =>
  import("../features/activity/RecentActivityPanel.tsx").then((m) => ({ default: m.RecentActivityPanel })),
);

/** The overview with the panels of other features (spend, activity) under its figures. */
function Overview() {
  return (
    <OverviewSection>
      <Suspense fallback={<Skeleton h={282} radius="md" />}>
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
  activity: lazy(() =>
    import("../features/activity/ActivitySection.tsx").then((m) => ({ default: m.ActivitySection })),
  ),
};

export function DashboardRoute() {
  return <DashboardPage sections={sections} />;
}
