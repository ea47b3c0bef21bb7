import { Anchor, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { formatRelativeTime, formatUsd } from "../../lib/format.ts";
import { entryLink } from "./entry-link.ts";
import { useActivity } from "./queries.ts";

/** How many entries the overview shows. */
export const RECENT_ENTRIES = 5;

/** The overview's panel: the latest few entries of the log and a way to all of it. */
export function RecentActivityPanel() {
  const activity = useActivity();
  const recent = activity.entries.slice(0, RECENT_ENTRIES);
  let body;
  if (activity.isPending) body = <Loader size="sm" aria-label="Loading recent activity" />;
  else if (activity.allFailed)
    body = (
      <Text size="sm" c="red" role="alert">
        Failed to load your activity.
      </Text>
    );
  else if (recent.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        Nothing has happened on your account yet.
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
        {recent.map((entry) => {
          const link = entryLink(entry, activity);
          return (
            <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Stack gap={0} miw={0}>
                {link ? (
                  <Anchor component={Link} to={link.to} size="sm" fw={500}>
                    {entry.title}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={500}>
                    {entry.title}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.time}>{formatRelativeTime(entry.time)}</time>
                </Text>
              </Stack>
              {entry.amountUsd !== undefined && (
                <Text size="sm" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
                  {formatUsd(entry.amountUsd)}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    );
  return (
    <Paper component="section" aria-labelledby="recent-activity-title" withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id="recent-activity-title">
          Recent Activity
        </Title>
        <Anchor component={Link} to={paths.activity} size="sm">
          See All Activity
        </Anchor>
      </Group>
      {body}
    </Paper>
  );
}
