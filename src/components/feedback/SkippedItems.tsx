import { Alert, List, Text } from "@mantine/core";
import type { SkippedItem } from "@kubecloud/sdk";
import { WarningIcon } from "../icons.tsx";

interface SkippedItemsProps {
  skipped: readonly SkippedItem[];
  /** What the list holds: `["cluster", "clusters"]`. */
  noun: readonly [one: string, many: string];
}

/**
 * Says how many items of a list the server sent without what the screen needs to show them (they are left
 * out; the rest show), and, on request, which and why: the server is drifting, and someone should know.
 */
export function SkippedItems({ skipped, noun }: SkippedItemsProps) {
  if (skipped.length === 0) return null;
  const count = skipped.length === 1 ? `1 ${noun[0]}` : `${skipped.length} ${noun[1]}`;
  return (
    <Alert variant="light" color="yellow" icon={<WarningIcon />} title={`${count} could not be shown`}>
      <Text size="sm">
        The server sent {skipped.length === 1 ? "it" : "them"} without details this page needs. Everything else is shown
        as usual.
      </Text>
      <details>
        <summary>
          <Text span size="sm" fw={500}>
            Why?
          </Text>
        </summary>
        <List size="sm" mt="xs">
          {skipped.map((item) => (
            <List.Item key={item.index}>
              <strong>{item.label}</strong>: {item.problem}
            </List.Item>
          ))}
        </List>
      </details>
    </Alert>
  );
}
