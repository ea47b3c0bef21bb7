import { describe, expect, it } from "vitest";
import { buildActivity, DUPLICATE_WINDOW_MS, type ActivityEntry } from "./activity.ts";
import { activityCsvRows, filterActivity, readAllNotifications } from "./activity-view.ts";
import { createKubeCloudClient } from "./client.ts";
import type { Deployment, Invoice, Notification, PendingRecord } from "./generated/models.ts";
import { json, fakeFetch } from "./test-support/fake-fetch.ts";
import { createMemoryTokenStore } from "./tokens.ts";

function notification(
  id: string,
  created_at: string,
  type: Notification["type"],
  payload: Notification["payload"],
  severity: Notification["severity"] = "success",
): Notification {
  return { id, type, severity, payload, status: "read", created_at };
}

function deployment(id: number, name: string, created_at: string, updated_at = created_at): Deployment {
  return {
    id,
    project_name: `kc12${name}`,
    created_at,
    updated_at,
    cluster: { name, project_name: `kc12${name}`, nodes: [], network: {} as Deployment["cluster"]["network"] },
  };
}

function invoice(
  id: number,
  created_at: string,
  total: number,
  lines: [node: number, contract: number, since: string][] = [],
): Invoice {
  return {
    id,
    user_id: 12,
    total,
    tax: 0,
    created_at,
    nodes: lines.map(([node_id, contract_id, rent_created_at], i) => ({
      id: id * 10 + i,
      invoice_id: id,
      node_id,
      contract_id,
      rent_created_at,
      period: 720,
      cost: total / lines.length,
    })),
  };
}

function pending(id: number, mode: PendingRecord["transfer_mode"], created_at: string, usd: number): PendingRecord {
  return {
    id,
    user_id: 12,
    username: "Amira",
    tft_amount: 1,
    transferred_tft_amount: 1,
    transfer_mode: mode,
    created_at,
    updated_at: created_at,
    usd_amount: usd,
    transferred_usd_amount: usd,
  };
}

const deployed = (id: string, at: string, cluster: string) =>
  notification(id, at, "deployment", {
    status: "succeeded",
    cluster_name: cluster,
    message: `Deploying Cluster completed successfully for cluster '${cluster}' with 3 nodes`,
  });
const fundsAdded = (id: string, at: string, amount: string) =>
  notification(id, at, "billing", { status: "funds_succeeded", amount, message: `Amount added: $${amount}.` });

const titles = (entries: ActivityEntry[]) => entries.map((e) => e.title);

