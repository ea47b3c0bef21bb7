// `kubecloud deploy --wait`: the provisioning steps as they happen, from the SDK's event stream, read into
// the same timeline the console draws. The stream is open before the deploy is sent, so no step is missed;
// the workflow's status is also asked now and then, in case events are lost.
import {
  buildTimeline,
  inProgress,
  toClusterEvent,
  type ClusterEvent,
  type KubeCloudClient,
  type Timeline,
  type WorkflowStatus,
} from "@kubecloud/sdk";
import { CliError, Exit } from "../exit.ts";
import { openLiveEvents } from "../live.ts";

/** How often the workflow's status is asked, besides the events. */
const POLL_MS = 5_000;
/** How long to wait for the stream's `connected` before deploying without it (the status poll still ends it). */
const CONNECT_MS = 10_000;

export interface Follower {
  /** Resolves when the cluster runs; rejects (exit 1) when it failed and was rolled back, or on timeout (exit 5). */
  until(taskId: string, timeoutMs: number): Promise<Timeline>;
  close(): void;
}

const stepLine = (timeline: Timeline, number: number, text: string) => `[${number}/${timeline.total}] ${text}`;

/**
 * Opens the event stream for the deployment of `cluster` (VM names in the order sent) and resolves once it
 * is live. `print` gets one line per step as it ends.
 */
export async function followDeployment(
  api: KubeCloudClient,
  cluster: string,
  vms: readonly string[],
  print: (line: string) => void,
): Promise<Follower> {
  const events: ClusterEvent[] = [];
  let workflow: WorkflowStatus | undefined;
  let printed = new Map<number, string>();
  let wake = () => {};
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));

  const live = await openLiveEvents(api, {
    onConnectionChange: (up) => up && connected(),
    onEvent: (event) => {
      events.push(toClusterEvent(event));
      wake();
    },
  });
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, CONNECT_MS).unref())]);

  const timeline = () => buildTimeline({ cluster, vms, events, workflow });
  /** Prints each step whose state changed since it was last printed. */
  function report(current: Timeline) {
    const next = new Map(printed);
    for (const step of current.steps) {
      if (step.state === "waiting" || printed.get(step.number) === step.state) continue;
      next.set(step.number, step.state);
      const mark = step.state === "done" ? "done" : step.state === "failed" ? "FAILED" : "retrying";
      print(stepLine(current, step.number, `${step.label}: ${mark}`));
    }
    printed = next;
  }

  return {
    async until(taskId, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const poll = setInterval(() => {
        api
          .call("get", "/v1/workflow/{workflow_id}", { params: { path: { workflow_id: taskId } } })
          .then((status) => {
            workflow = status;
            // A long wait outlives the access token: the SDK has refreshed it for this call, so the stream
            // reconnects with the new one (the same token changes nothing).
            live.setToken(api.tokens.getAccessToken());
            wake();
          })
          .catch(() => undefined); // the next poll, or the events, will tell
      }, POLL_MS);
      try {
        for (;;) {
          const current = timeline();
          report(current);
          if (!inProgress(current.phase)) return outcome(cluster, current, await failureReason(api, current));
          const left = deadline - Date.now();
          if (left <= 0)
            throw new CliError(
              `Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${cluster} (${current.done} of ${current.total} steps done); it may still be deploying: run kubecloud clusters get ${cluster}`,
              Exit.timeout,
            );
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, left);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        clearInterval(poll);
      }
    },
    close: () => live.close(),
  };
}

/** The server's reason for a failed deployment: the `error` of its persisted failure notification. */
async function failureReason(api: KubeCloudClient, timeline: Timeline): Promise<string | undefined> {
  if (timeline.phase === "running" || !timeline.failureId) return undefined;
  try {
    const page = await api.call("get", "/v1/notifications", { params: { query: { limit: 50 } } });
    return page.notifications?.find((notification) => notification.id === timeline.failureId)?.payload.error;
  } catch {
    return undefined; // the step and the rollback are still worth saying
  }
}

/** A finished timeline: the running cluster, or the failed step and what the rollback did (exit 1). */
function outcome(cluster: string, timeline: Timeline, reason: string | undefined): Timeline {
  if (timeline.phase === "running") return timeline;
  const step = timeline.failedStep
    ? `step ${timeline.failedStep.number}/${timeline.total} (${timeline.failedStep.label})`
    : "a step the server did not name";
  const rollback =
    timeline.phase === "rolled-back"
      ? "The rollback removed what had been deployed."
      : timeline.phase === "rollback-failed"
        ? "The rollback failed too: check your nodes and clusters (kubecloud clusters list)."
        : "No event said whether a rollback ran.";
  const why = reason ? ` Reason: ${reason.replace(/\.?$/, ".")}` : "";
  throw new CliError(`Deployment of ${cluster} failed at ${step}.${why} ${rollback}`, Exit.api);
}
