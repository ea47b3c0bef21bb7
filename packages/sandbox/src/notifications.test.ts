import type { Notification, NotificationPage } from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSandbox } from "./sandbox.ts";
import { signedInSandbox, type Enveloped, type TestSandbox } from "./test-support/harness.ts";

let t: TestSandbox;
let token: string;
beforeEach(async () => ({ t, token } = await signedInSandbox()));
afterEach(() => t.close());

const list = async (path = "/v1/notifications?limit=50") =>
  (await t.call<Enveloped<NotificationPage>>("GET", path, { token })).body.data;

describe("notifications", () => {
  it("seeds the example notifications, newest first, and pages them", async () => {
    const page = await list();
    expect(page.count).toBe(12);
    expect(page.notifications[0].payload.subject).toBe("Reserved Node Health Check Failed");
    const dates = page.notifications.map((n) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await list("/v1/notifications?limit=5&offset=10")).count).toBe(2);
    expect((await list("/v1/notifications/unread")).count).toBe(3);
  });

  it("persists notifications as the server does: the live event carries the id of the stored one", async () => {
    const stream = await t.events(token);
    const key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGM0pHSkWozn0yaS+tPPBF1h3tmhAMqRbvSsoP/os0vG test@box";
    const added = await t.call("POST", "/v1/user/ssh-keys", { token, body: { name: "testbox", public_key: key } });
    expect(added.status).toBe(201);
    const live = stream.messages.at(-1)!;
    expect(live).toMatchObject({
      type: "user",
      severity: "success",
      data: { status: "ssh_key_added", message: "SSH key 'testbox' was added to your account." },
    });
    const stored: Notification = (await list()).notifications[0];
    expect(stored.id).toBe(live.id);
    expect(stored).toMatchObject({ status: "unread", payload: { subject: "New SSH key added" } });
    expect(stored.created_at).toMatch(/T\d\d:\d\d:\d\dZ$/);

    expect(
      (await t.call("POST", "/v1/user/ssh-keys", { token, body: { name: "other", public_key: key } })).body.message,
    ).toBe("Duplicate SSH key");
    expect(
      (
        await t.call("POST", "/v1/user/ssh-keys", {
          token,
          body: { name: "bad", public_key: "ssh-ed25519 notbase64!" },
        })
      ).body,
    ).toEqual({ status: 400, message: "Validation Error", error: "invalid SSH key format" });
    stream.stop();
  });

  it("marks read and unread, deletes one, marks all read and deletes all", async () => {
    const [first] = (await list()).notifications;
    await t.call("PATCH", `/v1/notifications/${first.id}/read`, { token });
    expect((await list()).notifications[0]).toMatchObject({ status: "read", read_at: expect.any(String) as string });
    await t.call("PATCH", `/v1/notifications/${first.id}/unread`, { token });
    expect((await list()).notifications[0]).not.toHaveProperty("read_at");
    expect((await t.call("DELETE", `/v1/notifications/${first.id}`, { token })).body.message).toBe(
      "Notification deleted successfully",
    );
    expect((await t.call("DELETE", `/v1/notifications/${first.id}`, { token })).status).toBe(404);
    await t.call("PATCH", "/v1/notifications/read-all", { token });
    expect((await list("/v1/notifications/unread")).count).toBe(0);
    await t.call("DELETE", "/v1/notifications", { token });
    expect((await list()).count).toBe(0);
  });

  it("opens the stream with a connected event to every connection of the user, and sends heartbeats", async () => {
    const sandbox = await createSandbox({ seed: 1, heartbeatMs: 20 });
    const login = await sandbox.app.request("/api/v1/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "amira@example.com", password: "Str0ng!Pass" }),
    });
    const tok = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const first = await sandbox.app.request(`/api/v1/events?token=${tok}`);
    expect(first.headers.get("content-type")).toBe("text/event-stream");
    const reader = first.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toMatch(
      /^event: message\ndata: \{"type":"connected","data":\{"message":"","status":"connected"\},"severity":"info","timestamp":"[^"]+"\}\n\n$/,
    );
    await sandbox.app.request("/api/v1/events", { headers: { Authorization: `Bearer ${tok}` } });
    text = decoder.decode((await reader.read()).value);
    expect(text).toContain('"type":"connected"');
    text = decoder.decode((await reader.read()).value);
    expect(text).toBe(": heartbeat\n\n");
    await reader.cancel();
    sandbox.close();
    expect((await t.call("GET", "/v1/events?token=nope")).body).toEqual({ error: "Invalid or expired token" });
  });
});
