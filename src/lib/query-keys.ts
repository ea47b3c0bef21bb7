/**
 * Query keys shared across features, so that one feature can refresh another's data (a live event
 * reloads the balance or the clusters) without importing it.
 */
export const queryKeys = {
  user: ["user"] as const,
  balance: ["balance"] as const,
  deployments: ["deployments"] as const,
  notifications: ["notifications"] as const,
};

/** The window event a successful node event fires (spec §4), for screens that track reservations. */
export const NODE_UPDATE_EVENT = "node-update";
