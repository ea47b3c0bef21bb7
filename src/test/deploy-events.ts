import type { EventMessage } from "@kubecloud/sdk";

// Live events of two deployments as the sandbox sent them (speed 20, recorded from GET /v1/events): web1
// told to fail its third step (POST /__sandbox/fail-deploy {step: 3}), then rolled back; web2 deployed.
// Each is a master and a worker, so 4 steps: the network, master1, worker1, then kubeconfig and readiness.

/** The start of web2's deployment (the live event the provisioning view opens on). */
const deploymentStarted: EventMessage = {
  type: "deployment",
  data: {
    message: "Deploying Cluster has been started",
    status: "started",
  },
  severity: "info",
  timestamp: "2026-11-25T03:11:36.599000000Z",
};

/** web1: network and master1 done, worker1 failed ("retrying", the server's quirk), the failure, the rollback. */
export const failedDeployment: EventMessage[] = [
  {
    type: "deployment",
    data: {
      message: "Deploying Cluster has been started",
      status: "started",
    },
    severity: "info",
    timestamp: "2026-11-25T03:11:29.386000000Z",
  },
  {
    type: "step_completed",
    data: {
      message: 'Deploying cluster "web1" - Step completed (1/4)',
      status: "completed",
    },
    severity: "info",
    timestamp: "2026-11-25T03:11:29.604000000Z",
  },
  {
    type: "step_completed",
    data: {
      message: 'Deploying cluster "web1" - Step completed (2/4)',
      status: "completed",
    },
    severity: "info",
    timestamp: "2026-11-25T03:11:29.805000000Z",
  },
  {
    type: "step_failed",
    data: {
      message: 'Deploying cluster "web1" - Step failed (3/4)',
      status: "retrying",
    },
    severity: "info",
    timestamp: "2026-11-25T03:11:30.006000000Z",
  },
  {
    type: "deployment",
    data: {
      message: "Deploying Cluster for cluster 'web1' failed",
      status: "failed",
    },
    severity: "error",
    timestamp: "2026-11-25T03:11:30.006000000Z",
    id: "da099bf4-fac9-4d2f-a926-3ddbaf9bf739",
  },
  {
    type: "deployment",
    data: {
      message: "Rollback has been started",
      status: "started",
    },
    severity: "info",
    timestamp: "2026-11-25T03:11:30.017000000Z",
  },
  {
    type: "deployment",
    data: {
      message: "Rollback completed successfully for cluster 'web1' with 2 nodes",
      status: "succeeded",
    },
    severity: "success",
    timestamp: "2026-11-25T03:11:30.092000000Z",
    id: "48c14ddc-65e4-457d-9f86-584e9fd76be8",
  },
  deploymentStarted,
];

/** web2: every step done, then the deployment's success. */
export const succeededDeployment: EventMessage[] = [
  deploymentStarted,
  {
    type: "step_completed",
    data: {
      message: 'Deploying cluster "web2" - Step completed (1/4)',
      status: "completed",
    },
    severity: "info",
    timestamp: "2026-11-25T03:11:36.751000000Z",
  },
  {
    type: "step_completed",
    data: {
      message: 'Deploying cluster "web2" - Step completed (2/4)',
      status: "completed",
    },
    severity: "info",
    timestamp: "2026-11-25T03:11:36.954000000Z",
  },
  {
    type: "step_completed",
    data: {
      message: 'Deploying cluster "web2" - Step completed (3/4)',
      status: "completed",
    },
    severity: "info",
    timestamp: "2026-11-25T03:11:37.167000000Z",
  },
  {
    type: "deployment",
    data: {
      message: "Deploying Cluster completed successfully for cluster 'web2' with 2 nodes",
      status: "succeeded",
    },
    severity: "success",
    timestamp: "2026-11-25T03:11:37.445000000Z",
    id: "76d188aa-16fb-48b5-b1c7-373df8f2720b",
  },
];
