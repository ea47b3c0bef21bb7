// `kubecloud deploy -f FILE`: the request the console's wizard shows under "Show as API Call", from a file,
// placed and priced with the wizard's own code (the SDK's placement), then sent; `--wait` follows it live.
import type { GridRegion } from "@kubecloud/sdk";
import type { Command } from "commander";
import { example, parseNumber } from "../command-kit.ts";
import { CliError, Exit } from "../exit.ts";
import { usd } from "../format.ts";
import { renderTable, type Column } from "../output.ts";
import type { Runtime } from "../runtime.ts";
import type { DeployPlan, PlacedVm } from "../clusters/plan.ts";

interface DeployOptions {
  file: string;
  autoPlace?: boolean;
  region?: string;
  dryRun?: boolean;
  wait?: boolean;
  timeout: string;
  output?: string;
}

const columns: Column<PlacedVm>[] = [
  { header: "VM", value: (vm) => vm.name },
  { header: "Role", value: (vm) => vm.role },
  { header: "Node", value: (vm) => vm.nodeId, align: "right" },
  { header: "Farm", value: (vm) => vm.farm },
  { header: "Country", value: (vm) => vm.country },
  { header: "$/month", value: (vm) => vmPrice(vm), align: "right" },
];

/** What a VM adds a month: nothing on a node the user rents (its rent covers it), else an estimate. */
function vmPrice(vm: PlacedVm): string {
  if (vm.basis === "rent") return "$0 (rented)";
  if (vm.basis === "estimate") return `~${usd(vm.monthly)}`;
  return "-";
}

/** "a, b and c" */
const listed = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/** Under "Price:" and "Balance:", a note's lines fit 80 columns. */
const NOTE_INDENT = " ".repeat("Balance: ".length);

function note(text: string, width = 80): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && NOTE_INDENT.length + line.length + 1 + word.length > width) {
      lines.push(NOTE_INDENT + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, NOTE_INDENT + line] : lines;
}

/** The price lines: what the cluster adds to the bill, as the server bills it, and on what basis. */
function describePrice(plan: DeployPlan): string[] {
  const { cost } = plan;
  const onRent = plan.vms.filter((vm) => vm.basis === "rent").length;
  const unknown = plan.vms.filter((vm) => vm.basis === "unknown").length;
  const one = cost.rentedNodes.length === 1;
  const about = cost.estimated ? "about " : "";
  const notes = [
    onRent > 0 &&
      `${onRent === 1 ? "1 VM runs" : `${onRent} VMs run`} on ${one ? "a node" : "nodes"} you reserve (${cost.rentedNodes.join(", ")}): ${one ? "its" : "their"} rent, ${usd(cost.rent)} a month (kubecloud nodes mine), covers ${onRent === 1 ? "it" : "them"}, so ${onRent === 1 ? "it adds" : "they add"} nothing.`,
    cost.estimated &&
      "Estimate: the grid bills a VM on a shared node from your balance by a rule the KubeCloud API does not state; this is the VM's share of the node (its largest share of the node's vCPU, RAM or SSD) at the node's list price.",
    unknown > 0 && `${unknown === 1 ? "1 VM is" : `${unknown} VMs are`} left out: the node's price is unknown.`,
  ].filter((text): text is string => typeof text === "string");
  return [
    `Price:   ${about}${usd(cost.monthly)} a month, ${about}${usd(cost.hourly)} an hour${cost.estimated ? " (estimate)" : ""}`,
    ...notes.flatMap((text) => note(text)),
  ];
}

/** How long the balance lasts: computed from everything the account pays a month with this cluster. */
function describeRunway(plan: DeployPlan): string[] {
  const { spending } = plan;
  const parts = [
    spending.rent > 0 && `${usd(spending.rent)} of rent for your reserved nodes`,
    spending.shared > 0 && `about ${usd(spending.shared)} for your other clusters on shared nodes`,
    spending.cluster > 0
      ? `${plan.cost.estimated ? "about " : ""}${usd(spending.cluster)} for this cluster`
      : "nothing more for this cluster",
  ].filter((part): part is string => typeof part === "string");
  const runway =
    plan.runwayDays === null
      ? "you pay nothing a month"
      : plan.runwayDays === 0
        ? "not enough for a day: add funds first (kubecloud funds add)"
        : `enough for ${plan.runwayDays} day${plan.runwayDays === 1 ? "" : "s"}`;
  const notes = [
    plan.runwayDays !== null &&
      `That is of what you pay with this cluster, ${usd(spending.monthly)} a month: ${listed(parts)}.`,
    spending.failed && "Your reserved nodes or your other clusters could not be read, so only this cluster is counted.",
    spending.unknown > 0 &&
      `${spending.unknown === 1 ? "1 VM" : `${spending.unknown} VMs`} of your other clusters left out: ${spending.unknown === 1 ? "its node is" : "their nodes are"} not listed.`,
  ].filter((text): text is string => typeof text === "string");
  return [`Balance: ${usd(plan.balance)}, ${runway}`, ...notes.flatMap((text) => note(text))];
}

