// Clusters: list, details, add and remove a node, delete one or all. Each is the SDK call the console's
// cluster screens make.
import type { Command } from "commander";
import type { ClusterNode, Deployment, KubeCloudClient } from "@kubecloud/sdk";
import { example, group, withOutput } from "../command-kit.ts";
import { CliError, Exit } from "../exit.ts";
import { dateTime } from "../format.ts";
import { printList, printObject, renderTable, type Column } from "../output.ts";
import { confirmByTyping } from "../prompt.ts";
import type { Runtime } from "../runtime.ts";

const gb = (mb: number) => `${Math.round((mb / 1024) * 10) / 10}`;

const clusterColumns: Column<Deployment>[] = [
  { header: "Name", value: (d) => d.cluster.name },
  { header: "Nodes", value: (d) => d.cluster.nodes.length, align: "right" },
  { header: "Masters", value: (d) => d.cluster.nodes.filter((n) => n.type !== "worker").length, align: "right" },
  { header: "Created", value: (d) => dateTime(d.created_at) },
  { header: "Updated", value: (d) => dateTime(d.updated_at), wide: true },
  { header: "Project", value: (d) => d.project_name, wide: true },
];

function nodeColumns(name: (node: ClusterNode) => string): Column<ClusterNode>[] {
  return [
    { header: "Node", value: name },
    { header: "Role", value: (n) => n.type },
    { header: "Grid node", value: (n) => n.node_id, align: "right" },
    { header: "CPU", value: (n) => n.cpu, align: "right" },
    { header: "RAM GB", value: (n) => gb(n.memory), align: "right" },
    { header: "Disk GB", value: (n) => gb(n.disk_size), align: "right" },
    { header: "IP", value: (n) => n.ip, wide: true },
    { header: "Mycelium IP", value: (n) => n.mycelium_ip, wide: true },
    // The server's VM name (`kc<user id><cluster><node>`), where it differs from the node's own.
    { header: "VM", value: (n) => (n.name === name(n) ? "" : n.name), wide: true },
  ];
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === "KubeCloudError" && (error as { status?: number }).status === 404;
}

/**
 * `GET /v1/deployments/{name}`; a 404 for a cluster whose deployment this machine started and that still
 * runs says so (the server lists a cluster only once it is deployed).
 */
export async function getCluster(rt: Runtime, api: KubeCloudClient, name: string): Promise<Deployment> {
  try {
    return await api.call("get", "/v1/deployments/{name}", { params: { path: { name } } });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const { deployingNote } = await import("../clusters/started.ts");
    const note = await deployingNote(api, rt.env, rt.apiUrl, name);
    if (note) throw new CliError(note, Exit.notFound);
    throw error;
  }
}

/** Started (202): the workflow runs on the server; its outcome arrives as an event (kubecloud events follow). */
function started(rt: Runtime, what: string, reply: { task_id?: string; message?: string }): void {
  rt.err(`${what}${reply.task_id ? ` (task ${reply.task_id})` : ""}. Follow it with: kubecloud events follow`);
}

async function show(rt: Runtime, name: string): Promise<void> {
  const api = await rt.api();
  const deployment = await getCluster(rt, api, name);
  const { clusterNodeName } = await import("@kubecloud/sdk");
  const nodeName = (node: ClusterNode) => clusterNodeName(node, deployment.cluster);
  printObject(rt, deployment, [
    ["Name", deployment.cluster.name],
    ["Project", deployment.project_name],
    ["Created", dateTime(deployment.created_at)],
    ["Updated", dateTime(deployment.updated_at)],
    ["Nodes", String(deployment.cluster.nodes.length)],
  ]);
  if (rt.output === "table" || rt.output === "wide") {
    const columns = nodeColumns(nodeName).filter((column) => rt.output === "wide" || !column.wide);
    rt.out(`\n${renderTable(deployment.cluster.nodes, columns)}`);
  }
}

interface AddNodeOptions {
  file: string;
  autoPlace?: boolean;
}

async function addNode(rt: Runtime, name: string, options: AddNodeOptions): Promise<void> {
  const { readFileSync } = await import("node:fs");
  const { parseNodeFile, describeIssues } = await import("../clusters/deploy-file.ts");
  const text = readInput(readFileSync, options.file);
  const parsed = parseNodeFile(text, { placeLater: options.autoPlace });
  if (!parsed.ok) throw new CliError(describeIssues(options.file, parsed.issues), Exit.usage);
  const api = await rt.api();
  const deployment = await getCluster(rt, api, name);
  const { planNode } = await import("../clusters/plan.ts");
  const { node, reasons } = await planNode(api, deployment, parsed.file, { autoPlace: options.autoPlace });
  for (const reason of reasons) rt.err(`  ${reason}`);
  const reply = await api.call("post", "/v1/deployments/{name}/nodes", {
    params: { path: { name } },
    // The server picks the cluster by the body's name and uses nodes[0] only (the console sends the same).
    body: { name, nodes: [node] },
  });
  started(rt, `Adding ${node.name} to ${name} on grid node ${node.node_id}`, reply);
}

