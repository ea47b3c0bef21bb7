/**
 * How the console behaves in time and space (product-rules §4, §9): toast timing, the bell, maintenance
 * rechecks, refresh intervals. These are the console's own rules, not facts about the API, so they live
 * here rather than in the contract (the SDK keeps what any client needs: timeouts, limits, event timing).
 */
export const settings = {
  /** A toast disappears after this unless it has its own duration. */
  toastDurationMs: 5000,
  /** A loading toast appears only when the work runs longer than this. */
  loadingToastDelayMs: 500,
  /** The bell lists this many notifications… */
  bellItems: 10,
  /** …and caps its unread badge here ("99+"). */
  badgeCap: 99,
  /** The maintenance status is rechecked on navigation once it is older than this. */
  maintenanceRecheckMs: 3_600_000,
  /** The balance refreshes this often while a screen shows it. */
  balanceRefreshMs: 30_000,
  /** A user-type error event signs the user out after this delay. */
  userErrorLogoutDelayMs: 2000,
  /** A password-reset session's temporary tokens last this long. */
  resetTokenLifetimeMs: 15 * 60_000,
} as const;
