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
    /** The default message of the console's `other` notification kind (a type the server never sends). */
    otherEvent: "System notification",
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
