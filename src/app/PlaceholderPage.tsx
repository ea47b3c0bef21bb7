import { Container, Text, Title } from "@mantine/core";
import { usePageMeta } from "../lib/use-page-meta.ts";

/** Stands in for screens that later issues build (deploy, cluster management, nodes, admin). */
export function PlaceholderPage({ title }: { title: string }) {
  usePageMeta(title, `${title} on KubeCloud.`);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is on its way.
      </Text>
    </Container>
  );
}
