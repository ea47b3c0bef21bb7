// Grid nodes: the marketplace's list and filters, your reserved nodes, reserving and releasing.
import type { Command } from "commander";
import type { GridNode, KubeCloudClient, RentableNode } from "@kubecloud/sdk";
import { example, group, parseNumber, withOutput } from "../command-kit.ts";
import { CliError, Exit, actionFailed } from "../exit.ts";
import { duration, usd } from "../format.ts";
import { rentedNodes, sendAndFollow } from "../node-follow.ts";
import { printList, type Column } from "../output.ts";
import type { Runtime } from "../runtime.ts";

/** The marketplace's sorts (src/features/nodes/node-filters.ts), as the grid proxy's sort keys. */
const sorts = {
  "price-asc": ["price_usd", "ASC"],
  "price-desc": ["price_usd", "DESC"],
  cpu: ["total_cru", "DESC"],
  ram: ["total_mru", "DESC"],
  storage: ["total_sru", "DESC"],
  uptime: ["uptime", "DESC"],
} as const;
type Sort = keyof typeof sorts;

interface ListOptions {
  country?: string[];
  gpu?: boolean;
  minCpu?: string;
  minRam?: string;
  minStorage?: string;
  maxPrice?: string;
  sort: string;
  limit?: string;
}

function nodeColumns(sdk: typeof import("@kubecloud/sdk")): Column<GridNode | RentableNode>[] {
  const capacity = (node: GridNode) => sdk.nodeCapacity(node);
  return [
    { header: "Node", value: (n) => n.nodeId, align: "right" },
    { header: "Country", value: (n) => n.country },
    { header: "City", value: (n) => n.city, wide: true },
    { header: "CPU", value: (n) => capacity(n).cpu, align: "right" },
    { header: "RAM GB", value: (n) => capacity(n).memoryGB, align: "right" },
    { header: "SSD GB", value: (n) => capacity(n).storageGB, align: "right" },
    { header: "GPU", value: (n) => n.num_gpu, align: "right" },
    { header: "$/month", value: (n) => usd(sdk.nodePrice(n)), align: "right" },
    { header: "List", value: (n) => usd(sdk.listPrice(n)), align: "right", wide: true },
    { header: "$/hour", value: (n) => usd(sdk.hourlyPrice(n)), align: "right", wide: true },
    { header: "Farm", value: (n) => n.farmName, wide: true },
    { header: "Uptime", value: (n) => duration(n.uptime), wide: true },
  ];
}

/**
 * What the marketplace offers (healthy, rentable, with the features a reservation needs), filtered and
 * sorted by the server: `GET /v1/nodes` takes the grid proxy's filters, so only the matches are sent.
 */
async function listNodes(rt: Runtime, options: ListOptions): Promise<void> {
  const sort = options.sort as Sort;
  const gb = (name: string, text?: string) => (text === undefined ? undefined : parseNumber(name, text));
  const minRam = gb("--min-ram", options.minRam);
  const minStorage = gb("--min-storage", options.minStorage);
  const minCpu = options.minCpu === undefined ? undefined : parseNumber("--min-cpu", options.minCpu, { integer: true });
  const maxPrice = options.maxPrice === undefined ? undefined : parseNumber("--max-price", options.maxPrice);
  const limit =
    options.limit === undefined ? Infinity : parseNumber("--limit", options.limit, { integer: true, min: 1 });
  const countries = options.country?.length ? options.country : [undefined];

  const sdk = await import("@kubecloud/sdk");
  const api = await rt.api();
  const bytes = (value?: number) => (value === undefined ? undefined : Math.ceil(value * sdk.constants.bytesPerGB));
  const [sortBy, sortOrder] = sorts[sort];
  const size = Math.min(sdk.constants.gridNodeFetchSize, limit);
  const found: (GridNode | RentableNode)[] = [];
  // The grid proxy takes one exact country per request: several --country flags make one request each.
  for (const country of countries) {
    for (let page = 1; found.length < limit; page += 1) {
      const reply = await api.call("get", "/v1/nodes", {
        params: {
          query: {
            healthy: true,
            rentable: true,
            features: ["zmachine", "network"],
            country,
            has_gpu: options.gpu ? true : undefined,
            total_cru: minCpu,
            total_mru: bytes(minRam),
            total_sru: bytes(minStorage),
            price_max: maxPrice,
            sort_by: sortBy,
            sort_order: sortOrder,
            size,
            page,
            ret_count: true,
          },
        },
      });
      const nodes = reply.nodes ?? [];
      found.push(...nodes);
      if (nodes.length < size || page * size >= reply.total) break;
    }
  }
  await withOffers(api, found);
  // Several countries come back one after another, and offers change prices: sort the whole list again as
  // the marketplace does (by the price you would pay; ties by node id).
  const key = (n: GridNode | RentableNode) =>
    sort.startsWith("price") ? sdk.nodePrice(n) : sort === "uptime" ? n.uptime : n.total_resources[sortKeyField[sort]];
  found.sort((a, b) => (sortOrder === "ASC" ? key(a) - key(b) : key(b) - key(a)) || a.nodeId - b.nodeId);
  printList(rt, found.slice(0, limit), nodeColumns(sdk), "No node matches these filters.");
}

