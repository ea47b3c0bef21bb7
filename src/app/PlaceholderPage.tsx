import { Container, Text, Title } from "@mantine/core";
import { usePageTitle } from "../lib/use-page-title.ts";

/** Stands in for screens that later issues build (deploy, cluster management, nodes, admin). */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is on its way.
      </Text>
    </Container>
  );
}
