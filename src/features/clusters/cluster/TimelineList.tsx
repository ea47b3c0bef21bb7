import { inProgress, type Timeline as DeployTimeline, type TimelineStep } from "@kubecloud/sdk";
import { Loader, Progress, Stack, Text, Timeline } from "@mantine/core";
import { CheckIcon, ErrorIcon } from "../../../components/icons.tsx";
import { DotIcon } from "../cluster-icons.tsx";
import { formatClock } from "../../../lib/format.ts";

function bullet(step: TimelineStep, current: boolean) {
  // The Timeline's bullet is the coloured circle; the icon inside says which state.
  if (step.state === "done") return <CheckIcon size={14} />;
  if (step.state === "failed") return <ErrorIcon size={14} />;
  if (current) return <Loader size={14} aria-hidden />;
  return <DotIcon size={14} />;
}

function stateText(step: TimelineStep, current: boolean, failed: boolean): string {
  const at = step.at ? ` at ${formatClock(step.at)}` : "";
  if (step.state === "done") return `Done${at}`;
  if (step.state === "failed") return `Failed${at}`;
  if (step.state === "retrying") return `Retrying${at}`;
  if (failed) return "Not reached";
  return current ? "In progress" : "Waiting";
}

/** The steps of a deployment with their state and time, and the overall progress. */
export function TimelineList({ timeline }: { timeline: DeployTimeline }) {
  const running = inProgress(timeline.phase) && timeline.phase === "deploying";
  const current = running ? timeline.steps.find((step) => step.state !== "done") : undefined;
  // Steps up to the last one reported (done or failed) are drawn active, each in its own colour.
  const lastDone = timeline.steps.reduce((last, step, i) => (step.state === "waiting" ? last : i), -1);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" aria-live="polite">
          {timeline.done} of {timeline.total} steps done
        </Text>
        <Progress
          value={timeline.percent}
          aria-label="Deployment progress"
          color={timeline.failedStep ? "red" : "green"}
          animated={running}
          striped={running}
        />
      </Stack>
      <Timeline active={lastDone} bulletSize={24} lineWidth={2}>
        {timeline.steps.map((step) => (
          <Timeline.Item
            key={step.number}
            bullet={bullet(step, step === current)}
            title={step.label}
            color={step.state === "failed" ? "red" : step.state === "retrying" ? "yellow" : "green"}
          >
            <Text size="sm" c={step.state === "failed" ? "red" : "dimmed"}>
              Step {step.number}: {stateText(step, step === current, timeline.failedStep !== undefined)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
