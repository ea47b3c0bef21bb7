import { Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import type { Runway } from "@kubecloud/sdk";
import { useId, useState } from "react";
import { formatHourly, formatUsd } from "../../lib/format.ts";
import { useRunway } from "../../lib/queries/runway.ts";
import { hoursLeft, runwayHeadline } from "../../lib/runway-text.ts";
import { RunwayBreakdown } from "./RunwayBreakdown.tsx";

const colours: Record<Runway["state"], string | undefined> = {
  "not-spending": undefined,
  days: undefined,
  hours: "red",
  empty: "red",
  debt: "red",
};

/** The spend's figures, the balance that pays it and the caveats: pending money, estimates, unknown VMs. */
function Figures({ runway }: { runway: Runway }) {
  const notes = [
    runway.state === "hours" && `${hoursLeft(runway.hours ?? 0)} left.`,
    runway.state === "debt" && `${formatUsd(runway.debt)} of unpaid rent: the runway is 0 until it is paid.`,
    runway.state !== "debt" &&
      runway.debt > 0 &&
      `${formatUsd(runway.debt)} of unpaid rent is paid from the balance first.`,
    runway.pending > 0 && `+${formatUsd(runway.pending)} pending is not counted until it arrives.`,
    runway.estimated && "VMs on shared nodes are estimates.",
    runway.unknown > 0 &&
      `${runway.unknown} VM${runway.unknown === 1 ? " is" : "s are"} left out: ${runway.unknown === 1 ? "its node" : "their nodes"} could not be read.`,
  ].filter((note): note is string => typeof note === "string");
  return (
    <>
      <Text size="sm">
        Spending {formatHourly(runway.hourly)} an hour ({formatUsd(runway.monthly)} a month) · balance less debt{" "}
        {formatUsd(runway.available)}
      </Text>
      {notes.length > 0 && (
        <Text size="sm" c="dimmed">
          {notes.join(" ")}
        </Text>
      )}
    </>
  );
}

function Breakdown({ runway }: { runway: Runway }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (runway.items.length === 0) return null;
  return (
    <>
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          rightSection={<span aria-hidden="true">{open ? "▴" : "▾"}</span>}
        >
          What Is Spending It
        </Button>
      </Group>
      {open && (
        <div id={panelId}>
          <RunwayBreakdown items={runway.items} monthly={runway.monthly} />
        </div>
      )}
    </>
  );
}

/**
 * How long the balance lasts: the hourly spend (every running cluster's VMs on shared nodes and every reserved
 * node's rent), the balance net of debt (pending money not counted) and "Lasts about N days", with what makes up
 * the spend one click away.
 */
export function RunwayCard() {
  const { runway, failed, fetching, retry } = useRunway();
  return (
    <Paper component="section" aria-label="Runway" withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        Runway
      </Text>
      {runway ? (
        <Stack gap={6}>
          <Text fz={28} fw={700} c={colours[runway.state]} data-testid="runway-headline">
            {runwayHeadline(runway)}
          </Text>
          <Figures runway={runway} />
          <Breakdown runway={runway} />
        </Stack>
      ) : failed ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm" c="red" role="alert">
            {failed === "balance"
              ? "Your balance could not be loaded, so how long it lasts is unknown."
              : "Your clusters or reserved nodes could not be loaded, so what you spend is unknown."}
          </Text>
          <Button size="compact-sm" variant="default" loading={fetching} onClick={retry}>
            Try Again
          </Button>
        </Stack>
      ) : (
        <Loader size="sm" aria-label="Loading Runway" />
      )}
    </Paper>
  );
}
