// The initial state, built from the contract's own examples (the data the Prism mock serves): the
// 36-node grid, the demo user Amira Haddad with her rented nodes 150/318/1024/2215, clusters prodcluster
// and analytics, SSH keys, notifications, pending records, invoices and vouchers, plus the admin and a
// few more users. Example dates (mid-March 2026) are moved so that they end at start-up time.
import type {
  AdminUser,
  DeploymentList,
  GridNodePage,
  Invoice,
  InvoiceList,
  Kubeconfig,
  NotificationPage,
  PendingRecordList,
  SshKey,
  VoucherList,
} from "@kubecloud/sdk";
import { namedExample, responseExample } from "./contract.ts";
import { generateGridNodes } from "./grid-generator.ts";
import { usdToTft } from "./money.ts";
import { hashPassword } from "./passwords.ts";
import type { Random } from "./random.ts";
import { STATE_VERSION, type DeploymentRecord, type GridNodeState, type State, type UserRecord } from "./store.ts";
import { isoTime, payloadTime, payloadUtc, shiftIso } from "./time.ts";

export const DEMO_USER = { email: "amira@example.com", password: "Str0ng!Pass", name: "Amira Haddad" } as const;
export const ADMIN_USER = { email: "admin@example.com", password: "Adm1n!Pass", name: "Platform Admin" } as const;
/** Every other seeded user signs in with this password too. */
const OTHER_PASSWORD = DEMO_USER.password;

/** The examples' "now" (the newest example is from 2026-03-18 09:52 UTC). */
const EXAMPLE_NOW = Date.parse("2026-03-18T10:00:00Z");
const TWINS: Record<number, number> = { 12: 4821, 1: 4001, 27: 4827, 31: 4831, 38: 4838, 44: 4844 };

const hashes = new Map<string, Promise<string>>();
/** Seeding hashes the same few passwords on every reset: do it once per process. */
const seedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/**
 * The seeded grid as of `seededAt` (no randomness: the same time gives the same grid): the contract's 36
 * nodes, then generated ones up to `size` nodes in all (`--grid-nodes`).
 */
export function seedGrid(seededAt: number, size = 0): GridNodeState[] {
  const offsetSeconds = Math.round((seededAt - EXAMPLE_NOW) / 1000);
  const shiftSeconds = (value: number) => (value > 0 ? value + offsetSeconds : value);
  const seeded = namedExample<{ data: GridNodePage }>("GridNodeGrid").data.nodes!.map((node): GridNodeState => {
    node.created = shiftSeconds(node.created);
    node.updatedAt = shiftSeconds(node.updatedAt);
    if (node.dmi.UpdatedAt) node.dmi.UpdatedAt = shiftSeconds(node.dmi.UpdatedAt);
    if (node.speed.UpdatedAt) node.speed.UpdatedAt = shiftSeconds(node.speed.UpdatedAt);
    for (const gpu of node.gpus ?? []) if (gpu.updated_at) gpu.updated_at = shiftSeconds(gpu.updated_at);
    return { ...node, baseRentable: node.rentable || node.rented };
  });
  return size > seeded.length ? [...seeded, ...generateGridNodes(seeded, size - seeded.length, seededAt)] : seeded;
}

/** A shift of the examples' ISO dates to end at start-up time. */
type Shift = (value: string) => string;

/** The contract's admin list of users, with their passwords hashed. */
function seedUsers(shift: Shift): Promise<UserRecord[]> {
  const admins = namedExample<{ data: { users: AdminUser[] } }>("AdminUserList").data.users;
  return Promise.all(
    admins.map(async (u): Promise<UserRecord> => ({
      id: u.ID,
      username: u.username,
      email: u.email,
      passwordHash: await seedHash(u.admin ? ADMIN_USER.password : OTHER_PASSWORD),
      verified: u.verified,
      admin: u.admin,
      code: 0,
      codePurpose: "",
      updatedAt: shift(u.updated_at),
      stripeCustomerId: u.stripe_customer_id,
      accountAddress: u.account_address,
      sponsored: u.sponsored,
      hasMnemonic: u.account_address !== "",
      twinId: TWINS[u.ID] ?? 0,
      creditCardBalance: u.credit_card_balance,
      creditedBalance: u.credited_balance,
      debt: u.debt,
      chainTft: usdToTft(u.balance),
      sessionVersion: 0,
      accessVersion: 0,
    })),
  );
}

/** The demo user's rented nodes, rented since their invoices' rent start. */
function seedRentals(grid: GridNodeState[], shift: Shift) {
  const demoInvoices = namedExample<{ data: InvoiceList }>("InvoiceList").data.invoices;
  const rentStart = new Map(
    demoInvoices.flatMap((i) => i.nodes.map((line) => [line.contract_id, shift(line.rent_created_at)])),
  );
  return grid
    .filter((node) => node.rented && node.rentedByTwinId === TWINS[12])
    .map((node) => ({
      userId: 12,
      nodeId: node.nodeId,
      contractId: node.rentContractId,
      createdAt: rentStart.get(node.rentContractId) ?? shift("2026-02-01T00:00:00Z"),
    }));
}

