import { Group, SegmentedControl, Select } from "@mantine/core";
import { notificationTypeValues, type Notification } from "@kubecloud/sdk";
import type { StatusFilter } from "./use-notification-filters.ts";

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

/** The status (all, unread, read) and type filters above the notifications. */
export function NotificationFilters(props: {
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  unread: number;
  type: string;
  onType: (value: string | null) => void;
}) {
  return (
    <Group>
      <SegmentedControl<StatusFilter>
        aria-label="Status"
        value={props.status}
        onChange={props.onStatus}
        data={[
          { value: "all", label: "All" },
          { value: "unread", label: `Unread (${props.unread})` },
          { value: "read", label: "Read" },
        ]}
      />
      <Select label="Type" value={props.type} onChange={props.onType} data={types} allowDeselect={false} w={180} />
    </Group>
  );
}
