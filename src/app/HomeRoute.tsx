import { Container, Stack, Text, Title } from "@mantine/core";
import { StatsPanel } from "../features/home/StatsPanel.tsx";

/** Home (eager). Until the home page lands, the statistics prove contract → SDK → screen. */
export function HomeRoute() {
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>KubeCloud</Title>
        <Text>Managed Kubernetes clusters on a marketplace of compute nodes.</Text>
        <StatsPanel />
      </Stack>
    </Container>
  );
}
