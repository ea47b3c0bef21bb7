import { useQueryClient } from "@tanstack/react-query";
import { DocsPage } from "../features/docs/DocsPage.tsx";
import { FeaturesPage } from "../features/features-page/FeaturesPage.tsx";
import { AdminEntry } from "../features/admin/AdminEntry.tsx";
import { MaintenancePage } from "../features/maintenance/MaintenancePage.tsx";
import { PendingRecordsPage } from "../features/pending-records/PendingRecordsPage.tsx";
import { useSession } from "../lib/session/session-context.ts";
import { UseCasesPage } from "../features/use-cases/UseCasesPage.tsx";
import { useApi } from "../lib/api-context.ts";
import { maintenanceQueries } from "../lib/queries/maintenance.ts";

// The public pages, mounted with what they need from the app (session state, the maintenance status).
export const FeaturesRoute = FeaturesPage;
export const UseCasesRoute = UseCasesPage;
export const DocsRoute = DocsPage;

export function MaintenanceRoute() {
  const api = useApi();
  const queryClient = useQueryClient();
  // Maintenance ended: update the gate's status, and the gate sends the visitor to /.
  return (
    <MaintenancePage
      onEnded={() => queryClient.setQueryData(maintenanceQueries.status(api).queryKey, false)}
      // The administrators' way in while maintenance is on (product-rules §2).
      adminEntry={<AdminEntry />}
    />
  );
}

export function PendingRecordsRoute() {
  const { signedIn } = useSession();
  return <PendingRecordsPage signedIn={signedIn} />;
}
