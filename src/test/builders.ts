import type { GridNode } from "@kubecloud/sdk";
import type { AdminUser, Invoice, PendingRecord, Stats, Voucher } from "@kubecloud/sdk";
import contract from "@kubecloud/sdk/openapi.json";

// Builders of realistic API data for tests, taken from the contract's own examples so that they always
// satisfy it; a test overrides only the fields it is about.

interface Examples {
  components: { examples: { GridNodeGrid: { value: { data: { nodes: GridNode[] } } } } };
}
const gridNodes = (contract as unknown as Examples).components.examples.GridNodeGrid.value.data.nodes;

/** A grid node as `GET /v1/nodes` sends it (the contract's first example node), with `overrides`. */
export function buildGridNode(overrides: Partial<GridNode> = {}): GridNode {
  return { ...structuredClone(gridNodes[0]), ...overrides };
}

// The admin panel's data, from the contract's examples of the admin operations.

interface AdminExamples {
  components: {
    examples: {
      AdminUserList: { value: { data: { users: AdminUser[] } } };
      VoucherList: { value: { data: { vouchers: Voucher[] } } };
      VoucherListGenerated: { value: { data: { vouchers: Voucher[] } } };
      InvoiceList: { value: { data: { invoices: Invoice[] } } };
      PendingRecords: { value: { data: { pending_records: PendingRecord[] } } };
      Stats: { value: Stats };
    };
  };
}
const adminExamples = (contract as unknown as AdminExamples).components.examples;

/** The six users of `GET /v1/users` (Amira 12, the admin 1, Lucía 31, Kenji 27, Grace 44, Tomasz 38). */
export function buildAdminUsers(): AdminUser[] {
  return structuredClone(adminExamples.AdminUserList.value.data.users);
}

/** A user of the admin list (Amira Haddad, id 12, verified, $87.42), with `overrides`. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return { ...buildAdminUsers()[0], ...overrides };
}

/** The vouchers of `GET /v1/vouchers`: redeemed, expired (2026-02-07) and available ones. */
export function buildVouchers(): Voucher[] {
  return structuredClone(adminExamples.VoucherList.value.data.vouchers);
}

/** A batch of `POST /v1/vouchers/generate` ($50, 30 days, suffix -0712), the first `count` of it. */
export function buildGeneratedVouchers(count: number): Voucher[] {
  return structuredClone(adminExamples.VoucherListGenerated.value.data.vouchers.slice(0, count));
}

/** Invoices of the demo user (id 12). */
export function buildInvoices(): Invoice[] {
  return structuredClone(adminExamples.InvoiceList.value.data.invoices);
}

/** Pending records of the demo user. */
export function buildPendingRecords(): PendingRecord[] {
  return structuredClone(adminExamples.PendingRecords.value.data.pending_records);
}

/** Platform statistics (1284 users, 342 clusters, 2187 up nodes, 61 countries), with `overrides`. */
export function buildStats(overrides: Partial<Stats> = {}): Stats {
  return { ...structuredClone(adminExamples.Stats.value), ...overrides };
}
