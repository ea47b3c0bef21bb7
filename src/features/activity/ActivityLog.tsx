import { Alert, Button, Center, Group, Loader, Pagination, Paper, Stack, Text } from "@mantine/core";
import { filterActivity } from "@kubecloud/sdk";
import { useMemo } from "react";
import { DownloadIcon } from "../../components/account-icons.tsx";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { formatNumber } from "../../lib/format.ts";
import { downloadActivityCsv } from "./activity-csv.ts";
import { isFiltered, noFilters, useLogView } from "./activity-filter.ts";
import { ActivityFilters } from "./ActivityFilters.tsx";
import { ActivityTable } from "./ActivityTable.tsx";
import { useActivity } from "./queries.ts";

/** Entries per page: thousands of entries are read once and shown a page at a time. */
export const ACTIVITY_PAGE_SIZE = 25;

/**
 * The account's activity log with its filters (kept in the URL's query), pages and CSV download: the /activity
 * page and the dashboard's Activity section show it under their own heading.
 */
export function ActivityLog() {
  const activity = useActivity();
  const [view, update] = useLogView();
  const shown = useMemo(() => filterActivity(activity.entries, view), [activity.entries, view]);
  const pages = Math.max(1, Math.ceil(shown.length / ACTIVITY_PAGE_SIZE));
  const page = Math.min(view.page, pages);
  const first = (page - 1) * ACTIVITY_PAGE_SIZE;
  const visible = shown.slice(first, first + ACTIVITY_PAGE_SIZE);
  const filtered = isFiltered(view);

  let body;
  if (activity.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading activity" />
      </Center>
    );
  } else if (activity.allFailed) {
    body = (
      <RetryPanel
        message="Failed to load your activity"
        error={activity.error}
        retrying={activity.retrying}
        onRetry={activity.retry}
      />
    );
  } else if (shown.length === 0) {
    body = <NoActivity filtered={filtered} onClear={() => update(noFilters)} />;
  } else {
    body = (
      <>
        <ActivityTable entries={visible} known={activity} />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => update({ page: next })}
            size="sm"
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
            getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
          />
        )}
      </>
    );
  }

  return (
    <Stack>
      <ActivityFilters view={view} onChange={update} />
      {!activity.isPending && !activity.allFailed && activity.failed.length > 0 && (
        <PartlyLoadedAlert failed={activity.failed} retrying={activity.retrying} onRetry={activity.retry} />
      )}
      {activity.truncated && (
        <Text size="sm" c="dimmed">
          Only your newest notifications are read; older ones are not in this log.
        </Text>
      )}
      {!activity.isPending && !activity.allFailed && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown.length === 0
              ? "No entries"
              : `Showing ${formatNumber(first + 1)}–${formatNumber(first + visible.length)} of ${formatNumber(shown.length)} ${shown.length === 1 ? "entry" : "entries"}`}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<DownloadIcon size={16} />}
            disabled={shown.length === 0}
            onClick={() => downloadActivityCsv(shown, view)}
          >
            Download CSV
          </Button>
        </Group>
      )}
      {body}
    </Stack>
  );
}

/** No entry to show: none at all yet, or none matching the filters (with a way to clear them). */
function NoActivity({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center">
      <Stack align="center" gap="sm">
        <Text c="dimmed">
          {filtered
            ? "No activity matches these filters."
            : "Nothing has happened on your account yet. Deployments, reservations, payments and invoices will show here."}
        </Text>
        {filtered && (
          <Button variant="default" size="xs" onClick={onClear}>
            Clear Filters
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Some of the log's sources failed: which ones, and a retry. */
function PartlyLoadedAlert({
  failed,
  retrying,
  onRetry,
}: {
  failed: readonly string[];
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert color="yellow" title="Part of your activity could not be loaded">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Not shown: {failed.join(", ")}.</Text>
        <Button variant="default" size="xs" loading={retrying} onClick={onRetry}>
          Try Again
        </Button>
      </Group>
    </Alert>
  );
}
