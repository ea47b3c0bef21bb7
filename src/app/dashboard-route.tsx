import { lazy } from "react";
import { DashboardPage, SectionPlaceholder, type DashboardSections } from "../features/dashboard/DashboardPage.tsx";
import { OverviewSection } from "../features/dashboard/OverviewSection.tsx";

// The dashboard's sections come from the features that own their data; the ones that are built load when
// first opened (React.lazy), the rest are placeholders until their feature lands.
const placeholder = (section: keyof DashboardSections) => () => <SectionPlaceholder section={section} />;

// Money and account (issue 13): one chunk for the six sections (see account-sections.ts).
const accountSections = () => import("./account-sections.ts");
const ProfileSection = lazy(() => accountSections().then((m) => ({ default: m.ProfileSection })));
const SshKeysSection = lazy(() => accountSections().then((m) => ({ default: m.SshKeysSection })));
const AddFundsSection = lazy(() => accountSections().then((m) => ({ default: m.AddFundsSection })));
const InvoicesSection = lazy(() => accountSections().then((m) => ({ default: m.InvoicesSection })));
const PaymentsSection = lazy(() => accountSections().then((m) => ({ default: m.PaymentsSection })));
const VouchersSection = lazy(() => accountSections().then((m) => ({ default: m.VouchersSection })));

const sections: DashboardSections = {
  overview: OverviewSection,
  clusters: placeholder("clusters"),
  nodes: lazy(() => import("../features/nodes/MyNodesSection.tsx").then((m) => ({ default: m.MyNodesSection }))),
  profile: ProfileSection,
  ssh: SshKeysSection,
  "add-funds": AddFundsSection,
  billing: InvoicesSection,
  payments: PaymentsSection,
  vouchers: VouchersSection,
};

export function DashboardRoute() {
  return <DashboardPage sections={sections} />;
}
