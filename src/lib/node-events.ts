/** The window event a successful node event fires (product-rules §4), for screens that track reservations. */
export const NODE_UPDATE_EVENT = "node-update";
