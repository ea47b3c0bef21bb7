import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Notification } from "@kubecloud/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { captureDownloads, signedInStorage } from "../../test/account.ts";
import { buildDeployments, buildInvoices, buildPendingRecords, buildRentedNodes } from "../../test/builders.ts";
import { fail, ok, renderApp, type Handlers } from "../../test/render.tsx";

// The contract's demo account: prodcluster (2026-02-20) and analytics (2026-03-05); invoices 301, 302, 317 (the
// last days of January to March) billing nodes 150, 318 (since 2026-01-09), 1024 and 2215 (February); a $20 card
// charge (2026-03-02), a $50 voucher (2026-03-11) and a $25 credit (2026-03-14); nodes 150, 318, 1024 and 2215
// rented now. The notifications add what no record keeps.
function notification(
  id: string,
  created_at: string,
  payload: Notification["payload"],
  type: Notification["type"] = "user",
): Notification {
  return {
    id: `5ff1fd90-ba51-41cf-9e5d-${id.padStart(12, "0")}`,
    type,
    severity: "success",
    payload,
    status: "read",
    created_at,
  };
}

const notifications = [
  // A card payment the pending record tells too: one entry, the record's.
  notification(
    "1",
    "2026-03-02T09:15:45Z",
    { status: "funds_succeeded", amount: "20.00", message: "Funds added" },
    "billing",
  ),
  notification(
    "2",
    "2026-03-20T10:00:00Z",
    {
      status: "succeeded",
      message: "Deleting Cluster completed successfully for cluster 'oldcluster' with 1 nodes",
    },
    "deployment",
  ),
  notification("3", "2026-03-21T10:00:00Z", { message: "Node 777 has been unreserved successfully" }, "node"),
  notification("4", "2026-03-22T10:00:00Z", { subject: 'SSH key "clé, maison" added', status: "ssh_key_added" }),
];

const api: Handlers = {
  "GET /v1/notifications": () => ok({ notifications, limit: 100, offset: 0, count: notifications.length }),
  "GET /v1/deployments": () => ok({ deployments: buildDeployments(), count: 2 }),
  "GET /v1/user/invoice": () => ok({ invoices: buildInvoices() }),
  "GET /v1/user/pending-records": () => ok({ pending_records: buildPendingRecords() }),
  "GET /v1/user/nodes/rented": () => ok({ total: 0, nodes: buildRentedNodes() }),
};

function setup(path = "/activity", overrides: Handlers = {}) {
  const view = renderApp({ path, storage: signedInStorage(), api: { ...api, ...overrides } });
  return { ...view, user: userEvent.setup() };
}

const table = () => screen.findByRole("table");
const titles = async () =>
  within(await table())
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[2].textContent);
const row = (title: string) => screen.getByRole("cell", { name: title }).closest("tr")!;

let downloads: ReturnType<typeof captureDownloads> | undefined;
afterEach(() => downloads?.restore());