describe("the activity log", () => {
  it("merges every source into one list, newest first, with plain titles, links and amounts", () => {
    const entries = buildActivity({
      deployments: [deployment(41, "prodcluster", "2026-03-02T10:00:00Z")],
      invoices: [invoice(317, "2026-03-31T23:00:00Z", 170.97, [[1432, 880401, "2026-03-05T08:00:00Z"]])],
      pendingRecords: [
        pending(88, "redeem_voucher", "2026-03-10T12:00:00Z", 50),
        pending(89, "charge_balance", "2026-03-01T09:00:00Z", 20),
        pending(90, "admin_credit", "2026-03-20T09:00:00Z", 5.5),
      ],
      notifications: [
        notification("n1", "2026-03-15T16:42:09Z", "user", { status: "password_changed", subject: "Password changed" }),
      ],
    });
    expect(entries.map((e) => [e.kind, e.title, e.time])).toEqual([
      ["invoice", "Invoice #317 issued", "2026-03-31T23:00:00Z"],
      ["credit", "$5.50 credited by an administrator", "2026-03-20T09:00:00Z"],
      ["notification", "Password changed", "2026-03-15T16:42:09Z"],
      ["voucher", "$50.00 voucher redeemed", "2026-03-10T12:00:00Z"],
      ["node", "Node 1432 reserved", "2026-03-05T08:00:00Z"],
      ["cluster", "Cluster prodcluster deployed", "2026-03-02T10:00:00Z"],
      ["payment", "$20.00 added by card", "2026-03-01T09:00:00Z"],
    ]);
    expect(entries[0]).toMatchObject({ invoiceId: 317, amountUsd: 170.97, id: "invoice:317" });
    expect(entries[4]).toMatchObject({ nodeId: 1432, id: "node-reserved:880401" });
    expect(entries[5]).toMatchObject({ cluster: "prodcluster" });
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it("keeps entries of the same instant in a fixed order, whatever order the sources come in", () => {
    const time = "2026-03-10T12:00:00Z";
    const a = buildActivity({
      pendingRecords: [pending(2, "redeem_voucher", time, 10), pending(1, "redeem_voucher", time, 20)],
    });
    const b = buildActivity({
      pendingRecords: [pending(1, "redeem_voucher", time, 20), pending(2, "redeem_voucher", time, 10)],
    });
    expect(a.map((e) => e.id)).toEqual(["redeem_voucher:1", "redeem_voucher:2"]);
    expect(b.map((e) => e.id)).toEqual(a.map((e) => e.id));
  });

  it("adds a cluster's later update as its own entry", () => {
    const entries = buildActivity({
      deployments: [deployment(7, "dev", "2026-03-01T10:00:00Z", "2026-03-04T10:00:00Z")],
    });
    expect(titles(entries)).toEqual(["Cluster dev updated", "Cluster dev deployed"]);
  });

  it("titles notifications no record tells with the event readers, and keeps their cluster or node", () => {
    const entries = buildActivity({
      notifications: [
        notification("d", "2026-03-04T10:00:00Z", "deployment", {
          status: "succeeded",
          message: "Deleting Cluster completed successfully for cluster 'old' with 1 nodes",
        }),
        notification(
          "f",
          "2026-03-03T10:00:00Z",
          "deployment",
          { status: "failed", message: "Deploying Cluster for cluster 'bad' failed" },
          "error",
        ),
        notification("r", "2026-03-02T10:00:00Z", "node", { message: "Node 318 has been unreserved successfully" }),
        notification(
          "x",
          "2026-03-01T10:00:00Z",
          "billing",
          { status: "funds_failed", message: "card declined" },
          "error",
        ),
      ],
    });
    expect(entries.map((e) => [e.kind, e.title, e.cluster ?? e.nodeId ?? null])).toEqual([
      ["cluster", "Cluster old deleted", "old"],
      ["cluster", "Deployment of bad failed", "bad"],
      ["node", "Node 318 released", 318],
      ["payment", "Adding funds failed", null],
    ]);
  });

  it("prefers the record when a notification tells the same thing, within the window, one for one", () => {
    const entries = buildActivity({
      deployments: [deployment(41, "prodcluster", "2026-03-02T10:00:00Z")],
      pendingRecords: [
        pending(1, "charge_balance", "2026-03-05T10:00:00Z", 50),
        pending(2, "charge_balance", "2026-03-05T10:01:00Z", 50),
      ],
      invoices: [invoice(300, "2026-03-31T23:00:00Z", 10, [[1432, 99, "2026-03-06T08:00:00Z"]])],
      notifications: [
        deployed("dep", "2026-03-02T10:00:05Z", "prodcluster"),
        // Two card payments a minute apart and three notifications: the third tells a payment no record has.
        fundsAdded("p1", "2026-03-05T10:00:02Z", "50.00"),
        fundsAdded("p2", "2026-03-05T10:01:03Z", "50.00"),
        fundsAdded("p3", "2026-03-05T10:02:03Z", "50.00"),
        notification("res", "2026-03-06T08:00:30Z", "node", { message: "Node 1432 has been reserved successfully" }),
      ],
    });
    expect(entries.map((e) => e.id)).toEqual([
      "invoice:300",
      "node-reserved:99",
      "notification:p3",
      "charge_balance:2",
      "charge_balance:1",
      "cluster-deployed:41",
    ]);
    expect(entries[2]).toMatchObject({ kind: "payment", title: "$50.00 added by card", amountUsd: 50 });
  });

  it("takes the user's copy of an admin credit for the credit record, and leaves the admin's copy a notification", () => {
    const entries = buildActivity({
      pendingRecords: [pending(5, "admin_credit", "2026-03-14T08:30:00Z", 25)],
      notifications: [
        notification("mine", "2026-03-14T08:30:05Z", "billing", {
          subject: "Your Account Has Been Credited",
          message: "Your account has been credited with $25.00. Memo: outage",
          status: "succeeded",
          amount: "25.00",
        }),
        notification("theirs", "2026-03-14T08:31:00Z", "billing", {
          subject: "Admin Credit Balance completed",
          message: "$10.00 was credited to Lucía",
          status: "succeeded",
        }),
      ],
    });
    expect(entries.map((e) => [e.id, e.kind, e.title])).toEqual([
      ["notification:theirs", "notification", "Admin Credit Balance completed"],
      ["admin_credit:5", "credit", "$25.00 credited by an administrator"],
    ]);
  });

  it("keeps a notification just outside the window, or about another cluster, beside the record", () => {
    const entries = buildActivity({
      deployments: [deployment(41, "prodcluster", "2026-03-02T10:00:00Z")],
      notifications: [
        deployed(
          "late",
          new Date(Date.parse("2026-03-02T10:00:00Z") + DUPLICATE_WINDOW_MS + 1000).toISOString(),
          "prodcluster",
        ),
        deployed("other", "2026-03-02T10:00:01Z", "devcluster"),
      ],
    });
    expect(entries.map((e) => e.id)).toEqual(["notification:late", "notification:other", "cluster-deployed:41"]);
  });

  it("counts a rent contract once although several invoices bill it", () => {
    const entries = buildActivity({
      invoices: [
        invoice(1, "2026-01-31T23:00:00Z", 10, [[5, 77, "2026-01-10T00:00:00Z"]]),
        invoice(2, "2026-02-28T23:00:00Z", 10, [[5, 77, "2026-01-10T00:00:00Z"]]),
      ],
    });
    expect(titles(entries)).toEqual(["Invoice #2 issued", "Invoice #1 issued", "Node 5 reserved"]);
  });
});

describe("filters", () => {
  const entries = buildActivity({
    invoices: [invoice(1, "2026-03-31T23:59:59Z", 10), invoice(2, "2026-04-01T00:00:00Z", 10)],
    pendingRecords: [
      pending(1, "redeem_voucher", "2026-03-01T00:00:00Z", 5),
      pending(2, "charge_balance", "2026-02-28T23:59:59Z", 5),
    ],
  });

  it("keeps the kinds asked for, and every kind when none is", () => {
    expect(filterActivity(entries, { kinds: ["voucher", "payment"] }).map((e) => e.kind)).toEqual([
      "voucher",
      "payment",
    ]);
    expect(filterActivity(entries, { kinds: [] })).toHaveLength(4);
  });

  it("takes whole UTC days, both ends included, to the second", () => {
    expect(filterActivity(entries, { from: "2026-03-01", to: "2026-03-31" }).map((e) => e.id)).toEqual([
      "invoice:1",
      "redeem_voucher:1",
    ]);
    expect(filterActivity(entries, { from: "2026-04-01" }).map((e) => e.id)).toEqual(["invoice:2"]);
    expect(filterActivity(entries, { to: "2026-02-28" }).map((e) => e.id)).toEqual(["charge_balance:2"]);
    // One day: from and to the same day.
    expect(filterActivity(entries, { from: "2026-03-01", to: "2026-03-01" }).map((e) => e.id)).toEqual([
      "redeem_voucher:1",
    ]);
  });

  it("ignores a bound that is not a date, and combines kinds with days", () => {
    expect(filterActivity(entries, { from: "yesterday", to: "" })).toHaveLength(4);
    expect(filterActivity(entries, { kinds: ["invoice"], to: "2026-03-31" }).map((e) => e.id)).toEqual(["invoice:1"]);
  });
});

describe("CSV rows", () => {
  it("has a header, UTC times, the cluster or node, and amounts with two decimals", () => {
    const entries = buildActivity({
      deployments: [deployment(1, "Zürich", "2026-03-02T10:00:00+02:00")],
      invoices: [invoice(9, "2026-03-31T23:00:00Z", 12.5, [[42, 7, "2026-03-05T00:00:00Z"]])],
      notifications: [notification("q", "2026-03-10T00:00:00Z", "user", { subject: 'Key "laptop, home" added' })],
    });
    expect(activityCsvRows(entries)).toEqual([
      ["time", "kind", "what", "cluster/node", "amount_usd"],
      ["2026-03-31T23:00:00.000Z", "invoice", "Invoice #9 issued", "", "12.50"],
      ["2026-03-10T00:00:00.000Z", "notification", 'Key "laptop, home" added', "", ""],
      ["2026-03-05T00:00:00.000Z", "node", "Node 42 reserved", "node 42", ""],
      ["2026-03-02T08:00:00.000Z", "cluster", "Cluster Zürich deployed", "Zürich", ""],
    ]);
  });
});

describe("reading every notification", () => {
  function setup(total: number) {
    const all = Array.from({ length: total }, (_, i) =>
      notification(`n${i}`, new Date(Date.UTC(2026, 2, 1) - i * 60_000).toISOString(), "user", { subject: `#${i}` }),
    );
    const server = fakeFetch({
      "GET /api/v1/notifications": (request) => {
        const url = new URL(request.url);
        const limit = Math.min(100, Number(url.searchParams.get("limit")));
        const offset = Number(url.searchParams.get("offset"));
        const page = all.slice(offset, offset + limit);
        return json({ status: 200, message: "ok", data: { notifications: page, limit, offset, count: page.length } });
      },
    });
    const api = createKubeCloudClient({
      baseUrl: "http://api.test/api/",
      tokens: createMemoryTokenStore({ accessToken: "a", refreshToken: "r" }),
      fetch: server.fetch,
    });
    return { api, server };
  }

  it("pages on until a short page", async () => {
    const { api, server } = setup(250);
    const { notifications, truncated } = await readAllNotifications(api);
    expect(notifications).toHaveLength(250);
    expect(truncated).toBe(false);
    expect(server.count("GET /api/v1/notifications")).toBe(3);
  });

  it("asks once more after a full last page, and stops at the cap", async () => {
    const exact = setup(200);
    expect((await readAllNotifications(exact.api)).notifications).toHaveLength(200);
    expect(exact.server.count("GET /api/v1/notifications")).toBe(3);
    const many = setup(500);
    const capped = await readAllNotifications(many.api, { maxPages: 2 });
    expect(capped).toMatchObject({ truncated: true });
    expect(capped.notifications).toHaveLength(200);
    expect(many.server.count("GET /api/v1/notifications")).toBe(2);
  });
});
