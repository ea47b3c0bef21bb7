import type { KubeCloudError } from "./errors.ts";

/**
 * Whether a value is the SDK's error. By its name, not `instanceof`: the console's first load asks this (its
 * retry policy, its error toasts) long before it makes a request, and should not carry the error class and the
 * message catalogue it needs (they come with the request code). The class sets the name; nothing else does.
 */
export function isKubeCloudError(value: unknown): value is KubeCloudError {
  return value instanceof Error && value.name === "KubeCloudError";
}
