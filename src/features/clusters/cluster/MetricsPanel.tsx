import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { bytesToGB, operations, toKubeCloudError, type ClusterNodeMetrics } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { SectionLoader, SectionPanel } from "../../../components/SectionPanel.tsx";
import { texts } from "../../../config/texts.ts";
import { useApi } from "../../../lib/api-context.ts";
import { formatClock, formatGbFixed } from "../../../lib/format.ts";
import { clusterScreenQueries } from "../queries.ts";

const gb = (bytes: number) => formatGbFixed(bytesToGB(bytes));
const percent = (used: number, total: number) => (total > 0 ? Math.round((used / total) * 100) : 0);

function Usage({ label, value, text }: { label: string; value: number; text: string }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="xs">{text}</Text>
      </Group>
      <Progress value={value} aria-label={label} color={value > 85 ? "red" : value > 65 ? "yellow" : "blue"} />
    </Stack>
  );
}

function NodeMetrics({ node }: { node: ClusterNodeMetrics }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={500} size="sm">
            {node.name}
          </Text>
          <Badge variant="light" color={node.status === "ready" ? "green" : "red"}>
            {node.status === "ready" ? "Ready" : "Not ready"}
          </Badge>
        </Group>
        <Usage
          label={`${node.name} CPU`}
          value={Math.round(node.cpu_usage_percent)}
          text={`${node.cpu_usage_percent.toFixed(1)}% of ${node.cpu_cores} vCPU`}
        />
        <Usage
          label={`${node.name} memory`}
          value={percent(node.memory_used_bytes, node.memory_total_bytes)}
          text={`${gb(node.memory_used_bytes)} of ${gb(node.memory_total_bytes)}`}
        />
        <Usage
          label={`${node.name} data disk`}
          value={percent(node.disk_used_bytes, node.disk_total_bytes)}
          text={`${gb(node.disk_used_bytes)} of ${gb(node.disk_total_bytes)}`}
        />
      </Stack>
    </Paper>
  );
}

/**
 * Live usage per VM, refreshed while the page is open. A server without metrics (the real one answers a
 * plain-text 404) gets a sentence, never an error toast.
 */
export function MetricsPanel({ cluster }: { cluster: string }) {
  const api = useApi();
  const metrics = useQuery(clusterScreenQueries.metrics(api, cluster));
  let body;
  if (metrics.isPending) {
    body = <SectionLoader label="Loading metrics" />;
  } else if (metrics.isError) {
    body =
      toKubeCloudError(metrics.error).status === 404 ? (
        <Text size="sm" c="dimmed">
          {texts.clusters.metricsUnavailable}
        </Text>
      ) : (
        <RetryPanel
          message={operations.getClusterMetrics.errorMessage}
          retrying={metrics.isFetching}
          onRetry={() => void metrics.refetch()}
        />
      );
  } else {
    body = (
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {metrics.data.nodes.map((node) => (
            <NodeMetrics key={node.name} node={node} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Collected at {formatClock(metrics.data.collected_at)}
        </Text>
      </Stack>
    );
  }
  return (
    <SectionPanel titleId="metrics-title" title="Metrics">
      {body}
    </SectionPanel>
  );
}
