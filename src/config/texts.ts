import { shellTexts } from "./shell-texts.ts";

/**
 * Fixed screen text the product rules name (product-rules §2, §8). Error texts that any client reports (the catalogue,
 * per-call messages, live events' defaults) come from the SDK's `messages`; this is what only the console
 * shows.
 */
export const texts = {
  ui: {
    nodeReservationTitle: "Node reservation error",
    nodeReservationMessage: "Failed to reserve node",
    ...shellTexts,
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
    releaseErrorTitle: "Node release error",
    releaseErrorMessage: "Failed to release node",
    rentedFetchFailed: "Failed to fetch rented nodes",
  },
  clusters: {
    notFound: "Cluster not found",
    /** What the cluster page says when the server has no metrics (the real one answers 404). */
    metricsUnavailable: "Metrics are not available on this server",
    /**
     * Why a VM on a shared node has an estimated price (product-rules §9): the server bills only rent, and the
     * grid's own rule for VMs on shared nodes is not stated anywhere the console can read.
     */
    estimateBasis:
      "Estimate: the grid bills a VM on a shared node from your balance by a rule the KubeCloud API does not state. " +
      "This is the VM's share of the node (its largest share of the node's vCPU, RAM or SSD) at the node's list price.",
    /** A VM on a node the user reserves adds nothing: the node's rent (in My Nodes) is the bill. */
    rentCovers: (vms: number, nodes: readonly number[], rent: string) =>
      `${vms === 1 ? "1 VM runs" : `${vms} VMs run`} on ${nodes.length === 1 ? "a node" : "nodes"} you reserve ` +
      `(${nodes.join(", ")}): ${nodes.length === 1 ? "its" : "their"} rent, ${rent} a month in My Nodes, ` +
      `covers ${vms === 1 ? "it" : "them"}, so ${vms === 1 ? "it adds" : "they add"} nothing.`,
    /** The rented list failed: every node is priced as a shared one. */
    rentUnknown: "Your reserved nodes could not be loaded, so every node is priced here as a shared one.",
  },
  session: {
    /** On /sign-in after a session ended by itself (the refresh was refused): why the user is there. */
    expiredTitle: "Your session has expired",
    expiredBack: "Sign in again to go back to where you were.",
    expiredAgain: "Sign in again to continue.",
  },
  maintenance: {
    /** What a signed-in user's change gets while maintenance is on (product-rules §2): nothing was sent. */
    changesStopped:
      "KubeCloud is under maintenance, so nothing can be changed right now and nothing was sent. Try again once it is over.",
    /** Over the pages that stay open during maintenance, for a signed-in user. */
    noticeTitle: "KubeCloud is under maintenance",
    notice: "You can look around, but nothing can be changed until it is over.",
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
