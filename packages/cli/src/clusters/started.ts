// The deployments this machine started, kept beside the config (`deployments.json`): the server lists a
// cluster only once its deployment has ended, so without this `clusters get` and `kubeconfig get` could
// only say "not found" for a cluster that is still being built. Names and workflow ids only: no secret.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { KubeCloudClient, WorkflowStatus } from "@kubecloud/sdk";
import { configPath } from "../config.ts";
import { writePrivate } from "../kubeconfig/file.ts";

interface Started {
  apiUrl: string;
  cluster: string;
  taskId: string;
  startedAt: string;
}

/** Records older than this are dropped: a deployment takes minutes, not days. */
const KEEP_MS = 24 * 3_600_000;

const recordsPath = (env: NodeJS.ProcessEnv) => join(dirname(configPath(env)), "deployments.json");

function read(env: NodeJS.ProcessEnv): Started[] {
  try {
    const records = JSON.parse(readFileSync(recordsPath(env), "utf8")) as Started[];
    return Array.isArray(records) ? records.filter((r) => Date.now() - Date.parse(r.startedAt) < KEEP_MS) : [];
  } catch {
    return []; // none yet, or unreadable: it is only a hint
  }
}

export function recordStarted(env: NodeJS.ProcessEnv, apiUrl: string, cluster: string, taskId: string): void {
  const others = read(env).filter((r) => !(r.apiUrl === apiUrl && r.cluster === cluster));
  const records = [...others, { apiUrl, cluster, taskId, startedAt: new Date().toISOString() }];
  try {
    writePrivate(recordsPath(env), `${JSON.stringify(records, null, 2)}\n`);
  } catch {
    // Not being able to remember it only makes a later "not found" less helpful.
  }
}

/**
 * When `cluster` is not found: says so plainly if this machine started its deployment and the server's
 * workflow still runs (or just failed), else undefined.
 */
export async function deployingNote(
  api: KubeCloudClient,
  env: NodeJS.ProcessEnv,
  apiUrl: string,
  cluster: string,
): Promise<string | undefined> {
  const record = read(env).find((r) => r.apiUrl === apiUrl && r.cluster === cluster);
  if (!record) return undefined;
  let status: WorkflowStatus;
  try {
    status = await api.call("get", "/v1/workflow/{workflow_id}", { params: { path: { workflow_id: record.taskId } } });
  } catch {
    return undefined;
  }
  if (status === "pending" || status === "running")
    return `Cluster ${cluster} is still being deployed (started ${record.startedAt.slice(0, 16).replace("T", " ")} UTC): it exists, with its kubeconfig, once the deployment ends.`;
  if (status === "failed") return `The deployment of ${cluster} failed and was rolled back: there is no such cluster.`;
  return undefined;
}
