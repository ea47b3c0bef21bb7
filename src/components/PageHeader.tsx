import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PageHeaderProps {
  /** The page's one <h1>. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons for the whole page (they wrap under the title on phones). */
  actions?: ReactNode;
  /** Centred, with more room below: the public pages' hero style. */
  hero?: boolean;
}

/** The heading of a page: its title, a line on what it is for, and the page's own actions. */
export function PageHeader({ title, description, actions, hero = false }: PageHeaderProps) {
  const text = (
    <Stack gap={4} align={hero ? "center" : undefined} ta={hero ? "center" : undefined} maw={hero ? 640 : undefined}>
      <Title order={1}>{title}</Title>
      {description && (
        <Text size={hero ? "lg" : undefined} c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
  if (hero) {
    return (
      <Stack align="center" mb={48}>
        {text}
        {actions}
      </Stack>
    );
  }
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {text}
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
