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
  /** The maintenance status is rechecked on navigation once it is older than this… */
  maintenanceRecheckMs: 3_600_000,
  /**
   * …and asked this often while a signed-in user has a page open (and before a change once it is this old), so
   * maintenance reaches open pages within seconds (our rule: the server itself blocks nothing).
   */
  maintenancePollMs: 5_000,
  /** The balance refreshes this often while a screen shows it. */
  balanceRefreshMs: 30_000,
  /**
   * After an action whose result a screen has shown, the server's own event about it is still awaited this
   * long, and gets no toast (one outcome, one message): events are queued and handled one every 2 s.
   */
  shownEventGraceMs: 30_000,
  /** A user-type error event signs the user out after this delay. */
  userErrorLogoutDelayMs: 2000,
  /** A password-reset session's temporary tokens last this long. */
  resetTokenLifetimeMs: 15 * 60_000,
  /** Add Funds: the preset amounts in USD… */
  fundPresetsUsd: [5, 10, 20, 50],
  /** …and the bounds of a custom amount (our rule: the server only needs more than 0). */
  customAmountMinUsd: 1,
  customAmountMaxUsd: 10_000,
  /** A charge in progress: its workflow is asked about this often… */
  chargePollMs: 2000,
  /** …for this long at most; after that the notification tells how it ended. */
  chargeWatchMs: 120_000,
  /** A cluster workflow (deploy, add or remove a node, delete) is asked about this often while it runs… */
  workflowPollMs: 3000,
  /** …and this often while the server does not know its id yet (a 500 right after the 202). */
  workflowRetryMs: 15_000,
  /** A cluster's metrics refresh this often while its page is open. */
  metricsRefreshMs: 30_000,
  /** Under this many days of balance for a new cluster, the review warns (it never blocks). */
  runwayWarningDays: 7,
} as const;
