import type { EventMessage } from "@kubecloud/sdk";
import { describe, expect, it } from "vitest";
import { describeEvent } from "./describe-event.ts";

const event = (type: string, severity: string, message: string, status: string): EventMessage =>
  ({ type, severity, data: { message, status }, timestamp: "2026-11-21T10:00:00Z" }) as EventMessage;

// Every event the server sends over the live stream (backend-api §4.3), as it sends it: type, severity,
// message and status only, no subject.
const serverEvents: [EventMessage, ReturnType<typeof describeEvent>][] = [
  [
    event("billing", "info", "Charge Balance has been started", "started"),
    { title: "Card payment started", severity: "info" },
  ],
  [
    event("billing", "info", "Redeem Voucher has been started", "started"),
    { title: "Voucher redemption started", severity: "info" },
  ],
  [
    event("billing", "info", "Admin Credit Balance has been started", "started"),
    { title: "Credit transfer started", severity: "info" },
  ],
  [
    event("node", "info", "Reserve Node has been started", "started"),
    { title: "Node reservation started", severity: "info" },
  ],
  [
    event("node", "info", "Unreserve Node has been started", "started"),
    { title: "Node release started", severity: "info" },
  ],
  [
    event("deployment", "info", "Deploying Cluster has been started", "started"),
    { title: "Cluster deployment started", severity: "info" },
  ],
  [
    event("deployment", "info", "Rollback has been started", "started"),
    { title: "Rolling back a failed deployment", severity: "info" },
  ],
  [
    event("deployment", "info", "Cluster Health Check has been started", "started"),
    { title: "Cluster health check started", severity: "info" },
  ],
  [
    event("user", "info", "User Verification has been started", "started"),
    { title: "Setting up your account", severity: "info" },
  ],
  [
    event("deployment", "info", "rollback-add-node has been started", "started"),
    { title: "Rollback add node started", severity: "info" },
  ],
  [
    event("step_completed", "info", 'Deploying cluster "prod" - Step completed (2/4)', "completed"),
    { title: "Cluster prod: step 2 of 4 done", severity: "info", link: { to: "/clusters/prod", label: "Open prod" } },
  ],
  [
    // The server sends a failed step as info with status "retrying": it is the deployment failing.
    event("step_failed", "info", 'Deploying cluster "prod" - Step failed (3/4)', "retrying"),
    {
      title: "Cluster prod: step 3 of 4 failed",
      message: "The deployment stops here, and the server rolls back what it had created.",
      severity: "error",
      link: { to: "/clusters/prod", label: "Open prod" },
    },
  ],
  [
    event(
      "deployment",
      "success",
      "Deploying Cluster completed successfully for cluster 'prod' with 3 nodes",
      "succeeded",
    ),
    { title: "Cluster prod deployed", severity: "success", link: { to: "/clusters/prod", label: "Open prod" } },
  ],
  [
    event("deployment", "error", "Deploying Cluster for cluster 'prod' failed", "failed"),
    {
      title: "Deployment of prod failed",
      severity: "error",
      link: { to: "/notifications", label: "See why in Notifications" },
    },
  ],
  [
    event("deployment", "success", "Rollback completed successfully for cluster 'prod' with 3 nodes", "succeeded"),
    {
      title: "Failed deployment of prod rolled back",
      message: "Nothing of it is left running, and its nodes have their resources back.",
      severity: "success",
    },
  ],
  [
    event("deployment", "success", "Adding Node completed successfully for cluster 'prod' with 4 nodes", "succeeded"),
    { title: "Node added to prod", severity: "success", link: { to: "/clusters/prod", label: "Open prod" } },
  ],
  [
    event("deployment", "error", "Removing Node for cluster 'prod' failed", "failed"),
    {
      title: "Removing a node from prod failed",
      severity: "error",
      link: { to: "/notifications", label: "See why in Notifications" },
    },
  ],
  [
    event(
      "deployment",
      "success",
      "Deleting Cluster completed successfully for cluster 'prod' with 3 nodes",
      "succeeded",
    ),
    {
      title: "Cluster prod deleted",
      severity: "success",
      link: { to: "/dashboard?section=clusters", label: "Open Clusters" },
    },
  ],
  [
    event(
      "deployment",
      "success",
      "Deleting All Clusters completed successfully for cluster 'all' with 5 nodes",
      "succeeded",
    ),
    {
      title: "All clusters deleted",
      severity: "success",
      link: { to: "/dashboard?section=clusters", label: "Open Clusters" },
    },
  ],
  [
    event(
      "billing",
      "success",
      "Funds were added successfully to your account. Amount added: $20.00. New balance will be: $35.00.",
      "funds_succeeded",
    ),
    {
      title: "Funds added",
      message: "Funds were added successfully to your account. Amount added: $20.00. New balance will be: $35.00.",
      severity: "success",
      link: { to: "/dashboard?section=payments", label: "Open Payments" },
    },
  ],
  [
    event("billing", "error", "Failed to add funds to your account", "funds_failed"),
    {
      title: "Adding funds failed",
      message: "Nothing was added to your balance. The notification says why.",
      severity: "error",
      link: { to: "/notifications", label: "See why in Notifications" },
    },
  ],
  [
    event("billing", "success", "Voucher redeemed successfully.", "voucher_redeemed"),
    {
      title: "Voucher redeemed",
      severity: "success",
      link: { to: "/dashboard?section=payments", label: "Open Payments" },
    },
  ],
  [
    event("billing", "success", "$5.00 was credited to amira@example.com.", "succeeded"),
    { title: "User credited", message: "$5.00 was credited to amira@example.com.", severity: "success" },
  ],
  [
    // The server reports "succeeded" on a failed credit too: the severity tells.
    event("billing", "error", "Money transfer to user 12 failed", "succeeded"),
    { title: "Credit transfer failed", message: "Money transfer to user 12 failed", severity: "error" },
  ],
  [
    event("billing", "success", "5 vouchers generated successfully.", "succeeded"),
    { title: "5 vouchers generated", severity: "success" },
  ],
  [
    event("node", "success", "Node 2215 has been reserved successfully", "succeeded"),
    {
      title: "Node 2215 reserved",
      severity: "success",
      link: { to: "/dashboard?section=nodes", label: "Open My Nodes" },
    },
  ],
  [
    event("node", "success", "Node 2215 has been unreserved successfully", "succeeded"),
    { title: "Node 2215 released", severity: "success", link: { to: "/nodes?q=2215", label: "Find it on Nodes" } },
  ],
  [
    event("node", "error", "Node 2215 reservation failed: node is already rented", "failed"),
    { title: "Reservation of node 2215 failed", message: "Node is already rented.", severity: "error" },
  ],
  [
    event("node", "error", "Node 2215 unreservation failed: contract does not belong to your twin", "failed"),
    { title: "Release of node 2215 failed", message: "Contract does not belong to your twin.", severity: "error" },
  ],
  [
    event("user", "success", "Your account has been verified successfully", "succeeded"),
    { title: "Account verified", severity: "success" },
  ],
  [
    event("user", "error", "Account verification failed", "failed"),
    { title: "Account verification failed", severity: "error" },
  ],
  [
    event("user_registration", "success", "User email is verified successfully", "succeeded"),
    { title: "Email verified", severity: "success" },
  ],
  [
    event("user", "success", "SSH key 'laptop' was added to your account.", "ssh_key_added"),
    {
      title: "SSH key added",
      message: "SSH key 'laptop' was added to your account.",
      severity: "success",
      link: { to: "/dashboard?section=ssh", label: "Open SSH Keys" },
    },
  ],
  [
    event("user", "success", "SSH key 'laptop' was deleted from your account.", "ssh_key_deleted"),
    {
      title: "SSH key deleted",
      message: "SSH key 'laptop' was deleted from your account.",
      severity: "success",
      link: { to: "/dashboard?section=ssh", label: "Open SSH Keys" },
    },
  ],
  [
    event("user", "success", "The password of your KubeCloud account was changed.", "password_changed"),
    { title: "Password changed", message: "The password of your KubeCloud account was changed.", severity: "success" },
  ],
];

describe("live event titles (product-rules §4): what happened to what, with the event's severity", () => {
  it.each(serverEvents)("%o", (input, expected) => {
    expect(describeEvent(input)).toEqual(expected);
  });

  it("never titles a server event by its type's default message or the server's raw workflow wording", () => {
    const generic =
      /System notification|Billing information update|Deployment status update|Node status update|Account information update|has been started/;
    for (const [input] of serverEvents) expect(describeEvent(input).title).not.toMatch(generic);
  });

  it("keeps the server's words, then the type's default message, for an event it cannot read", () => {
    expect(describeEvent(event("billing", "info", "Invoice ready", "issued"))).toEqual({
      title: "Invoice ready",
      severity: "info",
    });
    expect(describeEvent(event("node", "warning", "", ""))).toEqual({
      title: "Node status update",
      severity: "warning",
    });
    expect(describeEvent(event("mystery", "loud", "", ""))).toEqual({ title: "System notification", severity: "info" });
  });
});
