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
    announceNodeFailure: vi.fn(),
    shownOnScreen: vi.fn((_event: EventMessage) => false),
    reloadUserAndOpenDashboard: vi.fn(),
    signOutToHome: vi.fn(),
    schedule: vi.fn((fn: () => void, ms: number) => void scheduled.push({ fn, ms })),
  } satisfies EventEffects;
  return { effects, scheduled };
}

/** The effects of `message` reacted to on its own. */
function effectsOf(message: EventMessage) {
  const { effects } = setup();
  reactToEvent(message, effects);
  return effects;
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
      expect(effects.toast).toHaveBeenCalledWith({ severity, title: defaults[type] });
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
      const effects = effectsOf(event("user", "success", { data: { message: "SSH key 'laptop' was added.", status } }));
      expect(effects.toast).toHaveBeenCalledOnce();
      expect(effects.reloadUserAndOpenDashboard).not.toHaveBeenCalled();
    },
  );

  it("reloads the user and opens the dashboard for other user successes (account verified)", () => {
    const effects = effectsOf(event("user", "success", { data: { message: "Account verified", status: "succeeded" } }));
    expect(effects.reloadUserAndOpenDashboard).toHaveBeenCalledOnce();
  });

  it("only marks the connection for a connected event", () => {
    const effects = effectsOf(event("connected", "info"));
    expect(Object.values(effects).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });

  it("shows no toast for what a screen already shows, and reacts all the same (one outcome, one message)", () => {
    const { effects } = setup();
    effects.shownOnScreen.mockReturnValue(true);
    const funds = event("billing", "success", {
      id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
      data: { message: "Funds were added successfully to your account.", status: "funds_succeeded" },
    });
    reactToEvent(funds, effects);
    expect(effects.shownOnScreen).toHaveBeenCalledWith(funds);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.prependNotification).toHaveBeenCalledOnce();
    expect(effects.reloadBalance).toHaveBeenCalledOnce();
  });

  it("tells whoever follows a node that its reservation failed, with the server's reason", () => {
    const effects = effectsOf(
      event("node", "error", {
        data: { message: "Node 2215 reservation failed: node is already rented", status: "failed" },
      }),
    );
    expect(effects.announceNodeFailure).toHaveBeenCalledWith(2215, "node is already rented");
    expect(effects.announceNodeUpdate).not.toHaveBeenCalled();
  });

  it("adds events with an id to the front of the list as unread", () => {
    const effects = effectsOf(
      event("billing", "success", {
        id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
        data: { message: "Voucher redeemed successfully.", status: "voucher_redeemed" },
      }),
    );
    expect(effects.prependNotification).toHaveBeenCalledWith(
      expect.objectContaining({
        id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
        status: "unread",
        type: "billing",
        severity: "success",
        // Live events carry no subject: the console's title stands in until the stored one arrives.
        payload: {
          subject: "Voucher redeemed",
          message: "Voucher redeemed successfully.",
          status: "voucher_redeemed",
        },
      }),
    );
    expect(effects.reloadNotifications).toHaveBeenCalledOnce();
    expect(effects.toast).toHaveBeenCalledWith({
      severity: "success",
      title: "Voucher redeemed",
      link: { to: "/dashboard?section=payments", label: "Open Payments" },
    });
  });

  it("never titles a stored notification by its bare type", () => {
    const effects = effectsOf(event("user", "success", { id: "2c5e28ba-2fa1-41d2-883f-0016d3cca427" }));
    const [[notification]] = effects.prependNotification.mock.calls as [[Notification]];
    expect(subjectOf(notification)).toBe("Account information update");
    expect(subjectOf({ ...notification, payload: {} })).toBe("Account information update");
    expect(subjectOf({ ...notification, payload: { subject: "New SSH key added" } })).toBe("New SSH key added");
  });

  it("reloads nothing for events that are not stored (no id)", () => {
    const effects = effectsOf(event("billing", "success"));
    expect(effects.prependNotification).not.toHaveBeenCalled();
    expect(effects.reloadNotifications).not.toHaveBeenCalled();
  });

  it("titles progress events by what happened to what, and reloads nothing for them", () => {
    const effects = effectsOf(
      event("step_completed", "info", {
        data: { message: 'Deploying cluster "prod" - Step completed (1/4)', status: "completed" },
      }),
    );
    expect(effects.toast).toHaveBeenCalledWith({
      severity: "info",
      title: "Cluster prod: step 1 of 4 done",
      link: { to: "/clusters/prod", label: "Open prod" },
    });
    expect(effects.reloadClusters).not.toHaveBeenCalled();
  });

  it("uses the subject as the title of an event it cannot read", () => {
    const effects = effectsOf(
      event("billing", "info", { data: { message: "Invoice ready", status: "", subject: "Invoice for May" } }),
    );
    expect(effects.toast).toHaveBeenCalledWith({
      severity: "info",
      title: "Invoice for May",
      message: "Invoice ready",
    });
  });

  it("falls back to 'System notification' and an info toast for unknown types and severities", () => {
    const effects = effectsOf(event("mystery", "loud"));
    expect(effects.toast).toHaveBeenCalledWith({ severity: "info", title: "System notification" });
  });
});
