import { Alert, Anchor, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, type ComponentType } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader.tsx";
import { SectionedPage } from "../../components/SectionNav.tsx";
import { WarningIcon } from "../../components/icons.tsx";
import { adminPath, adminSections, type AdminSection } from "../../config/admin.ts";
import { useApi } from "../../lib/api-context.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { InvoicesSection } from "./InvoicesSection.tsx";
import { MailSection } from "./MailSection.tsx";
import { MaintenanceSection } from "./MaintenanceSection.tsx";
import { OverviewSection } from "./OverviewSection.tsx";
import { PaymentsSection } from "./PaymentsSection.tsx";
import { adminQueries } from "./queries.ts";
import { sectionFrom, sectionLabels } from "./sections.ts";
import { UsersSection } from "./UsersSection.tsx";
import { VouchersSection } from "./VouchersSection.tsx";

const sections: Record<AdminSection, ComponentType> = {
  overview: OverviewSection,
  users: UsersSection,
  vouchers: VouchersSection,
  invoices: InvoicesSection,
  payments: PaymentsSection,
  emails: MailSection,
  maintenance: MaintenanceSection,
};

/** While maintenance is on, every section says so: users are locked out until the admin turns it off. */
function MaintenanceBanner({ section }: { section: AdminSection }) {
  const api = useApi();
  const { data: enabled } = useQuery(adminQueries.maintenance(api));
  if (enabled !== true || section === "maintenance") return null;
  return (
    <Alert color="yellow" variant="light" icon={<WarningIcon />} title="Maintenance mode is on">
      Users are locked out of the console.{" "}
      <Anchor component={Link} to={adminPath("maintenance")} inherit>
        Turn It Off in Maintenance
      </Anchor>
    </Alert>
  );
}

/** /admin: the operator's panel. The section lives in the URL (`?section=`): shareable, and Back works. */
export function AdminPage() {
  const [params] = useSearchParams();
  const section = sectionFrom(params.get("section"));
  usePageMeta(`Admin · ${sectionLabels[section]}`, "Manage users, credits, vouchers, invoices, mail and maintenance.");
  const Section = sections[section];
  // A section is a page of its own: like every navigation (product-rules §2), it opens at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [section]);
  return (
    <SectionedPage
      header={<PageHeader title="Admin Panel" description="Platform management tools" />}
      label="Admin sections"
      sections={adminSections}
      labels={sectionLabels}
      current={section}
      pathOf={adminPath}
    >
      <Stack gap="lg">
        <MaintenanceBanner section={section} />
        <Section />
      </Stack>
    </SectionedPage>
  );
}

// The maintenance page's administrator sign-in ships in this chunk (see AdminEntry).
export { AdminSignInForm } from "./AdminSignInForm.tsx";
