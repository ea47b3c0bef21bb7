import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type Notification } from "@kubecloud/sdk";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { BellIcon, CheckIcon } from "../../components/icons.tsx";
import { paths } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { formatRelativeTime } from "../../lib/format.ts";
import { badgeLabel, colorOf, messageOf, subjectOf, typeIcon } from "./appearance.tsx";
import { notificationQueries, useNotificationActions } from "./queries.ts";
import { texts } from "../../config/texts.ts";
import { settings } from "../../config/settings.ts";

function Item({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const unread = notification.status === "unread";
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      p="xs"
      style={{ borderRadius: 8, background: unread ? "var(--mantine-primary-color-light)" : undefined }}
    >
      <UnstyledButton
        onClick={onOpen}
        style={{ flex: 1, minWidth: 0 }}
        aria-label={`${unread ? "Unread: " : ""}${subjectOf(notification)}`}
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon color={colorOf(notification.severity)} variant="light" radius="xl">
            {typeIcon(notification.type)}
          </ThemeIcon>
          <Box style={{ minWidth: 0 }}>
            {/* The whole title, wrapped: cut to one line, "Node 2215 reserved" lost what it was about. */}
            <Text size="sm" fw={unread ? 700 : 500} style={{ overflowWrap: "anywhere" }}>
              {subjectOf(notification)}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {messageOf(notification)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatRelativeTime(notification.created_at)}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
      {unread && (
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={onMarkRead}
          aria-label={`Mark "${subjectOf(notification)}" as read`}
        >
          <CheckIcon size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The latest notifications in the bell: loading, none yet, or the first few. */
function LatestNotifications({
  isPending,
  list,
  onOpen,
  onMarkRead,
}: {
  isPending: boolean;
  list: Notification[];
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => void;
}) {
  if (isPending)
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {texts.ui.loadingNotifications}
      </Text>
    );
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {texts.ui.noNotifications}
      </Text>
    );
  return (
    <Stack gap={2} role="list" aria-label="Latest notifications">
      {list.slice(0, settings.bellItems).map((n) => (
        <div role="listitem" key={n.id}>
          <Item notification={n} onOpen={() => onOpen(n)} onMarkRead={() => onMarkRead(n)} />
        </div>
      ))}
    </Stack>
  );
}

/** The bell: unread badge, the latest 10, mark read, mark all read, see all (product-rules §2). */
export function NotificationBell() {
  const api = useApi();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { data: list = [], isPending } = useQuery(notificationQueries.list(api));
  const { markRead, markAllRead } = useNotificationActions();
  const unread = list.filter((n) => n.status === "unread").length;

  const open = (n: Notification) => {
    if (n.status === "unread") markRead.mutate(n.id);
    setOpened(false);
    void navigate(paths.notifications);
  };

  return (
    <Indicator label={badgeLabel(unread)} size={18} disabled={unread === 0} color="red" offset={4}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={360}
        shadow="md"
        trapFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Group justify="space-between" px="sm" py="xs">
            <Text fw={700}>Notifications</Text>
            {unread > 0 && (
              <Button
                size="compact-xs"
                variant="subtle"
                loading={markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                {texts.ui.markAllRead}
              </Button>
            )}
          </Group>
          <ScrollArea.Autosize mah={400} px={4}>
            <LatestNotifications
              isPending={isPending}
              list={list}
              onOpen={open}
              onMarkRead={(n) => markRead.mutate(n.id)}
            />
          </ScrollArea.Autosize>
          <Box p="xs">
            <Button
              fullWidth
              variant="light"
              onClick={() => {
                setOpened(false);
                void navigate(paths.notifications);
              }}
            >
              {texts.ui.seeAllNotifications}
            </Button>
          </Box>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