/** The demo user's clusters, with the example kubeconfig pointing at each one's first node. */
function seedDeployments(shift: Shift): DeploymentRecord[] {
  const kubeconfig = namedExample<Kubeconfig>("ClusterKubeconfig").kubeconfig;
  return namedExample<DeploymentList>("DeploymentListTwo").deployments.map((d): DeploymentRecord => ({
    id: d.id,
    userId: 12,
    projectName: d.project_name,
    token: "securetoken",
    cluster: d.cluster,
    kubeconfig: kubeconfig.replace("47b:8bc1:4c2e:9e07::1", d.cluster.nodes[0].mycelium_ip ?? "::1"),
    createdAt: shift(d.created_at),
    updatedAt: shift(d.updated_at),
  }));
}

/** The demo user's notifications, their payload times moved with them. */
function seedNotifications(offset: number, shift: Shift) {
  return namedExample<{ data: NotificationPage }>("NotificationPage").data.notifications.map((n) => {
    const created = Date.parse(n.created_at) + offset;
    const payload = { ...n.payload };
    if (payload.timestamp)
      payload.timestamp = payload.timestamp.endsWith("UTC") ? payloadUtc(created) : payloadTime(created);
    return {
      ...n,
      userId: 12,
      payload,
      created_at: shift(n.created_at),
      ...(n.read_at ? { read_at: shift(n.read_at) } : {}),
    };
  });
}

/** Vouchers, pending records and invoices. */
function seedBilling(now: number, shift: Shift) {
  const vouchers = [
    ...namedExample<{ data: VoucherList }>("VoucherList").data.vouchers,
    ...namedExample<{ data: VoucherList }>("VoucherListGenerated").data.vouchers,
  ].map((v) => ({ ...v, created_at: shift(v.created_at), expires_at: shift(v.expires_at) }));

  const pendingRecords = responseExample<{ data: PendingRecordList }>(
    "/v1/pending-records",
    "get",
    "200",
    "records",
  ).data.pending_records!.map(({ username: _u, usd_amount: _a, transferred_usd_amount: _t, ...row }) => ({
    ...row,
    created_at: shift(row.created_at),
    updated_at: shift(row.updated_at),
  }));

  const invoices = responseExample<{ data: { invoices: Invoice[] } }>(
    "/v1/invoices",
    "get",
    "200",
    "invoices",
  ).data.invoices.map((i) => ({
    ...i,
    // The examples' newest invoice closes March, after their "now": shifted, it would be dated in the future.
    // A month's invoice that is not due yet has just been issued.
    created_at: shift(i.created_at) > isoTime(now) ? isoTime(now) : shift(i.created_at),
    nodes: i.nodes.map((line) => ({ ...line, rent_created_at: shift(line.rent_created_at) })),
  }));
  return { vouchers, pendingRecords, invoices };
}

/** The next free ids, one above the highest seeded. */
function nextIds(
  state: Pick<State, "users" | "sshKeys" | "vouchers" | "pendingRecords" | "invoices" | "deployments" | "grid">,
): State["next"] {
  const { users, sshKeys, vouchers, pendingRecords, invoices, deployments, grid } = state;
  const max = (values: number[]) => Math.max(0, ...values) + 1;
  return {
    user: max(users.map((u) => u.id)),
    sshKey: max(sshKeys.map((k) => k.ID)),
    voucher: max(vouchers.map((v) => v.id)),
    pendingRecord: max(pendingRecords.map((r) => r.id)),
    invoice: max(invoices.map((i) => i.id)),
    invoiceLine: max(invoices.flatMap((i) => i.nodes.map((line) => line.id))),
    deployment: max(deployments.map((d) => d.id)),
    rentContract: max(grid.map((n) => n.rentContractId)),
    nodeContract: max(
      deployments.flatMap((d) => [
        ...d.cluster.nodes.map((n) => n.contract_id ?? 0),
        ...Object.values(d.cluster.network.node_deployment_id ?? {}),
      ]),
    ),
    twin: 6001,
  };
}

/** The seeded state; `gridNodes` asks for a grid of that many nodes (never fewer than the contract's). */
export async function seedState(rng: Random, now: number, gridNodes = 0): Promise<State> {
  const offset = now - EXAMPLE_NOW;
  const shift = (value: string) => shiftIso(value, offset);
  const grid = seedGrid(now, gridNodes);
  const users = await seedUsers(shift);
  const rentals = seedRentals(grid, shift);
  const deployments = seedDeployments(shift);
  const sshKeys = namedExample<{ data: SshKey[] }>("SshKeyList").data.map((k) => ({
    ...k,
    created_at: shift(k.created_at),
    updated_at: shift(k.updated_at),
  }));
  const notifications = seedNotifications(offset, shift);
  const { vouchers, pendingRecords, invoices } = seedBilling(now, shift);
  return {
    version: STATE_VERSION,
    seed: rng.seed,
    seededAt: now,
    gridNodes,
    jwtSecret: rng.hex(64),
    maintenance: false,
    grid,
    users,
    sshKeys,
    notifications,
    rentals,
    ledger: [],
    deployments,
    vouchers,
    pendingRecords,
    invoices,
    workflows: {},
    mails: [],
    billedHours: 0,
    next: nextIds({ users, sshKeys, vouchers, pendingRecords, invoices, deployments, grid }),
  };
}
