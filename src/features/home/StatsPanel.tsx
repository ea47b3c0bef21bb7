import { Loader, Paper, SimpleGrid, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { operations, type Stats } from "@kubecloud/sdk";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { useApi } from "../../lib/api-context.ts";
import { homeQueries } from "./queries.ts";
import classes from "./HomePage.module.css";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

const cards: { label: string; value: (stats: Stats) => string }[] = [
  { label: "SSD Storage", value: (stats) => `${number.format(Math.round(stats.ssd))} GB` },
  { label: "Active Nodes", value: (stats) => number.format(stats.up_nodes) },
  { label: "Countries", value: (stats) => number.format(stats.countries) },
  { label: "CPU Cores", value: (stats) => number.format(stats.cores) },
];

/**
 * Live platform statistics (product-rules §1): SSD storage in GB, active nodes, countries and CPU cores. Each
 * card shows a spinner while loading; a failure says so and offers a retry.
 */
export function StatsPanel() {
  const api = useApi();
  const { data, isPending, isError, isFetching, refetch } = useQuery(homeQueries.stats(api));

  if (isError) {
    return (
      <RetryPanel
        label="Platform statistics"
        className={classes.statsError}
        message={operations.getStats.errorMessage}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <SimpleGrid component="section" aria-label="Platform statistics" cols={{ base: 2, md: 4 }}>
      {cards.map((card) => (
        <Paper key={card.label} p="md" withBorder>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          {isPending ? (
            <Loader size="sm" mt={6} aria-label={`Loading ${card.label}`} />
          ) : (
            <Text className={classes.statValue}>{card.value(data)}</Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