/**
 * Signed in, the server offers rentable nodes with the reserved-node discount (`GET /v1/user/nodes/rentable`,
 * at most 50): like the marketplace, each listed node is replaced by its offer, so `$/month` is what you
 * would pay. Without a session, or when the offers fail, the list keeps the list prices.
 */
async function withOffers(api: KubeCloudClient, nodes: (GridNode | RentableNode)[]): Promise<void> {
  if (!api.tokens.getAccessToken() && !api.tokens.getRefreshToken()) return;
  const offers = await api
    .call("get", "/v1/user/nodes/rentable")
    .then((reply) => reply.nodes ?? [])
    .catch(() => [] as RentableNode[]);
  const byId = new Map(offers.map((offer) => [offer.nodeId, offer]));
  for (let i = 0; i < nodes.length; i += 1) nodes[i] = byId.get(nodes[i].nodeId) ?? nodes[i];
}

const sortKeyField = { cpu: "cru", ram: "mru", storage: "sru" } as Record<Sort, "cru" | "mru" | "sru">;

function timeoutOption(command: Command): Command {
  return command
    .option("--wait", "follow it until it is done (exit 5 when the deadline passes)")
    .option("--timeout <seconds>", "how long --wait waits", "100");
}

/** nodes list: the marketplace, filtered and sorted. */
function registerList(nodes: Command, rt: () => Runtime): void {
  const list = withOutput(nodes.command("list").description("List the nodes on offer (the marketplace)"))
    .option("--country <name>", "only this country (repeat for several)", (value: string, all: string[] = []) => [
      ...all,
      value,
    ])
    .option("--gpu", "only nodes with a GPU")
    .option("--min-cpu <cores>", "at least this many CPU cores")
    .option("--min-ram <GB>", "at least this much memory")
    .option("--min-storage <GB>", "at least this much SSD storage")
    .option("--max-price <usd>", "at most this monthly list price")
    .option("--sort <order>", `${Object.keys(sorts).join(", ")}`, "price-asc")
    .option("--limit <n>", "show at most n nodes")
    .action(async (options: ListOptions) => {
      if (!(options.sort in sorts))
        throw new CliError(`--sort must be one of ${Object.keys(sorts).join(", ")}`, Exit.usage);
      await listNodes(rt(), options);
    });
  example(
    list,
    "kubecloud nodes list --country Belgium --min-cpu 8 --min-ram 32 --sort price-asc",
    "kubecloud nodes list --gpu -o json",
  );
}

/** nodes mine: the nodes you have reserved. */
function registerMine(nodes: Command, rt: () => Runtime): void {
  example(
    withOutput(nodes.command("mine").description("List the nodes you have reserved")).action(async () => {
      const r = rt();
      const sdk = await import("@kubecloud/sdk");
      const rented = await rentedNodes(await r.api());
      const columns = nodeColumns(sdk);
      columns.splice(7, 0, { header: "Contract", value: (n) => n.rentContractId, align: "right", wide: true });
      printList(r, rented, columns, "You have not reserved any node: see kubecloud nodes list.");
    }),
    "kubecloud nodes mine -o wide",
  );
}

