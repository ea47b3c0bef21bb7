import { paths } from "../config/paths.ts";

/**
 * Where a visitor sent to /maintenance was (the state the gate gave the redirect), to go back there once it
 * is over; / for a direct visit, or anything that is not a path of this app.
 */
export function maintenanceReturn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const internal = typeof from === "string" && from.startsWith("/") && !from.startsWith("//");
  return internal && !from.startsWith(paths.maintenance) ? from : paths.home;
}
