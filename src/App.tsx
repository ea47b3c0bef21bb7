import { Container, Stack, Text, Title } from "@mantine/core";
import { StatsPanel } from "./features/home/StatsPanel.tsx";

/** A placeholder home until the console's shell lands: proves contract → SDK → screen. */
export function App() {
  return (
    <Container size="lg" py="xl" component="main">
      <Stack>
        <Title order={1}>KubeCloud</Title>
        <Text>Managed Kubernetes clusters on a marketplace of compute nodes.</Text>
        <StatsPanel />
      </Stack>
    </Container>
  );
}
