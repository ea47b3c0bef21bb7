// `kubecloud deploy -f FILE`: the request the console's wizard shows under "Show as API Call", from a file,
// placed and priced with the wizard's own code (the SDK's placement), then sent; `--wait` follows it live.
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
  { header: "$/month", value: (vm) => `${usd(vm.monthly)}${vm.reserved ? " (reserved)" : ""}`, align: "right" },
];

/** The plan for people: where each VM goes and why, the price, and how long the balance pays for it. */
function describePlan(plan: DeployPlan): string {
  const why = plan.vms
    .filter((vm) => vm.reasons.length > 0)
    .map((vm) => `  ${vm.name} on node ${vm.nodeId}:\n${vm.reasons.map((reason) => `    - ${reason}`).join("\n")}`);
  const runway =
    plan.runwayDays === null
      ? "it costs nothing"
      : plan.runwayDays === 0
        ? "not enough for a day: add funds first (kubecloud funds add)"
        : `enough for ${plan.runwayDays} day${plan.runwayDays === 1 ? "" : "s"}`;
  return [
    renderTable(plan.vms, columns),
    ...(why.length > 0 ? ["", "Why these nodes:", ...why] : []),
    "",
    `Price:   ${usd(plan.cost.monthly)} a month, ${usd(plan.cost.hourly)} an hour${plan.cost.partial ? " (some node's price is unknown)" : ""}`,
    `Balance: ${usd(plan.balance)}, ${runway}`,
  ].join("\n");
}

async function deploy(rt: Runtime, options: DeployOptions): Promise<void> {
  const timeoutMs = parseNumber("--timeout", options.timeout, { integer: true, min: 1 }) * 1000;
  const { readFileSync } = await import("node:fs");
  const { readInput } = await import("./clusters.ts");
  const { parseDeployFile, describeIssues } = await import("../clusters/deploy-file.ts");
  const parsed = parseDeployFile(readInput(readFileSync, options.file), { placeLater: options.autoPlace });
  if (!parsed.ok) throw new CliError(describeIssues(options.file, parsed.issues), Exit.usage);

  const api = await rt.api();
  const { planDeployment } = await import("../clusters/plan.ts");
  const plan = await planDeployment(api, parsed.file, { autoPlace: options.autoPlace });
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
    .option("--dry-run", "print the placement with its reasons, the price and the balance runway; send nothing")
    .option("--wait", "follow the provisioning steps live; exit 1 if a step fails (after its rollback)")
    .option("--timeout <seconds>", "with --wait: give up after this long (exit 5)", "900")
    .option("-o, --output <format>", "with --dry-run: json or yaml prints the plan as data");
  example(
    command,
    "kubecloud deploy -f packages/cli/examples/cluster.yaml --auto-place --dry-run",
    "kubecloud deploy -f cluster.yaml --auto-place --wait",
  );
  command.action((options: DeployOptions) => deploy(rt(), options));
}