async function removeNode(rt: Runtime, name: string, node: string): Promise<void> {
  const api = await rt.api();
  const deployment = await getCluster(rt, api, name);
  const { clusterNodeName } = await import("@kubecloud/sdk");
  const found = deployment.cluster.nodes.find((n) => clusterNodeName(n, deployment.cluster) === node);
  const names = deployment.cluster.nodes.map((n) => clusterNodeName(n, deployment.cluster)).join(", ");
  if (!found) throw new CliError(`Cluster ${name} has no node ${node} (its nodes: ${names})`, Exit.notFound);
  // The server accepts it and then fails the workflow; the console does not offer it either.
  if (found.type === "leader")
    throw new CliError(`${node} is the leader of ${name}: the leader cannot be removed`, Exit.usage);
  const reply = await api.call("delete", "/v1/deployments/{name}/nodes/{node_name}", {
    params: { path: { name, node_name: node } },
  });
  started(rt, `Removing ${node} from ${name}`, reply);
}

async function remove(rt: Runtime, name: string | undefined, options: { all?: boolean; yes?: boolean }): Promise<void> {
  if (options.all && name) throw new CliError("Give a cluster name or --all, not both", Exit.usage);
  if (!options.all && !name) throw new CliError("Give the cluster to delete, or --all", Exit.usage);
  const api = await rt.api();
  if (options.all) {
    const { deployments } = await api.call("get", "/v1/deployments");
    if (deployments.length === 0) {
      rt.err("You have no clusters.");
      return;
    }
    if (!options.yes)
      await confirmByTyping(
        rt,
        `Delete all ${deployments.length} clusters (${deployments.map((d) => d.cluster.name).join(", ")}) and their VMs? Type "delete all" to confirm: `,
        "delete all",
        "add --yes to delete every cluster without a question",
      );
    const reply = await api.call("delete", "/v1/deployments");
    started(rt, `Deleting all ${deployments.length} clusters`, reply);
    return;
  }
  const cluster = name!;
  // Asked before the question, so that a typo is "not found" rather than a confirmed nothing.
  await getCluster(rt, api, cluster);
  if (!options.yes)
    await confirmByTyping(
      rt,
      `Delete ${cluster}, its VMs and their disks? Its kubeconfig stops working. Type the cluster's name to confirm: `,
      cluster,
      `add --yes to delete ${cluster} without a question`,
    );
  const reply = await api.call("delete", "/v1/deployments/{name}", { params: { path: { name: cluster } } });
  started(rt, `Deleting ${cluster}`, reply);
}

/** A file's text; `-` is stdin. */
export function readInput(read: (path: string, encoding: "utf8") => string, file: string): string {
  try {
    return read(file === "-" ? "/dev/stdin" : file, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`, Exit.usage);
  }
}

export function register(program: Command, rt: () => Runtime): void {
  const clusters = group(program, "clusters", "Your Kubernetes clusters");
  example(clusters, "kubecloud clusters list", "kubecloud clusters get prodcluster -o yaml");

  const list = withOutput(clusters.command("list").alias("ls").description("List your clusters"));
  example(list, "kubecloud clusters list", "kubecloud clusters list -o json");
  list.action(async () => {
    const r = rt();
    const { deployments } = await (await r.api()).call("get", "/v1/deployments");
    printList(r, deployments, clusterColumns, "You have no clusters. Deploy one with kubecloud deploy -f cluster.yaml");
  });

  const get = withOutput(clusters.command("get <name>").description("Show a cluster and its nodes"));
  example(get, "kubecloud clusters get prodcluster", "kubecloud clusters get prodcluster -o yaml");
  get.action((name: string) => show(rt(), name));

  const add = clusters
    .command("add-node <name>")
    .description("Add a VM to a cluster (the file holds one node of the deploy request)")
    .requiredOption("-f, --file <file>", "the node, YAML or JSON (- for stdin)")
    .option("--auto-place", "choose the grid node as the console's Place Automatically does");
  example(add, "kubecloud clusters add-node prodcluster -f worker3.yaml --auto-place");
  add.action((name: string, options: AddNodeOptions) => addNode(rt(), name, options));

  const drop = clusters.command("remove-node <name> <node>").description("Remove a VM from a cluster (not the leader)");
  example(drop, "kubecloud clusters remove-node prodcluster worker2");
  drop.action((name: string, node: string) => removeNode(rt(), name, node));

  const del = clusters
    .command("delete [name]")
    .alias("rm")
    .description("Delete a cluster (or --all): its VMs and disks go, nodes you reserved stay yours")
    .option("--all", "delete every cluster")
    .option("-y, --yes", "do not ask to type the name (for scripts)");
  example(
    del,
    "kubecloud clusters delete prodcluster",
    "kubecloud clusters delete prodcluster --yes",
    "kubecloud clusters delete --all --yes",
  );
  del.action((name: string | undefined, options: { all?: boolean; yes?: boolean }) => remove(rt(), name, options));
}
