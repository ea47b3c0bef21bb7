import { Box } from "@mantine/core";
import { LiveIndicator } from "../../features/notifications/LiveIndicator.tsx";
import { NotificationBell } from "../../features/notifications/NotificationBell.tsx";
import { UserMenu } from "./UserMenu.tsx";

/** What a signed-in user has in the navbar. Loaded on demand: guests never download the bell or its popover. */
export default function AccountArea() {
  return (
    <>
      <LiveIndicator />
      <NotificationBell />
      <Box visibleFrom="sm">
        <UserMenu />
      </Box>
    </>
  );
}
