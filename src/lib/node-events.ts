/** The window event a successful node event fires (product-rules §4), for screens that track reservations. */
export const NODE_UPDATE_EVENT = "node-update";

/**
 * The window event a failed node event fires (our rule, product-rules §4): a reservation or release the app
 * follows ends at once with the server's reason, instead of polling until it gives up.
 */
export const NODE_FAILURE_EVENT = "node-failure";

export interface NodeFailure {
  nodeId: number;
  /** The server's reason, when its event gave one. */
  reason?: string;
}
