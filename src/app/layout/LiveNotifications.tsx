import { useLiveNotifications } from "../../features/notifications/use-live-notifications.ts";

/** The live event connection of a signed-in tab, loaded on demand so guests never download the event client. */
export default function LiveNotifications() {
  useLiveNotifications();
  return null;
}
