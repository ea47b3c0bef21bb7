import { Button, Container, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useApi } from "../../lib/api-context.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { DeleteNotificationsDialog, type ConfirmDelete } from "./DeleteNotificationsDialog.tsx";
import { NotificationFilters } from "./NotificationFilters.tsx";
import { NotificationResults } from "./NotificationResults.tsx";
import { notificationQueries, useNotificationActions } from "./queries.ts";
import { useNotificationFilters } from "./use-notification-filters.ts";
import { texts } from "../../config/texts.ts";
import { PageHeader } from "../../components/PageHeader.tsx";

/** Every loaded notification: filter by status and type, mark read/unread, delete one or all. */
export function NotificationsPage() {
  usePageMeta("Notifications", "Your KubeCloud notifications.");
  const api = useApi();
  const query = useQuery(notificationQueries.list(api));
  const list = query.data ?? [];
  const actions = useNotificationActions();
  // Which clusters still exist, so that a notification links only to a page there is (quietly: only the links
  // depend on it).
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } }).data;
  const existing = useMemo(() => clusters && new Set(clusters.map((d) => d.cluster.name)), [clusters]);
  const filtered = useNotificationFilters(list);
  const [confirm, setConfirm] = useState<ConfirmDelete>(null);

  const confirmDelete = () => {
    if (confirm?.kind === "one") actions.remove.mutate(confirm.notification.id);
    if (confirm?.kind === "all") actions.removeAll.mutate();
    setConfirm(null);
  };

  return (
    <Container size="md" py="xl">
      <Stack>
        <PageHeader
          title="Notifications"
          description="Everything the platform told you, newest first."
          actions={
            <>
              {filtered.unread > 0 && (
                <Button
                  variant="light"
                  loading={actions.markAllRead.isPending}
                  onClick={() => actions.markAllRead.mutate()}
                >
                  {texts.ui.markAllRead}
                </Button>
              )}
              <Button
                color="red"
                variant="light"
                disabled={list.length === 0}
                onClick={() => setConfirm({ kind: "all" })}
              >
                Delete All
              </Button>
            </>
          }
        />
        <NotificationFilters
          status={filtered.status}
          onStatus={filtered.filterStatus}
          unread={filtered.unread}
          type={filtered.type}
          onType={filtered.filterType}
        />
        <NotificationResults
          query={query}
          total={list.length}
          filtered={filtered}
          existing={existing}
          actions={actions}
          onDelete={(notification) => setConfirm({ kind: "one", notification })}
        />
      </Stack>
      <DeleteNotificationsDialog confirm={confirm} onCancel={() => setConfirm(null)} onConfirm={confirmDelete} />
    </Container>
  );
}
