import { Center, Group, Loader, Paper, Stack, Title, type MantineSpacing, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionPanelProps {
  /** The heading's id: the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  /** The heading's level: 2 for a panel of a page, 3 for one inside a section. */
  order?: TitleOrder;
  /** The space between the heading and each piece of the content. */
  gap?: MantineSpacing;
  /** Controls at the end of the heading's line. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A bordered panel of a page: a `<section>` named by its heading, then its content. */
export function SectionPanel({ titleId, title, order = 2, gap = "sm", actions, children }: SectionPanelProps) {
  const heading = (
    <Title order={order} size="h4" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap={gap}>
        {actions ? (
          <Group justify="space-between">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** A panel whose content is still loading: a small spinner named for what it waits for. */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Center py="md">
      <Loader size="sm" role="status" aria-label={label} />
    </Center>
  );
}
