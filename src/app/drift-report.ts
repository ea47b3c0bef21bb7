import { logDrift, type Drift } from "@kubecloud/sdk";
import { showToast } from "../components/feedback/deferred-toasts.ts";

/**
 * Where the SDK's drift reports go (each field once per session): the console log always, so drift against a
 * real server is found rather than hidden; in development also a visible warning, for whoever points the
 * console at a new server. The reply itself was used.
 */
export function reportDrift(drift: Drift): void {
  logDrift(drift);
  if (import.meta.env.DEV) {
    showToast({
      severity: "warning",
      title: "The API sent something the contract does not describe",
      message: `${drift.operationId} ${drift.path}: expected ${drift.expected}, got ${drift.got}.`,
    });
  }
}
