/**
 * What the console calls each live event (product-rules §4, §8): a title that says what happened to what, as
 * the server's own words (a bare "Charge Balance has been started", or no subject at all on a live event) do
 * not. The server's descriptions of its workflows are the keys.
 */
export const eventTexts = {
  /** The start of a workflow, by the server's description of it. */
  started: {
    "Deploying Cluster": "Cluster deployment started",
    "Adding Node": "Adding a node to a cluster",
    "Removing Node": "Removing a node from a cluster",
    "Deleting Cluster": "Cluster deletion started",
    "Deleting All Clusters": "Deletion of all clusters started",
    Rollback: "Rolling back a failed deployment",
    "Cluster Health Check": "Cluster health check started",
    "User Verification": "Setting up your account",
    "Charge Balance": "Card payment started",
    "Admin Credit Balance": "Credit transfer started",
    "Redeem Voucher": "Voucher redemption started",
    "Reserve Node": "Node reservation started",
    "Unreserve Node": "Node release started",
  } as Record<string, string>,
  /** A workflow the console has no words for: its name, readable. */
  startedOther: (workflow: string) => {
    const words = workflow.replace(/[-_]+/g, " ").trim();
    return `${words.charAt(0).toUpperCase()}${words.slice(1)} started`;
  },
  step: {
    completed: (cluster: string, step: number, total: number) => `Cluster ${cluster}: step ${step} of ${total} done`,
    failed: (cluster: string, step: number, total: number) => `Cluster ${cluster}: step ${step} of ${total} failed`,
    retrying: (cluster: string, step: number, total: number) =>
      `Cluster ${cluster}: step ${step} of ${total} is retried`,
    failedMessage: "The deployment stops here, and the server rolls back what it had created.",
  },
  /** The end of a cluster workflow, by the server's description of it. */
  outcome: {
    "Deploying Cluster": {
      ok: (c: string) => `Cluster ${c} deployed`,
      failed: (c: string) => `Deployment of ${c} failed`,
    },
    "Adding Node": { ok: (c: string) => `Node added to ${c}`, failed: (c: string) => `Adding a node to ${c} failed` },
    "Removing Node": {
      ok: (c: string) => `Node removed from ${c}`,
      failed: (c: string) => `Removing a node from ${c} failed`,
    },
    "Deleting Cluster": { ok: (c: string) => `Cluster ${c} deleted`, failed: (c: string) => `Deleting ${c} failed` },
    "Deleting All Clusters": { ok: () => "All clusters deleted", failed: () => "Deleting all clusters failed" },
    Rollback: {
      ok: (c: string) => `Failed deployment of ${c} rolled back`,
      failed: (c: string) => `Rollback of ${c} failed`,
    },
  } as Record<string, { ok: (cluster: string) => string; failed: (cluster: string) => string }>,
  outcomeOther: (workflow: string, cluster: string, ok: boolean) =>
    ok ? `${workflow} of ${cluster} done` : `${workflow} of ${cluster} failed`,
  rolledBackMessage: "Nothing of it is left running, and its nodes have their resources back.",
  node: {
    reserved: (id: number) => `Node ${id} reserved`,
    released: (id: number) => `Node ${id} released`,
    reserveFailed: (id: number) => `Reservation of node ${id} failed`,
    releaseFailed: (id: number) => `Release of node ${id} failed`,
  },
  billing: {
    fundsAdded: "Funds added",
    fundsFailed: "Adding funds failed",
    fundsFailedMessage: "Nothing was added to your balance. The notification says why.",
    voucherRedeemed: "Voucher redeemed",
    userCredited: "User credited",
    creditFailed: "Credit transfer failed",
    vouchersGenerated: (count: string) => `${count} vouchers generated`,
  },
  user: {
    emailVerified: "Email verified",
    accountVerified: "Account verified",
    accountVerificationFailed: "Account verification failed",
    passwordChanged: "Password changed",
    sshKeyAdded: "SSH key added",
    sshKeyDeleted: "SSH key deleted",
  },
  /** The links a toast offers to what it is about. */
  links: {
    cluster: (cluster: string) => `Open ${cluster}`,
    clusters: "Open Clusters",
    myNodes: "Open My Nodes",
    marketplace: "Find it on Nodes",
    payments: "Open Payments",
    reason: "See why in Notifications",
    sshKeys: "Open SSH Keys",
  },
};
