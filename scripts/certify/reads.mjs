// What to read, in which order, and where each path parameter comes from. The list is the SDK's operation
// table (every GET), so an operation the contract gains is driven too: without path parameters it is just
// called; with one this file does not know, it is skipped and the report says which parameter was missing.

const authRank = { none: 0, optional: 0, user: 1, admin: 2 };

/** Every GET of the operation table: first those without path parameters (they yield the ids), by audience. */
export function readOperations(operations) {
  const reads = Object.entries(operations)
    .filter(([, op]) => op.method === "get")
    .map(([operationId, op]) => ({ operationId, ...op, params: pathParams(op.path) }));
  const rank = (op) => (op.params.length > 0 ? 10 : 0) + (authRank[op.auth] ?? 1);
  return reads
    .map((op, index) => ({ op, index }))
    .sort((a, b) => rank(a.op) - rank(b.op) || a.index - b.index)
    .map(({ op }) => op);
}

const pathParams = (path) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);

/** Path parameter → the ids gathered for it, and the word the report uses when there is none. */
const sources = {
  node_id: { key: "nodeIds", thing: "node" },
  twin_id: { key: "twinIds", thing: "twin" },
  invoice_id: { key: "invoiceIds", thing: "invoice" },
  name: { key: "clusterNames", thing: "deployment" },
  // The metrics path names the cluster `id`, and takes its name (the sandbox and the console agree).
  id: { key: "clusterNames", thing: "deployment" },
  workflow_id: { key: "workflowIds", thing: "workflow id" },
};

/** The ids gathered so far from the replies (filled by `harvest`). */
export function createFound() {
  return { nodeIds: [], twinIds: [], invoiceIds: [], clusterNames: [], workflowIds: [], admin: undefined };
}

/** `{ path: {...} }` for an operation, or `{ skip: "no node to read" }` when a parameter has no value. */
export function pathFor(op, found) {
  const path = {};
  for (const param of op.params) {
    const source = sources[param];
    const value = source ? found[source.key][0] : undefined;
    if (value === undefined) return { skip: `no ${source?.thing ?? param} to read` };
    path[param] = value;
  }
  return { path };
}

/** Why an operation cannot be read in this session, or undefined. */
export function audienceGap(op, session) {
  if (op.auth !== "user" && op.auth !== "admin") return undefined;
  if (!session.email) return "needs a signed-in account (--email)";
  if (!session.token) return "the sign-in failed";
  if (op.auth !== "admin") return undefined;
  if (session.found.admin === undefined) return "the admin flag is unknown (GET /v1/user/ gave no user)";
  return session.found.admin ? undefined : "not an admin account";
}

/** Adds `pick(item)` of each item to `list`, once each; anything but a list adds nothing. */
function add(list, items, pick) {
  for (const item of Array.isArray(items) ? items : []) {
    const value = pick(item);
    if (value !== undefined && value !== null && !list.includes(value)) list.push(value);
  }
}

/** Up nodes first: a down node's storage pool is not a fair test of the server. */
function gridNodes(data, found) {
  const nodes = Array.isArray(data?.nodes) ? data.nodes : [];
  const ordered = [...nodes.filter((n) => n?.status === "up"), ...nodes.filter((n) => n?.status !== "up")];
  add(found.nodeIds, ordered, (n) => n?.nodeId);
  add(found.twinIds, ordered, (n) => n?.twinId);
}

/** Per operation, what its success body (unwrapped from the envelope) gives the later reads. */
const harvesters = {
  listGridNodes: gridNodes,
  listAvailableNodes: gridNodes,
  listRentableNodes: gridNodes,
  listRentedNodes: gridNodes,
  getCurrentUser: (data, found) => {
    if (typeof data?.user?.admin === "boolean") found.admin = data.user.admin;
  },
  listInvoices: (data, found) => add(found.invoiceIds, data?.invoices, (invoice) => invoice?.id),
  listDeployments: (body, found) => add(found.clusterNames, body?.deployments, (d) => d?.cluster?.name),
};

/** Gathers ids from a reply. Bodies come straight off the wire, so nothing about their shape is assumed. */
export function harvest(op, body, found) {
  const data = op.response === "envelope" ? body?.data : body;
  try {
    harvesters[op.operationId]?.(data, found);
  } catch {
    // A body too far from the contract to take ids from: the violations already say so.
  }
}
