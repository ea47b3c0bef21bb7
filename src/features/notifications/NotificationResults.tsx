import { Alert, Button, Group, Loader, Pagination, Stack, Text } from "@mantine/core";
import type { Notification } from "@kubecloud/sdk";
import { errorText } from "../../lib/error-text.ts";
import { texts } from "../../config/texts.ts";
import { clusterOf } from "./cluster-link.ts";
import { NotificationRow } from "./NotificationRow.tsx";
import type { useNotificationActions } from "./queries.ts";
import type { useNotificationFilters } from "./use-notification-filters.ts";

interface NotificationResultsProps {
  query: { isPending: boolean; isError: boolean; error: unknown; isRefetching: boolean; refetch: () => unknown };
  /** Every loaded notification, before the filters. */
  total: number;
  filtered: ReturnType<typeof useNotificationFilters>;
  /** The clusters that still exist (undefined until known): a notification links only to a page there is. */
  existing: ReadonlySet<string> | undefined;
  actions: ReturnType<typeof useNotificationActions>;
  onDelete: (notification: Notification) => void;
}

/** Below the filters: a loader, the load error with a retry, an empty state, or the page of notifications. */
export function NotificationResults({ query, total, filtered, ...rows }: NotificationResultsProps) {
  if (query.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={texts.ui.loadingNotifications} />
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" title="Notifications could not be loaded">
        <Text size="sm">{errorText(query.error)}</Text>
        <Button size="xs" mt="xs" loading={query.isRefetching} onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  if (filtered.shown.length === 0)
    return (
      <Text c="dimmed" ta="center" p="xl">
        {total === 0
          ? texts.ui.noNotifications
          : `No ${filtered.status === "all" ? "" : `${filtered.status} `}notifications match these filters.`}
      </Text>
    );
  return <NotificationsList filtered={filtered} {...rows} />;
}

function NotificationsList({
  filtered: { visible, shown, pages, currentPage, setPage },
  existing,
  actions,
  onDelete,
}: Omit<NotificationResultsProps, "query" | "total">) {
  const busy = (id: string) =>
    [actions.markRead, actions.markUnread, actions.remove].some((m) => m.isPending && m.variables === id);
  return (
    <Stack gap="xs">
      {visible.map((n) => (
        <NotificationRow
          key={n.id}
          notification={n}
          cluster={clusterOf(n, existing)}
          busy={busy(n.id)}
          onToggleRead={() => (n.status === "unread" ? actions.markRead.mutate(n.id) : actions.markUnread.mutate(n.id))}
          onDelete={() => onDelete(n)}
        />
      ))}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={currentPage}
          onChange={setPage}
          mt="sm"
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      )}
      <Text size="xs" c="dimmed">
        Showing {visible.length} of {shown.length} notifications
      </Text>
    </Stack>
  );
}
