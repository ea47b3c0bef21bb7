import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { notificationTypeValues, type Notification } from "@kubecloud/sdk";
import { useMemo, useState } from "react";
import { useApi } from "../../lib/api-context.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { errorText } from "../../lib/error-text.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { clusterOf } from "./cluster-link.ts";
import { NotificationRow } from "./NotificationRow.tsx";
import { notificationQueries, useNotificationActions } from "./queries.ts";
import { texts } from "../../config/texts.ts";
import { PageHeader } from "../../components/PageHeader.tsx";

const PER_PAGE = 10;
type StatusFilter = "all" | Notification["status"];
const typeLabels: Record<Notification["type"], string> = {
  deployment: "Deployment",
  billing: "Billing",
  user: "Account",
  node: "Node",
  connected: "Connection",
};
// `connected` only ever arrives live; it is never stored, so it is not offered as a filter.
const types = [
  { value: "all", label: "All types" },
  ...notificationTypeValues.filter((t) => t !== "connected").map((t) => ({ value: t, label: typeLabels[t] })),
];

type Confirm = { kind: "one"; notification: Notification } | { kind: "all" } | null;

/** Every loaded notification: filter by status and type, mark read/unread, delete one or all. */
export function NotificationsPage() {
  usePageMeta("Notifications", "Your KubeCloud notifications.");
  const api = useApi();
  const { data: list = [], isPending, isError, error, isRefetching, refetch } = useQuery(notificationQueries.list(api));
  const actions = useNotificationActions();
  // Which clusters still exist, so that a notification links only to a page there is (quietly: only the links
  // depend on it).
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } }).data;
  const existing = useMemo(() => clusters && new Set(clusters.map((d) => d.cluster.name)), [clusters]);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [type, setType] = useState("all");
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const unread = list.filter((n) => n.status === "unread").length;
  const shown = list.filter((n) => (status === "all" || n.status === status) && (type === "all" || n.type === type));
  const pages = Math.max(1, Math.ceil(shown.length / PER_PAGE));
  const visible = shown.slice((Math.min(page, pages) - 1) * PER_PAGE, Math.min(page, pages) * PER_PAGE);
  const busy = (id: string) =>
    [actions.markRead, actions.markUnread, actions.remove].some((m) => m.isPending && m.variables === id);

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
              {unread > 0 && (
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
        <Group>
          <SegmentedControl<StatusFilter>
            aria-label="Status"
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            data={[
              { value: "all", label: "All" },
              { value: "unread", label: `Unread (${unread})` },
              { value: "read", label: "Read" },
            ]}
          />
          <Select
            label="Type"
            value={type}
            onChange={(value) => {
              setType(value ?? "all");
              setPage(1);
            }}
            data={types}
            allowDeselect={false}
            w={180}
          />
        </Group>
        {isPending ? (
          <Group justify="center" p="xl">
            <Loader aria-label={texts.ui.loadingNotifications} />
          </Group>
        ) : isError ? (
          <Alert color="red" title="Notifications could not be loaded">
            <Text size="sm">{errorText(error)}</Text>
            <Button size="xs" mt="xs" loading={isRefetching} onClick={() => void refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : shown.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {list.length === 0
              ? texts.ui.noNotifications
              : `No ${status === "all" ? "" : `${status} `}notifications match these filters.`}
          </Text>
        ) : (
          <Stack gap="xs">
            {visible.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                cluster={clusterOf(n, existing)}
                busy={busy(n.id)}
                onToggleRead={() =>
                  n.status === "unread" ? actions.markRead.mutate(n.id) : actions.markUnread.mutate(n.id)
                }
                onDelete={() => setConfirm({ kind: "one", notification: n })}
              />
            ))}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                mt="sm"
                getControlProps={(control) => ({ "aria-label": `${control} page` })}
              />
            )}
            <Text size="xs" c="dimmed">
              Showing {visible.length} of {shown.length} notifications
            </Text>
          </Stack>
        )}
      </Stack>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === "all" ? "Delete all notifications?" : "Delete this notification?"}
        centered
      >
        <Text size="sm">This cannot be undone.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirm(null)}>
            Cancel
          </Button>
          <Button color="red" onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
