import type { GridNode, Invoice, PendingRecord, RentableNode, SshKey, UserProfile } from "@kubecloud/sdk";
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
