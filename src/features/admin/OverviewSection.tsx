import { Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Stats } from "@kubecloud/sdk";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { useApi } from "../../lib/api-context.ts";
import { formatNumber } from "../../lib/format.ts";
import { loadFailure } from "./admin-errors.ts";
import { adminQueries } from "./queries.ts";
import { SectionHeader } from "../../components/SectionHeader.tsx";

const tiles: { label: string; value: (stats: Stats) => number }[] = [
  { label: "Total Users", value: (stats) => stats.total_users },
  { label: "Active Clusters", value: (stats) => stats.total_clusters },
  { label: "Up Nodes", value: (stats) => stats.up_nodes },
  { label: "Countries", value: (stats) => stats.countries },
];

/** Platform figures from `GET /v1/stats`, each tile with its spinner; a failure offers a retry. */
export function OverviewSection() {
  const api = useApi();
  const stats = useQuery(adminQueries.stats(api));
  return (
    <Stack>
      <SectionHeader title="Overview" description="Platform health and key figures." />
      {stats.isError ? (
        <RetryPanel
          message={loadFailure("system statistics", stats.error)}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <SimpleGrid component="section" aria-label="Platform figures" cols={{ base: 2, lg: 4 }}>
          {tiles.map((tile) => (
            <Paper key={tile.label} withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                {tile.label}
              </Text>
              {stats.isPending ? (
                <Loader size="sm" mt={6} aria-label={`Loading ${tile.label}`} />
              ) : (
                <Text fz={28} fw={700}>
                  {formatNumber(tile.value(stats.data))}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
