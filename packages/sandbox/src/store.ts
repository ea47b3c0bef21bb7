// The whole simulated backend as one JSON-serialisable object, so `--data <file>` can save and load it
// (persist.ts).
import type {
  Cluster,
  GridNode,
  Invoice,
  Notification,
  PendingRecord,
  SshKey,
  Voucher,
  WorkflowStatus,
} from "@kubecloud/sdk";

export const STATE_VERSION = 2;

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  /** `scrypt$<salt hex>$<hash hex>`; never sent. */
  passwordHash: string;
  verified: boolean;
  admin: boolean;
  /** Last emailed code (registration or reset), 0 when none; never sent. */
  code: number;
  codePurpose: "register" | "reset" | "";
  /** RFC 3339; also the anchor of code expiry, as on the server. */
  updatedAt: string;
  stripeCustomerId: string;
  accountAddress: string;
  sponsored: boolean;
  hasMnemonic: boolean;
  /** The user's twin on the grid; 0 until the verification workflow has created it. */
  twinId: number;
  creditCardBalance: number;
  creditedBalance: number;
  /** Mills (USD × 1000). */
  debt: number;
  /** Free TFT on the user's chain account, in units of 10⁻⁷ TFT. */
  chainTft: number;
  /** Bumped to end every session of the user (sandbox endpoint), or only access tokens. */
  sessionVersion: number;
  accessVersion: number;
}

export interface NotificationRecord extends Notification {
  userId: number;
}

/** A rent contract of the user-nodes table. */
export interface RentalRecord {
  userId: number;
  nodeId: number;
  contractId: number;
  createdAt: string;
}

/** Rent not invoiced yet, per rent contract. */
export interface LedgerEntry extends RentalRecord {
  hours: number;
  /** Mills. */
  cost: number;
}

export interface DeploymentRecord {
  id: number;
  userId: number;
  projectName: string;
  /** The k3s token: kept for the kubeconfig, never sent. */
  token: string;
  cluster: Cluster;
  kubeconfig: string;
  createdAt: string;
  updatedAt: string;
}

/** A pending record as stored: the USD amounts and the username are computed when it is read. */
export type PendingRecordRow = Omit<PendingRecord, "username" | "usd_amount" | "transferred_usd_amount">;

export interface WorkflowRecord {
  name: string;
  userId: number;
  status: WorkflowStatus;
}

export interface MailRecord {
  subject: string;
  body: string;
  attachments: { name: string; size: number }[];
  recipients: string[];
  sentAt: string;
}

export interface GridNodeState extends GridNode {
  /** Whether the node can be rented when nobody rents it and no sandbox VM runs on it. */
  baseRentable: boolean;
}

export interface State {
  version: number;
  seed: number;
  /** When the state was seeded: `seedGrid(seededAt, gridNodes)` rebuilds the grid a saved state leaves out. */
  seededAt: number;
  /** The grid's size asked for with `--grid-nodes` (0: the contract's nodes only). */
  gridNodes: number;
  /** HS256 secret (hex), persisted so tokens survive a restart with `--data`. */
  jwtSecret: string;
  maintenance: boolean;
  grid: GridNodeState[];
  users: UserRecord[];
  sshKeys: SshKey[];
  notifications: NotificationRecord[];
  rentals: RentalRecord[];
  ledger: LedgerEntry[];
  deployments: DeploymentRecord[];
  vouchers: Voucher[];
  pendingRecords: PendingRecordRow[];
  invoices: Invoice[];
  workflows: Record<string, WorkflowRecord>;
  mails: MailRecord[];
  /** Simulated hours billed since start; a month closes every 720. */
  billedHours: number;
  next: {
    user: number;
    sshKey: number;
    voucher: number;
    pendingRecord: number;
    invoice: number;
    invoiceLine: number;
    deployment: number;
    rentContract: number;
    nodeContract: number;
    twin: number;
  };
}

export const nextId = (state: State, key: keyof State["next"]) => state.next[key]++;
export const findUser = (state: State, id: number) => state.users.find((user) => user.id === id);
export const findUserByEmail = (state: State, email: string) =>
  state.users.find((user) => user.email.toLowerCase() === email.toLowerCase());
export const findNode = (state: State, nodeId: number) => state.grid.find((node) => node.nodeId === nodeId);