describe("the activity page", () => {
  it("lists records and notifications newest first, once each, with links to what they concern", async () => {
    setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Activity" })).toBeInTheDocument();
    expect(await titles()).toEqual([
      "Invoice #317 issued",
      'SSH key "clé, maison" added',
      "Node 777 released",
      "Cluster oldcluster deleted",
      "$25.00 credited by an administrator",
      "$50.00 voucher redeemed",
      "Cluster analytics deployed",
      "$20.00 added by card",
      "Invoice #302 issued",
      "Cluster prodcluster deployed",
      "Node 2215 reserved",
      "Node 1024 reserved",
      "Invoice #301 issued",
      "Node 318 reserved",
      "Node 150 reserved",
    ]);
    expect(screen.getByText("Showing 1–15 of 15 entries")).toBeInTheDocument();
    expect(within(row("Cluster analytics deployed")).getByRole("link", { name: "analytics" })).toHaveAttribute(
      "href",
      "/clusters/analytics",
    );
    // A deleted cluster has no page; a released node is in the marketplace, a reserved one in My Nodes.
    expect(within(row("Cluster oldcluster deleted")).queryByRole("link")).toBeNull();
    expect(within(row("Cluster oldcluster deleted")).getByText("oldcluster")).toBeInTheDocument();
    expect(within(row("Node 777 released")).getByRole("link", { name: "Node 777" })).toHaveAttribute(
      "href",
      "/nodes?node=777",
    );
    expect(within(row("Node 150 reserved")).getByRole("link", { name: "Node 150" })).toHaveAttribute(
      "href",
      "/dashboard?section=nodes",
    );
    expect(within(row("Invoice #317 issued")).getByRole("link", { name: "Invoice #317" })).toHaveAttribute(
      "href",
      "/dashboard?section=billing",
    );
    expect(within(row("Invoice #317 issued")).getByText("$170.97")).toBeInTheDocument();
  });

  it("narrows the list by kind and by days, and keeps the filters in the URL", async () => {
    const s = setup();
    await table();
    await s.user.click(screen.getByRole("button", { name: "Invoices" }));
    await s.user.click(screen.getByRole("button", { name: "Vouchers" }));
    expect(await titles()).toEqual([
      "Invoice #317 issued",
      "$50.00 voucher redeemed",
      "Invoice #302 issued",
      "Invoice #301 issued",
    ]);
    fireEvent.change(screen.getByLabelText("From (UTC)"), { target: { value: "2026-02-28" } });
    fireEvent.change(screen.getByLabelText("To (UTC)"), { target: { value: "2026-03-11" } });
    expect(await titles()).toEqual(["$50.00 voucher redeemed", "Invoice #302 issued"]);
    const params = new URLSearchParams(s.router.location.search);
    expect(Object.fromEntries(params)).toEqual({ kinds: "invoice,voucher", from: "2026-02-28", to: "2026-03-11" });

    await s.user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await titles()).toHaveLength(15);
    expect(s.router.location.search).toBe("");
  });

  it("opens with the filters of its URL (a reload keeps them)", async () => {
    setup("/activity?kinds=node&from=2026-02-01&to=2026-03-31");
    expect(await titles()).toEqual(["Node 777 released", "Node 2215 reserved", "Node 1024 reserved"]);
    expect(screen.getByRole("button", { name: "Nodes" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Clusters" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByLabelText("From (UTC)")).toHaveValue("2026-02-01");
    expect(screen.getByLabelText("To (UTC)")).toHaveValue("2026-03-31");
  });

  it("downloads what the filters show as CSV, quoted where it must be", async () => {
    downloads = captureDownloads();
    const s = setup("/activity?kinds=notification,voucher&from=2026-03-01");
    await table();
    await s.user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(downloads.saved).toHaveLength(1);
    expect(downloads.saved[0].name).toBe("kubecloud-activity-2026-03-01-to-now.csv");
    expect(await downloads.saved[0].blob.text()).toBe(
      [
        "time,kind,what,cluster/node,amount_usd",
        '2026-03-22T10:00:00.000Z,notification,"SSH key ""clé, maison"" added",,',
        "2026-03-11T14:02:17.664Z,voucher,$50.00 voucher redeemed,,50.00",
        "",
      ].join("\r\n"),
    );
  });

  it("pages through many entries, the page in the URL", async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      notification(String(100 + i), new Date(Date.UTC(2026, 3, 1) + i * 3_600_000).toISOString(), {
        subject: `Event ${i}`,
      }),
    );
    const s = setup("/activity?kinds=notification", {
      "GET /v1/notifications": () => ok({ notifications: many, limit: 100, offset: 0, count: many.length }),
    });
    expect((await titles())[0]).toBe("Event 59");
    expect(screen.getByText("Showing 1–25 of 60 entries")).toBeInTheDocument();
    await s.user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await titles()).toEqual(Array.from({ length: 10 }, (_, i) => `Event ${9 - i}`));
    expect(new URLSearchParams(s.router.location.search).get("page")).toBe("3");
    // A new filter starts at the first page again.
    fireEvent.change(screen.getByLabelText("To (UTC)"), { target: { value: "2026-04-02" } });
    expect(await screen.findByText("Showing 1–25 of 48 entries")).toBeInTheDocument();
    expect(new URLSearchParams(s.router.location.search).get("page")).toBeNull();
  });

  it("says when nothing has happened yet, and when nothing matches the filters", async () => {
    const empty: Handlers = {
      "GET /v1/notifications": () => ok({ notifications: [], limit: 100, offset: 0, count: 0 }),
      "GET /v1/deployments": () => ok({ deployments: [], count: 0 }),
      "GET /v1/user/invoice": () => ok({ invoices: [] }),
      "GET /v1/user/pending-records": () => ok({ pending_records: null }),
    };
    const first = setup("/activity", empty);
    expect(await screen.findByText(/Nothing has happened on your account yet/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeDisabled();
    first.unmount();

    const s = setup("/activity?from=2030-01-01");
    expect(await screen.findByText("No activity matches these filters.")).toBeInTheDocument();
    const clear = screen.getAllByRole("button", { name: "Clear Filters" });
    await s.user.click(clear[clear.length - 1]);
    expect(await titles()).toHaveLength(15);
  });

  it("shows what it could read when a source fails, and offers Try Again when none could be read", async () => {
    const broken = setup("/activity", {
      "GET /v1/user/invoice": () => fail(500, { error: "database down" }),
    });
    expect(await screen.findByText("Part of your activity could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("Not shown: invoices.")).toBeInTheDocument();
    expect(await titles()).not.toContain("Invoice #317 issued");
    broken.unmount();

    // The log's first read of the notifications fails (the bell reads its own 50 beside it).
    let calls = 0;
    const down: Handlers = {
      "GET /v1/notifications": (request) =>
        new URL(request.url).searchParams.get("limit") === "100" && ++calls === 1
          ? fail(500, { error: "database down" })
          : ok({ notifications, limit: 100, offset: 0, count: notifications.length }),
      "GET /v1/deployments": () => fail(500, { error: "database down" }),
      "GET /v1/user/invoice": () => fail(500, { error: "database down" }),
      "GET /v1/user/pending-records": () => fail(500, { error: "database down" }),
    };
    const s = setup("/activity", down);
    expect(await screen.findByText("Failed to load your activity")).toBeInTheDocument();
    await s.user.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.getByText("Not shown: clusters, invoices, payments.")).toBeInTheDocument());
    expect(await titles()).toContain("Cluster oldcluster deleted");
  });
});

describe("the dashboard", () => {
  it("shows the last five entries on the overview, with a way to all of them", async () => {
    const s = setup("/dashboard");
    const panel = await screen.findByRole("region", { name: "Recent Activity" });
    await within(panel).findByText("Invoice #317 issued");
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.firstElementChild?.firstElementChild?.textContent),
    ).toEqual([
      "Invoice #317 issued",
      'SSH key "clé, maison" added',
      "Node 777 released",
      "Cluster oldcluster deleted",
      "$25.00 credited by an administrator",
    ]);
    await s.user.click(within(panel).getByRole("link", { name: "See All Activity" }));
    await waitFor(() => expect(s.router.location.pathname).toBe("/activity"));
    expect(await screen.findByRole("heading", { level: 1, name: "Activity" })).toBeInTheDocument();
  });

  it("has an Activity section whose filters sit beside the section in the URL", async () => {
    const s = setup("/dashboard?section=activity");
    expect(await screen.findByRole("heading", { level: 2, name: "Activity" })).toBeInTheDocument();
    await table();
    await s.user.click(screen.getByRole("button", { name: "Clusters" }));
    expect(await titles()).toEqual([
      "Cluster oldcluster deleted",
      "Cluster analytics deployed",
      "Cluster prodcluster deployed",
    ]);
    expect(Object.fromEntries(new URLSearchParams(s.router.location.search))).toEqual({
      section: "activity",
      kinds: "cluster",
    });
  });
});