/** The reserve or release request, which answers with its workflow. */
type Send = () => Promise<{ workflow_id: string }>;

/** What differs between nodes reserve and release. */
interface NodeAction {
  target: "rented" | "rentable";
  /** Checks what it must before anything is sent, then gives the request. */
  prepare(api: KubeCloudClient, nodeId: number): Send | Promise<Send>;
  /** What to print once the node got there (--wait). */
  done(nodeId: number): string;
  /** What to print once the request was accepted (no --wait). */
  accepted(nodeId: number, workflow: string): string;
}

/** nodes reserve and release: parse the ID and --timeout, send, follow the node with --wait, say how it ended. */
async function runNodeAction(
  r: Runtime,
  idText: string,
  options: { wait?: boolean; timeout: string },
  action: NodeAction,
): Promise<void> {
  const nodeId = parseNumber("ID", idText, { integer: true, min: 1 });
  const timeout = parseNumber("--timeout", options.timeout);
  const api = await r.api();
  const send = await action.prepare(api, nodeId);
  let workflow = "";
  await sendAndFollow(
    r,
    api,
    { nodeId, target: action.target, wait: options.wait, timeoutSeconds: timeout },
    async () => {
      workflow = (await send()).workflow_id;
    },
  );
  r.out(options.wait ? action.done(nodeId) : action.accepted(nodeId, workflow));
}

/** nodes reserve and release, declared: `nodes <name> <id> [--wait] [--timeout]`. */
function registerNodeAction(
  nodes: Command,
  rt: () => Runtime,
  command: { name: string; description: string; example: string },
  action: NodeAction,
): void {
  example(
    timeoutOption(nodes.command(command.name).argument("<id>", "the node id").description(command.description)).action(
      (idText: string, options: { wait?: boolean; timeout: string }) => runNodeAction(rt(), idText, options, action),
    ),
    command.example,
  );
}

/** nodes reserve: reserve a whole node. */
function registerReserve(nodes: Command, rt: () => Runtime): void {
  registerNodeAction(
    nodes,
    rt,
    {
      name: "reserve",
      description: "Reserve a whole node for yourself",
      example: "kubecloud nodes reserve 1024 --wait",
    },
    {
      target: "rented",
      prepare: (api, nodeId) => () =>
        api
          .call("post", "/v1/user/nodes/{node_id}", { params: { path: { node_id: nodeId } }, body: {} })
          .catch((error: unknown) => actionFailed("Failed to reserve node", error)),
      done: (nodeId) => `Node ${nodeId} is yours: it is in kubecloud nodes mine.`,
      accepted: (nodeId, workflow) =>
        `Reservation of node ${nodeId} accepted (workflow ${workflow}): see kubecloud nodes mine.`,
    },
  );
}

/** nodes release: release a node you reserved. */
function registerRelease(nodes: Command, rt: () => Runtime): void {
  registerNodeAction(
    nodes,
    rt,
    { name: "release", description: "Release a node you reserved", example: "kubecloud nodes release 1024 --wait" },
    {
      target: "rentable",
      prepare: async (api, nodeId) => {
        const node = (await rentedNodes(api)).find((n) => n.nodeId === nodeId);
        if (!node) throw new CliError(`You have not reserved node ${nodeId}: see kubecloud nodes mine`, Exit.notFound);
        return () =>
          api
            .call("delete", "/v1/user/nodes/unreserve/{contract_id}", {
              params: { path: { contract_id: node.rentContractId } },
            })
            .catch((error: unknown) => actionFailed("Failed to release node", error));
      },
      done: (nodeId) => `Node ${nodeId} is no longer reserved.`,
      accepted: (nodeId, workflow) => `Release of node ${nodeId} accepted (workflow ${workflow}).`,
    },
  );
}

export function register(program: Command, rt: () => Runtime): void {
  const nodes = group(program, "nodes", "Grid nodes: browse, reserve, release");
  example(nodes, "kubecloud nodes list --country Germany --min-ram 64");
  for (const sub of [registerList, registerMine, registerReserve, registerRelease]) sub(nodes, rt);
}
