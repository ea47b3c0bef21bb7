import { Button, Group, Text } from "@mantine/core";

/**
 * Below the list: how many of the matching nodes are loaded, and a button for the next page (scrolling near
 * the end loads it too; the button is there for the keyboard and screen readers, and after a failure).
 */
export function LoadMore({
  shown,
  total,
  more,
  loading,
  failed,
  onLoad,
}: {
  shown: number;
  total: number;
  more: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c={failed ? "red" : "dimmed"}>
        {failed
          ? "The next nodes could not be loaded."
          : `Showing ${shown} of ${total} ${total === 1 ? "node" : "nodes"}`}
      </Text>
      {more && (
        <Button variant="default" onClick={onLoad} loading={loading}>
          {failed ? "Try Again" : "Load More Nodes"}
        </Button>
      )}
    </Group>
  );
}
