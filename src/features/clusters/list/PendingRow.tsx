import { Anchor, Badge, Group, Paper, Progress, Stack } from "@mantine/core";
import { Link } from "react-router-dom";
import { clusterPath } from "../../../config/paths.ts";
import { timelineOf, type DeployRecord } from "../tracker.ts";

/** A deployment this tab follows that the server does not list yet: deploying, or failed. */
export function PendingRow({ record }: { record: DeployRecord }) {
  const timeline = timelineOf(record);
  const deploying = timeline.phase === "deploying";
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={clusterPath(record.cluster)} fw={500}>
            {record.cluster}
          </Anchor>
          {deploying ? (
            <Badge variant="light" color="blue">
              Deploying · step {Math.min(timeline.done + 1, timeline.total)} of {timeline.total}
            </Badge>
          ) : (
            <Badge variant="light" color="red">
              {timeline.phase === "rolling-back" ? "Failed · rolling back" : "Failed"}
            </Badge>
          )}
        </Group>
        <Progress
          value={timeline.percent}
          color={deploying ? "blue" : "red"}
          aria-label={`${record.cluster} deployment progress`}
        />
      </Stack>
    </Paper>
  );
}