/** The plan for people: where each VM goes and why, the price, and how long the balance pays for it. */
function describePlan(plan: DeployPlan): string {
  const why = plan.vms
    .filter((vm) => vm.reasons.length > 0)
    .map((vm) => `  ${vm.name} on node ${vm.nodeId}:\n${vm.reasons.map((reason) => `    - ${reason}`).join("\n")}`);
  return [
    renderTable(plan.vms, columns),
    ...(why.length > 0 ? ["", "Why these nodes:", ...why] : []),
    ...(plan.region ? ["", `Region:  ${plan.region} (only its nodes were offered)`] : []),
    "",
    ...describePrice(plan),
    ...describeRunway(plan),
  ].join("\n");
}

/** `--region`: one of the grid's regions, as the wizard's Region filter offers them (any case). */
async function parseRegion(value: string | undefined): Promise<GridRegion | null> {
  if (value === undefined) return null;
  // The SDK loads with the first command that needs it (not for --help): the region list is its.
  const { gridRegions } = await import("@kubecloud/sdk");
  const region = gridRegions.find((name) => name.toLowerCase() === value.trim().toLowerCase());
  if (!region)
    throw new CliError(`--region: "${value}" is not a region; give one of ${gridRegions.join(", ")}`, Exit.usage);
  return region;
}

async function deploy(rt: Runtime, options: DeployOptions): Promise<void> {
  const timeoutMs = parseNumber("--timeout", options.timeout, { integer: true, min: 1 }) * 1000;
  const region = await parseRegion(options.region);
  const { readFileSync } = await import("node:fs");
  const { readInput } = await import("./clusters.ts");
  const { parseDeployFile, describeIssues } = await import("../clusters/deploy-file.ts");
  const parsed = parseDeployFile(readInput(readFileSync, options.file), { placeLater: options.autoPlace });
  if (!parsed.ok) throw new CliError(describeIssues(options.file, parsed.issues), Exit.usage);

  const api = await rt.api();
  const { planDeployment } = await import("../clusters/plan.ts");
  const plan = await planDeployment(api, parsed.file, { autoPlace: options.autoPlace, region });
  if (options.dryRun) {
    if (rt.output === "json" || rt.output === "yaml") {
      const { printObject } = await import("../output.ts");
      printObject(rt, plan, []);
    } else rt.out(describePlan(plan));
    rt.err("Dry run: nothing was sent.");
    return;
  }
  rt.err(describePlan(plan));

  const name = plan.request.name;
  const vms = plan.request.nodes.map((node) => node.name);
  // The stream opens before the request, so that no step can be missed.
  const follow = options.wait
    ? await (await import("../clusters/follow.ts")).followDeployment(api, name, vms, (line) => rt.out(line))
    : undefined;
  try {
    const reply = await api.call("post", "/v1/deployments", { body: plan.request });
    const { recordStarted } = await import("../clusters/started.ts");
    recordStarted(rt.env, rt.apiUrl, name, reply.task_id);
    rt.err(`Deploying ${name} (task ${reply.task_id}).`);
    if (!follow) {
      rt.err(`It is ready in a few minutes: kubecloud clusters get ${name}, or deploy with --wait to follow it.`);
      return;
    }
    await follow.until(reply.task_id, timeoutMs);
    rt.out(`Cluster ${name} is running. Next: kubecloud kubeconfig get ${name} --merge`);
  } finally {
    follow?.close();
  }
}

export function register(program: Command, rt: () => Runtime): void {
  const command = program
    .command("deploy")
    .description(
      'Deploy a cluster from a file: the request the console shows under "Show as API Call" (POST /v1/deployments), in YAML or JSON',
    )
    .requiredOption("-f, --file <file>", "the deploy request, YAML or JSON (- for stdin)")
    .option(
      "--auto-place",
      "choose each VM's grid node as the console's Place Automatically does (node_id may be left out)",
    )
    .option(
      "--region <region>",
      'place only on nodes in this region (a continent, such as Europe or "North America"), as the wizard\'s Region filter',
    )
    .option("--dry-run", "print the placement with its reasons, the price and the balance runway; send nothing")
    .option("--wait", "follow the provisioning steps live; exit 1 if a step fails (after its rollback)")
    .option("--timeout <seconds>", "with --wait: give up after this long (exit 5)", "900")
    .option("-o, --output <format>", "with --dry-run: json or yaml prints the plan as data");
  example(
    command,
    "kubecloud deploy -f packages/cli/examples/cluster.yaml --auto-place --dry-run",
    "kubecloud deploy -f cluster.yaml --auto-place --region Europe --wait",
  );
  command.action((options: DeployOptions) => deploy(rt(), options));
}
