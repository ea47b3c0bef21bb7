import { Container, Grid, NativeSelect, NavLink as MantineNavLink, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";

interface SectionNavProps<K extends string> {
  /** The navigation's accessible name ("Dashboard sections"). */
  label: string;
  sections: readonly K[];
  labels: Record<K, string>;
  current: K;
  pathOf: (section: K) => string;
}

/**
 * The sidebar of a page made of sections (the dashboard, the admin panel): links from md up, a select on
 * phones. The section lives in the URL, so both only navigate.
 */
export function SectionNav<K extends string>({ label, sections, labels, current, pathOf }: SectionNavProps<K>) {
  const navigate = useNavigate();
  return (
    <>
      <NativeSelect
        hiddenFrom="md"
        label="Section"
        value={current}
        onChange={(event) => void navigate(pathOf(event.currentTarget.value as K))}
        data={sections.map((key) => ({ value: key, label: labels[key] }))}
      />
      <Paper component="nav" aria-label={label} withBorder p={4} radius="md" visibleFrom="md">
        {sections.map((key) => (
          <MantineNavLink
            key={key}
            component={Link}
            to={pathOf(key)}
            label={labels[key]}
            active={key === current}
            variant="filled"
            aria-current={key === current ? "page" : undefined}
          />
        ))}
      </Paper>
    </>
  );
}

/**
 * A page made of sections (the dashboard, the admin panel): its header, then the sections' `SectionNav` beside
 * the current section (`children`).
 */
export function SectionedPage<K extends string>({
  header,
  children,
  ...nav
}: SectionNavProps<K> & { header: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        {header}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SectionNav {...nav} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
