import { Loader, SimpleGrid, Paper, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context.ts";
import { statsQuery } from "./stats-query.ts";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Live platform statistics (spec §1): SSD storage in GB, active nodes, countries, CPU cores. */
export function StatsPanel() {
  const api = useApi();
  const { data, isPending, isError } = useQuery(statsQuery(api));
  const cards = [
    { label: "SSD storage (GB)", value: data?.ssd },
    { label: "Active nodes", value: data?.up_nodes },
    { label: "Countries", value: data?.countries },
    { label: "CPU cores", value: data?.cores },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="section" aria-label="Platform statistics">
      {cards.map((card) => (
        <Paper key={card.label} p="md" withBorder>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          {isPending ? (
            <Loader size="sm" aria-label={`Loading ${card.label}`} />
          ) : (
            <Title order={3}>{isError || card.value === undefined ? "—" : number.format(card.value)}</Title>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
