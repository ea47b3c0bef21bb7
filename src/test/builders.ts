import type {
  AdminUser,
  ClusterMetrics,
  Deployment,
  GridNode,
  Invoice,
  PendingRecord,
  RentableNode,
  SshKey,
  Stats,
  UserProfile,
  Voucher,
} from "@kubecloud/sdk";
import contract from "@kubecloud/sdk/openapi.json";

// Builders of realistic API data for tests, taken from the contract's own examples so that they always
// satisfy it; a test overrides only the fields it is about.

interface Examples {
  components: {
    examples: {
      GridNodeGrid: { value: { data: { nodes: GridNode[] } } };
      SshKeyList: { value: { data: SshKey[] } };
      InvoiceList: { value: { data: { invoices: Invoice[] } } };
      PendingRecords: { value: { data: { pending_records: PendingRecord[] } } };
      UserProfileDemo: { value: { data: { user: UserProfile } } };
      RentableNodeList: { value: { data: { nodes: RentableNode[] } } };
      AdminUserList: { value: { data: { users: AdminUser[] } } };
      VoucherList: { value: { data: { vouchers: Voucher[] } } };
      VoucherListGenerated: { value: { data: { vouchers: Voucher[] } } };
      Stats: { value: Stats };
      DeploymentListTwo: { value: { deployments: Deployment[] } };
      RentableNodeRented: { value: { data: { nodes: RentableNode[] } } };
      ClusterKubeconfig: { value: { kubeconfig: string } };
      ClusterMetricsProdcluster: { value: ClusterMetrics };
    };
  };
}
const { examples } = (contract as unknown as Examples).components;
const gridNodes = examples.GridNodeGrid.value.data.nodes;
const rentableNodes = examples.RentableNodeList.value.data.nodes;

/** A grid node as `GET /v1/nodes` sends it (the contract's first example node), with `overrides`. */
export function buildGridNode(overrides: Partial<GridNode> = {}): GridNode {
  return { ...structuredClone(examples.GridNodeGrid.value.data.nodes[0]), ...overrides };
}

/** The demo user's three SSH keys (laptop, workstation, cirunner), as `GET /v1/user/ssh-keys` sends them. */
export function buildSshKeys(): SshKey[] {
  return structuredClone(examples.SshKeyList.value.data);
}

/** The demo user's three monthly invoices (301, 302, 317), oldest first. */
export function buildInvoices(): Invoice[] {
  return structuredClone(examples.InvoiceList.value.data.invoices);
}

/** A pending record (a $20 card charge, half transferred), with `overrides`. */
export function buildPendingRecord(overrides: Partial<PendingRecord> = {}): PendingRecord {
  return { ...structuredClone(examples.PendingRecords.value.data.pending_records[0]), ...overrides };
}

/** The demo user as `GET /v1/user/` sends it (Amira Haddad, verified), with `overrides`. */
export function buildUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return { ...structuredClone(examples.UserProfileDemo.value.data.user), ...overrides };
}

/**
 * A node as `GET /v1/user/nodes/rentable` and `/rented` send it, with `discount_price`: the contract's example
 * node number `index` (0: node 1432 in Paris, $350.98 listed, $175.49 reserved, a $20 extra fee, 2 GPUs).
 */
export function buildRentableNode(overrides: Partial<RentableNode> = {}, index = 0): RentableNode {
  return { ...structuredClone(rentableNodes[index]), ...overrides };
}

/** The contract's grid example: 36 nodes on six continents. */
export function buildGrid(): GridNode[] {
  return structuredClone(gridNodes);
}

// The admin panel's data, from the contract's examples of the admin operations.

/** The six users of `GET /v1/users` (Amira 12, the admin 1, Lucía 31, Kenji 27, Grace 44, Tomasz 38). */
export function buildAdminUsers(): AdminUser[] {
  return structuredClone(examples.AdminUserList.value.data.users);
}

/** A user of the admin list (Amira Haddad, id 12, verified, $87.42), with `overrides`. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return { ...buildAdminUsers()[0], ...overrides };
}

/** The vouchers of `GET /v1/vouchers`: redeemed, expired (2026-02-07) and available ones. */
export function buildVouchers(): Voucher[] {
  return structuredClone(examples.VoucherList.value.data.vouchers);
}

/** A batch of `POST /v1/vouchers/generate` ($50, 30 days, suffix -0712), the first `count` of it. */
export function buildGeneratedVouchers(count: number): Voucher[] {
  return structuredClone(examples.VoucherListGenerated.value.data.vouchers.slice(0, count));
}

/** Pending records of the demo user. */
export function buildPendingRecords(): PendingRecord[] {
  return structuredClone(examples.PendingRecords.value.data.pending_records);
}

/** Platform statistics (1284 users, 342 clusters, 2187 up nodes, 61 countries), with `overrides`. */
export function buildStats(overrides: Partial<Stats> = {}): Stats {
  return { ...structuredClone(examples.Stats.value), ...overrides };
}

// Clusters: the demo user's two (prodcluster: a leader on 150 and workers on 318 and 1024; analytics) and
// her four rented nodes (150, 318, 1024, 2215, each with discount_price).

/** The demo user's clusters as `GET /v1/deployments` lists them (prodcluster, analytics). */
export function buildDeployments(): Deployment[] {
  return structuredClone(examples.DeploymentListTwo.value.deployments);
}

/** prodcluster (a leader on node 150, worker1 on 318, worker2 on 1024), with `overrides`. */
export function buildDeployment(overrides: Partial<Deployment> = {}): Deployment {
  return { ...buildDeployments()[0], ...overrides };
}

/** The demo user's rented nodes (150, 318, 1024, 2215) as `GET /v1/user/nodes/rented` sends them. */
export function buildRentedNodes(): RentableNode[] {
  return structuredClone(examples.RentableNodeRented.value.data.nodes);
}

/** prodcluster's kubeconfig (placeholder credentials). */
export function buildKubeconfig(): string {
  return examples.ClusterKubeconfig.value.kubeconfig;
}

/** prodcluster's metrics snapshot (every node ready). */
export function buildClusterMetrics(): ClusterMetrics {
  return structuredClone(examples.ClusterMetricsProdcluster.value);
}
