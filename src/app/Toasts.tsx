import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
import "./Toasts.css";
import { Notifications } from "@mantine/notifications";

/** Where toasts show. Loaded right after first paint; toasts raised earlier wait in Mantine's store. */
export default function Toasts() {
  return <Notifications position="top-right" limit={5} />;
}
