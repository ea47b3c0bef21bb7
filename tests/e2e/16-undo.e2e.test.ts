// Journey 16: destructive actions wait 10 s for an undo (product-rules §4). Amira deletes prodcluster and
// presses Undo: no DELETE leaves the browser and the cluster is still listed 12 s later. She deletes analytics
// and lets the countdown run while she visits another page (the toast stays): it is sent once and the cluster
// goes. A reload during a countdown sends nothing. She releases a node with "Do it now". The countdowns are
// looked at (axe) at 375 and 1440 px in both themes, and no toast covers a control.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  api,
  at,
  consoleUrl,
  demo,
  eventually,
  gone,
  journey,
  loginToken,
  signIn,
  toastSelector,
  useBrowser,
  visible,
} from "./harness.ts";

useBrowser();

/** Signs Amira in and opens `path`. */
async function signedIn(page: Page, path: string): Promise<void> {
  await page.goto(`${consoleUrl}/sign-in`);
  await signIn(page, demo);
  await at(page, "/dashboard");
  await page.goto(`${consoleUrl}${path}`);
}

/** The DELETE requests the page sends, as paths. */
function deletesOf(page: Page): string[] {
  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE") deletes.push(new URL(request.url()).pathname);
  });
  return deletes;
}

/** Opens a cluster's delete dialog from its row and confirms it by typing its name. */
async function deleteFromRow(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${name}?` });
  await visible(dialog.getByText("You can undo for 10 seconds; closing the page cancels it."));
  await dialog.getByRole("textbox", { name: `Type ${name} to confirm` }).fill(name);
  await dialog.getByRole("button", { name: `Delete ${name}` }).click();
  await gone(dialog);
}

const toast = (page: Page, title: string) => page.locator(toastSelector).filter({ hasText: title });

describe("journey 16: undo for destructive actions", () => {
  it("undoes a cluster's deletion: nothing is sent, and the cluster is still there 12 s later", async () => {
    await journey("16-undo", async ({ page, checkToasts }) => {
      const deletes = deletesOf(page);
      await signedIn(page, "/dashboard?section=clusters");
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
      const started = Date.now();
      await deleteFromRow(page, "prodcluster");

      // The toast names the cluster, links to it and counts down; the row counts down with its own Undo.
      const countdown = toast(page, "prodcluster will be deleted");
      await visible(countdown);
      await visible(countdown.getByRole("link", { name: "Open prodcluster" }));
      await visible(countdown.getByText(/^Deleting in \d+ s$/));
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "prodcluster", exact: true }) });
      await visible(row.getByText(/^Deleting in \d+ s$/));
      await checkToasts("counting-down");
      await countdown.getByRole("button", { name: "Undo deleting prodcluster" }).click();
      await visible(toast(page, "Undone: prodcluster stays"));
      await gone(countdown);
      await gone(row.getByText(/^Deleting in/));

      // Past the countdown (and some): no DELETE went, and the server still lists the cluster.
      await page.waitForTimeout(Math.max(0, 12_000 - (Date.now() - started)));
      expect(deletes).toEqual([]);
      await page.reload();
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
      expect(deletes).toEqual([]);
    });
  }, 60_000);

  it("lets a deletion run while the user visits another page, then the cluster is gone", async () => {
    await journey("16-undo-run", async ({ page, check }) => {
      const deletes = deletesOf(page);
      await signedIn(page, "/clusters/analytics");
      await visible(page.getByRole("heading", { name: "analytics", level: 1 }));
      await page.getByRole("button", { name: "Delete Cluster" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete analytics?" });
      await dialog.getByRole("textbox", { name: "Type analytics to confirm" }).fill("analytics");
      await dialog.getByRole("button", { name: "Delete analytics" }).click();
      await gone(dialog);
      // The page counts down in place of its Delete button, with Undo.
      const header = page.getByRole("button", { name: "Undo deleting analytics" });
      await eventually(() => header.count()).toBe(2); // the page's and the toast's
      await check("cluster-counting-down", [375]); // one width: the countdown does not wait for the pictures

      // Moving inside the app keeps the countdown and its toast.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Clusters" }).click();
      await at(page, "/dashboard?section=clusters");
      await visible(toast(page, "analytics will be deleted"));
      await visible(
        page
          .getByRole("row")
          .filter({ has: page.getByRole("link", { name: "analytics", exact: true }) })
          .getByText(/^Deleting in \d+ s$/),
      );
      await check("list-counting-down");
      await gone(toast(page, "analytics will be deleted"));
      expect(deletes).toEqual(["/api/v1/deployments/analytics"]);
      await eventually(() => page.getByRole("link", { name: "analytics", exact: true }).count(), "analytics gone").toBe(
        0,
      );
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
      expect(deletes).toEqual(["/api/v1/deployments/analytics"]);
      await check("cluster-deleted");
    });
  }, 90_000);

  it("sends nothing when the page is reloaded during the countdown", async () => {
    await journey("16-undo-reload", async ({ page }) => {
      const deletes = deletesOf(page);
      await signedIn(page, "/dashboard?section=clusters");
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
      await deleteFromRow(page, "prodcluster");
      await visible(toast(page, "prodcluster will be deleted"));
      await page.reload();
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
      await page.waitForTimeout(12_000);
      expect(deletes).toEqual([]);
      expect(await page.locator(toastSelector).filter({ hasText: "will be deleted" }).count()).toBe(0);
      await page.reload();
      await visible(page.getByRole("link", { name: "prodcluster", exact: true }));
    });
  }, 60_000);

  it("releases a reserved node at once with 'Do it now'", async () => {
    await journey("16-undo-release", async ({ page, check, checkToasts }) => {
      // Her four nodes all run her clusters' VMs (the server refuses to release those): she rents 1432 first.
      const nodeId = "1432";
      const token = await loginToken(demo);
      await api("POST", `/v1/user/nodes/${nodeId}`, { token, body: {} });
      await eventually(async () => {
        const rented = await api<{ nodes: { nodeId: number }[] | null }>("GET", "/v1/user/nodes/rented", { token });
        return (rented.nodes ?? []).some((node) => String(node.nodeId) === nodeId);
      }, "node 1432 rented").toBe(true);
      const deletes = deletesOf(page);
      await signedIn(page, "/dashboard?section=nodes");
      const card = page.getByRole("listitem", { name: `Node ${nodeId}` });
      await visible(card);
      await card.getByRole("button", { name: `Release node ${nodeId}` }).click();
      const dialog = page.getByRole("dialog", { name: `Release node ${nodeId}?` });
      await visible(dialog.getByText("You can undo for 10 seconds; closing the page cancels it."));
      await dialog.getByRole("button", { name: `Release Node ${nodeId}` }).click();
      await gone(dialog);

      const countdown = toast(page, `Node ${nodeId} will be released`);
      await visible(countdown.getByText(/^Releasing in \d+ s$/));
      await visible(card.getByText(/^Releasing in \d+ s$/));
      await visible(card.getByRole("button", { name: `Undo releasing node ${nodeId}` }));
      await check("release-counting-down");
      expect(deletes).toEqual([]);
      await countdown.getByRole("button", { name: `Do it now: releasing node ${nodeId}` }).click();
      await visible(card.getByRole("button", { name: `Releasing node ${nodeId}…` }));
      await visible(toast(page, `Node ${nodeId} released`));
      await checkToasts("released");
      await gone(card);
      expect(deletes).toHaveLength(1);
      expect(deletes[0]).toMatch(/^\/api\/v1\/user\/nodes\/unreserve\/\d+$/);
    });
  }, 60_000);
});
