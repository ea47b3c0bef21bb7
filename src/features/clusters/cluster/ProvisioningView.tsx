import type { Timeline } from "@kubecloud/sdk";
import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router-dom";
import { CheckIcon, ErrorIcon, InfoIcon } from "../../../components/icons.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { dashboardPath, paths } from "../../../config/paths.ts";
import { useApi } from "../../../lib/api-context.ts";
import { asSentence } from "../../../lib/error-text.ts";
import { useSession } from "../../../lib/session/session-context.ts";
import { clusterScreenQueries } from "../queries.ts";
import type { DeployRecord } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { saveDraft } from "../wizard/draft.ts";
import { KubeconfigPending } from "./KubeconfigPanel.tsx";
import { TimelineList } from "./TimelineList.tsx";

/** The server's reason for a failed deployment, from its stored notification (the live event has none). */
function FailureReason({ id }: { id: string }) {
  const api = useApi();
  const { data } = useQuery(clusterScreenQueries.notifications(api));
  const reason = data?.find((notification) => notification.id === id)?.payload.error;
  return reason ? <Text size="sm">Reason: {asSentence(reason)}</Text> : null;
}

const headline: Record<Timeline["phase"], string> = {
  deploying: "Deploying: the VMs come up one after another. You can leave this page; the deployment goes on.",
  running: "Deployed.",
  "rolling-back": "The deployment failed; the server is rolling it back.",
  "rolled-back": "The deployment failed and was rolled back.",
  "rollback-failed": "The deployment failed, and so did its rollback.",
  failed: "The deployment failed.",
};

/** What became of a failed deployment, by the phase it ended in (the plain "failed" shows no reason). */
const afterFailure: Partial<Record<Timeline["phase"], string>> = {
  "rolling-back": "The server is rolling the deployment back: it removes every VM and network it had created.",
  "rolled-back":
    "The server rolled the deployment back: nothing of it is left running, and the nodes have their resources back.",
  "rollback-failed":
    "The rollback failed as well, so some of its VMs may still run on your nodes. Contact support with the cluster's name.",
  failed: "The server rolls a failed deployment back by itself, removing what it had created.",
};

function Outcome({ timeline }: { timeline: Timeline }) {
  const step = timeline.failedStep;
  const what = step ? `Step ${step.number} (${step.label}) failed.` : "The deployment failed.";
  const reason = timeline.failureId ? <FailureReason id={timeline.failureId} /> : null;
  const failure = afterFailure[timeline.phase];
  if (failure) {
    return (
      <Alert color="red" variant="light" icon={<ErrorIcon />} title={what} role="alert">
        {timeline.phase !== "failed" && reason}
        <Text size="sm">{failure}</Text>
      </Alert>
    );
  }
  if (timeline.phase === "running") {
    return (
      <Alert color="green" variant="light" icon={<CheckIcon />} title="The cluster is running">
        Loading it…
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<InfoIcon />}>
      Your dashboard lists the cluster as deploying until it is ready, and the notification bell says when it is.
    </Alert>
  );
}

/** A deployment in progress (or failed): the timeline from the events and the server's word, and what next. */
export function ProvisioningView({ record, timeline }: { record: DeployRecord; timeline: Timeline }) {
  const navigate = useNavigate();
  const { tracker } = useTracker();
  const { user } = useSession();
  const finished = timeline.phase !== "deploying" && timeline.phase !== "rolling-back";

  function deployAgain() {
    saveDraft(window.sessionStorage, user?.ID ?? 0, record.draft);
    tracker.dismissDeployment(record.cluster);
    void navigate(`${paths.deploy}?step=place`);
  }

  return (
    <Stack gap="lg">
      <PageHeader title={record.cluster} description={headline[timeline.phase]} />
      <Paper withBorder p="md" radius="md">
        <TimelineList timeline={timeline} />
      </Paper>
      <Outcome timeline={timeline} />
      {(timeline.phase === "deploying" || timeline.phase === "running") && <KubeconfigPending />}
      <Group gap="sm">
        <Button component={Link} to={dashboardPath("clusters")} variant="default">
          Back to Clusters
        </Button>
        {finished && timeline.phase !== "running" && (
          <>
            <Button onClick={deployAgain}>Edit and Deploy Again</Button>
            <Button
              variant="subtle"
              onClick={() => {
                tracker.dismissDeployment(record.cluster);
                void navigate(dashboardPath("clusters"));
              }}
            >
              Dismiss
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
