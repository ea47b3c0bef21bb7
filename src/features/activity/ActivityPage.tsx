import { Container, Stack } from "@mantine/core";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { ActivityLog } from "./ActivityLog.tsx";

/** /activity: what happened on the account, newest first, with filters and a CSV download. */
export function ActivityPage() {
  usePageMeta("Activity", "What happened on your KubeCloud account: clusters, nodes, invoices and payments.");
  return (
    <Container size="lg" py="xl">
      <Stack>
        <PageHeader
          title="Activity"
          description="What happened on your account, newest first: clusters, nodes, invoices, payments and notifications."
        />
        <ActivityLog />
      </Stack>
    </Container>
  );
}
