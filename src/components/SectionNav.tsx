import { NativeSelect, NavLink as MantineNavLink, Paper } from "@mantine/core";
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
