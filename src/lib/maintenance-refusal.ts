import { KubeCloudError, operations } from "@kubecloud/sdk";
import { texts } from "../config/texts.ts";

const byRoute = new Map<string, { id: string; auth: string }>(
  Object.entries(operations).map(([id, op]) => [`${op.method} ${op.path}`, { id, auth: op.auth }]),
);

/**
 * The error a change gets while maintenance is on, or undefined for a call maintenance lets through: reads,
 * the public calls (signing in, which the admin needs) and the admin's own operations.
 */
export function maintenanceRefusal(method: string, path: string): KubeCloudError | undefined {
  const op = byRoute.get(`${method} ${path}`);
  if (method === "get" || op?.auth !== "user") return undefined;
  return new KubeCloudError({
    message: texts.maintenance.changesStopped,
    // Shown as a refusal's reason wherever a screen shows the server's: it is why nothing was sent.
    serverText: texts.maintenance.changesStopped,
    status: 503,
    code: "MAINTENANCE",
    operationId: op.id,
    method: method.toUpperCase(),
    path,
  });
}
