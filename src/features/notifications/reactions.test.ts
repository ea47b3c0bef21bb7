import { describe, expect, it, vi } from "vitest";
import type { EventMessage, Notification } from "@kubecloud/sdk";
import { subjectOf } from "./appearance.tsx";
import { reactToEvent, type EventEffects } from "./reactions.ts";

function setup() {
  const scheduled: { fn: () => void; ms: number }[] = [];
  const effects = {
    toast: vi.fn(),
    prependNotification: vi.fn(),
    reloadNotifications: vi.fn(),
    reloadClusters: vi.fn(),
    reloadBalance: vi.fn(),
    announceNodeUpdate: vi.fn(),
    reloadUserAndOpenDashboard: vi.fn(),
    signOutToHome: vi.fn(),
    schedule: vi.fn((fn: () => void, ms: number) => void scheduled.push({ fn, ms })),
  } satisfies EventEffects;
  return { effects, scheduled };
}

const event = (type: string, severity: string, extra: Partial<EventMessage> = {}): EventMessage =>
  ({ type, severity, data: { message: "", status: "" }, timestamp: "2026-11-21T10:00:00Z", ...extra }) as EventMessage;

const types = ["deployment", "billing", "user", "node"] as const;
const severities = ["success", "error", "warning", "info"] as const;
const followUps: Record<string, keyof EventEffects> = {
  deployment: "reloadClusters",
  billing: "reloadBalance",
  node: "announceNodeUpdate",
  user: "reloadUserAndOpenDashboard",
};
const defaults: Record<string, string> = {
  deployment: "Deployment status update",
  billing: "Billing information update",
  user: "Account information update",
  node: "Node status update",
};

describe("live event reactions (product-rules §4)", () => {
  it.each(types.flatMap((type) => severities.map((severity) => ({ type, severity }))))(
    "$severity $type",
    ({ type, severity }) => {
      const { effects, scheduled } = setup();
      reactToEvent(event(type, severity), effects);
      expect(effects.toast).toHaveBeenCalledWith({ severity, title: defaults[type], message: undefined });
      for (const [kind, effect] of Object.entries(followUps)) {
        expect(effects[effect]).toHaveBeenCalledTimes(severity === "success" && kind === type ? 1 : 0);
      }
      if (severity === "error" && type === "user") {
        expect(scheduled).toHaveLength(1);
        expect(scheduled[0].ms).toBe(2_000);
        expect(effects.signOutToHome).not.toHaveBeenCalled();
        scheduled[0].fn();
        expect(effects.signOutToHome).toHaveBeenCalledOnce();
      } else {
        expect(scheduled).toHaveLength(0);
      }
    },
  );

  it.each(["ssh_key_added", "ssh_key_deleted", "password_changed"])(
    "leaves the user where they are after their own account change (%s)",
    (status) => {
      const { effects } = setup();
      reactToEvent(event("user", "success", { data: { message: "SSH key 'laptop' was added.", status } }), effects);
      expect(effects.toast).toHaveBeenCalledOnce();
      expect(effects.reloadUserAndOpenDashboard).not.toHaveBeenCalled();
    },
  );

  it("reloads the user and opens the dashboard for other user successes (account verified)", () => {
    const { effects } = setup();
    reactToEvent(event("user", "success", { data: { message: "Account verified", status: "succeeded" } }), effects);
    expect(effects.reloadUserAndOpenDashboard).toHaveBeenCalledOnce();
  });

  it("only marks the connection for a connected event", () => {
    const { effects } = setup();
    reactToEvent(event("connected", "info"), effects);
    expect(Object.values(effects).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });

  it("adds events with an id to the front of the list as unread", () => {
    const { effects } = setup();
    reactToEvent(
      event("billing", "success", {
        id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
        data: { message: "Voucher redeemed successfully.", status: "voucher_redeemed" },
      }),
      effects,
    );
    expect(effects.prependNotification).toHaveBeenCalledWith(
      expect.objectContaining({
        id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
        status: "unread",
        type: "billing",
        severity: "success",
        // Live events carry no subject: the default message stands in until the stored one arrives.
        payload: {
          subject: "Billing information update",
          message: "Voucher redeemed successfully.",
          status: "voucher_redeemed",
        },
      }),
    );
    expect(effects.reloadNotifications).toHaveBeenCalledOnce();
    expect(effects.toast).toHaveBeenCalledWith({
      severity: "success",
      title: "Billing information update",
      message: "Voucher redeemed successfully.",
    });
  });

  it("never titles a stored notification by its bare type", () => {
    const { effects } = setup();
    reactToEvent(event("user", "success", { id: "2c5e28ba-2fa1-41d2-883f-0016d3cca427" }), effects);
    const [[notification]] = effects.prependNotification.mock.calls as [[Notification]];
    expect(subjectOf(notification)).toBe("Account information update");
    expect(subjectOf({ ...notification, payload: {} })).toBe("Account information update");
    expect(subjectOf({ ...notification, payload: { subject: "New SSH key added" } })).toBe("New SSH key added");
  });

  it("reloads nothing for events that are not stored (no id)", () => {
    const { effects } = setup();
    reactToEvent(event("billing", "success"), effects);
    expect(effects.prependNotification).not.toHaveBeenCalled();
    expect(effects.reloadNotifications).not.toHaveBeenCalled();
  });

  it("uses the subject as the title when an event has one, and shows progress events as info toasts", () => {
    const { effects } = setup();
    reactToEvent(
      event("step_completed", "info", {
        data: {
          message: 'Deploying cluster "prod" - Step completed (1/4)',
          status: "completed",
          subject: "Cluster Deployment Progress",
        },
      }),
      effects,
    );
    expect(effects.toast).toHaveBeenCalledWith({
      severity: "info",
      title: "Cluster Deployment Progress",
      message: 'Deploying cluster "prod" - Step completed (1/4)',
    });
    expect(effects.reloadClusters).not.toHaveBeenCalled();
  });

  it("falls back to 'System notification' and an info toast for unknown types and severities", () => {
    const { effects } = setup();
    reactToEvent(event("mystery", "loud"), effects);
    expect(effects.toast).toHaveBeenCalledWith({ severity: "info", title: "System notification", message: undefined });
  });
});
