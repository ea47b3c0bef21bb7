import { Anchor, Badge, Box, Code, Group, Paper, Text, ThemeIcon, Tooltip } from "@mantine/core";
import type { Notification } from "@kubecloud/sdk";
import { Link } from "react-router-dom";
import { CheckIcon, MailIcon, TrashIcon } from "../../components/icons.tsx";
import { IconAction } from "../../components/IconAction.tsx";
import { clusterPath } from "../../config/paths.ts";
import { formatDateTime, formatRelativeTime } from "../../lib/format.ts";
import { colorOf, messageOf, subjectOf, typeIcon } from "./appearance.tsx";

interface Props {
  notification: Notification;
  /** The cluster it is about, when that cluster's page is there to open. */
  cluster?: string;
  busy: boolean;
  onToggleRead: () => void;
  onDelete: () => void;
}

/**
 * One notification with its actions: read/unread and delete. An error detail is shown in full; one about a cluster
 * that still exists links to its page.
 */
export function NotificationRow({ notification: n, cluster, busy, onToggleRead, onDelete }: Props) {
  const unread = n.status === "unread";
  const subject = subjectOf(n);
  const detail = n.payload.error;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      // The left edge is always 4 px wide, coloured when unread, so reading an item does not shift its content.
      style={{
        borderLeft: `4px solid ${unread ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`,
      }}
    >
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon color={colorOf(n.severity)} variant="light" size="lg" radius="xl">
          {typeIcon(n.type)}
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={unread ? 700 : 500}>{subject}</Text>
            <Badge size="xs" color={colorOf(n.severity)} variant="light">
              {n.severity}
            </Badge>
            {unread && (
              <Badge size="xs" variant="filled">
                Unread
              </Badge>
            )}
          </Group>
          <Text size="sm">{messageOf(n)}</Text>
          {cluster && (
            <Anchor component={Link} to={clusterPath(cluster)} size="sm" fw={600} display="block" w="fit-content">
              Open {cluster}
            </Anchor>
          )}
          {detail && (
            <Code block mt={4} aria-label="Error details" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {detail}
            </Code>
          )}
          <Tooltip label={formatDateTime(n.created_at)}>
            <Text size="xs" c="dimmed" component="time" dateTime={n.created_at} display="inline-block">
              {formatRelativeTime(n.created_at)}
            </Text>
          </Tooltip>
        </Box>
        <Group gap={4} wrap="nowrap">
          <IconAction
            tooltip={unread ? "Mark as read" : "Mark as unread"}
            label={unread ? `Mark "${subject}" as read` : `Mark "${subject}" as unread`}
            onClick={onToggleRead}
            disabled={busy}
          >
            {unread ? <CheckIcon /> : <MailIcon />}
          </IconAction>
          <IconAction tooltip="Delete" label={`Delete "${subject}"`} onClick={onDelete} color="red" disabled={busy}>
            <TrashIcon />
          </IconAction>
        </Group>
      </Group>
    </Paper>
  );
}
