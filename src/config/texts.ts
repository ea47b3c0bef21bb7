/**
 * Fixed screen text the product rules name (product-rules §2, §8). Error texts that any client reports (the catalogue,
 * per-call messages, live events' defaults) come from the SDK's `messages`; this is what only the console
 * shows.
 */
export const texts = {
  ui: {
    nodeReservationTitle: "Node reservation error",
    nodeReservationMessage: "Failed to reserve node",
    somethingWentWrong: "Something went wrong",
    unexpectedRefresh: "An unexpected error occurred. Please try refreshing the page.",
    unexpectedErrorTitle: "Unexpected Error",
    notificationFallbackTitle: "Notification",
    unknownTime: "Unknown time",
    noNotifications: "No notifications yet",
    loadingNotifications: "Loading notifications...",
    markAllRead: "Mark all read",
    seeAllNotifications: "See All Notifications",
    userFallbackName: "User",
    landDatasetFailed: "Failed to fetch world-atlas land",
    /** Every refused reset code, whatever the reason, so the words say nothing about the account. */
    resetCodeRefused: "This code is not valid or has expired. Check it, or ask for a new one.",
    /** The default message of the console's `other` notification kind (a type the server never sends). */
    otherEvent: "System notification",
  },
  nodes: {
    reservedTitle: "Node reserved",
    reservedMessage: (nodeId: number) => `Node ${nodeId} is yours: it is in My Nodes.`,
    releasedTitle: "Node released",
    releasedMessage: (nodeId: number) => `Node ${nodeId} is no longer reserved.`,
    releaseErrorTitle: "Node release error",
    releaseErrorMessage: "Failed to release node",
    rentedFetchFailed: "Failed to fetch rented nodes",
  },
  clusters: {
    notFound: "Cluster not found",
    /** What the cluster page says when the server has no metrics (the real one answers 404). */
    metricsUnavailable: "Metrics are not available on this server",
  },
  success: {
    welcomeBack: "Welcome back!",
    verificationCodeSent: "Verification code sent to your email",
  },
  loading: {
    creatingAccount: "Creating your account...",
    resendingCode: "Resending verification code...",
    sendingResetCode: "Sending reset code...",
    updatingPassword: "Updating password...",
  },
} as const;
