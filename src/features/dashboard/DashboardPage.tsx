import { Loader } from "@mantine/core";
import { Suspense, useEffect, type ComponentType } from "react";

import { useSearchParams } from "react-router-dom";
import { dashboardPath, dashboardSections, type DashboardSection } from "../../config/paths.ts";
import { rememberDashboardSection } from "../../lib/dashboard-section.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { useSession, useSessionStore } from "../../lib/session/session-context.ts";
import { sectionFrom, sectionLabels } from "./sections.ts";
import { texts } from "../../config/texts.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { SectionedPage } from "../../components/SectionNav.tsx";

/** One screen per dashboard section. Sections come from several features, so the app layer supplies them. */
export type DashboardSections = Record<DashboardSection, ComponentType>;

/** The user dashboard: a header, a sidebar of sections (selection in the URL) and the section. */
export function DashboardPage({ sections }: { sections: DashboardSections }) {
  const { user } = useSession();
  // A brand-new account is greeted as one until it signs out ("Welcome back" greeted it before).
  const isNew = useSessionStore().isNewAccount();
  const [params] = useSearchParams();
  const section = sectionFrom(params.get("section"));
  usePageMeta(`Dashboard · ${sectionLabels[section]}`, "Your clusters, nodes, billing and account.");
  // The navbar's Dashboard comes back here, to this section.
  useEffect(() => rememberDashboardSection(section), [section]);
  return (
    <SectionedPage
      header={
        <PageHeader
          title={`${isNew ? "Welcome to KubeCloud" : "Welcome back"}, ${user?.username || texts.ui.userFallbackName}!`}
          description={
            isNew
              ? "Your account is ready: add an SSH key, then deploy your first cluster or reserve a node."
              : "Manage your clusters, billing and account from here."
          }
        />
      }
      label="Dashboard sections"
      sections={dashboardSections}
      labels={sectionLabels}
      current={section}
      pathOf={dashboardPath}
    >
      <Suspense fallback={<Loader role="status" aria-label={`Loading ${sectionLabels[section]}`} m="xl" />}>
        <Section sections={sections} section={section} />
      </Suspense>
    </SectionedPage>
  );
}

function Section({ sections, section }: { sections: DashboardSections; section: DashboardSection }) {
  const Screen = sections[section];
  return <Screen />;
}
