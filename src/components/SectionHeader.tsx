import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The heading of a dashboard section (an h2 under the page's h1), with the section's own actions. */
export function SectionHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
