// `kubecloud kubeconfig get NAME`: the cluster's kubeconfig with its cluster, user and context named after the
// cluster (the server's are all `default`, so two clusters' files would collide), printed, saved, or merged
// into the user's kubeconfig.
import type { Command } from "commander";
import type { KubeCloudClient } from "@kubecloud/sdk";
import { example, group } from "../command-kit.ts";
import { CliError, Exit } from "../exit.ts";
import type { Runtime } from "../runtime.ts";

interface GetOptions {
  output?: string;
  merge?: boolean;
  use?: boolean;
}

/**
 * `GET /v1/deployments/{name}/kubeconfig` (the server may read it from the cluster over SSH: the SDK gives it
 * 120 s). A cluster still being deployed is not found yet, and a cluster whose nodes cannot be reached gives
 * a 500: both are said plainly.
 */
async function fetchKubeconfig(rt: Runtime, api: KubeCloudClient, name: string): Promise<string> {
  try {
    const { kubeconfig } = await api.call("get", "/v1/deployments/{name}/kubeconfig", { params: { path: { name } } });
    return kubeconfig;
  } catch (error) {
    const status =
      error instanceof Error && error.name === "KubeCloudError" ? (error as { status?: number }).status : 0;
    if (status === 404) {
      const { deployingNote } = await import("../clusters/started.ts");
      const note = await deployingNote(api, rt.env, rt.apiUrl, name);
      if (note) throw new CliError(note, Exit.notFound);
    }
    if (status === 500) {
      const { describeError } = await import("../exit.ts");
      throw new CliError(
        `${describeError(error).text}\nThe server could not read the kubeconfig from the cluster's nodes (a cluster that is still starting, or a node that is down): try again in a minute.`,
        Exit.api,
      );
    }
    throw error;
  }
}

async function get(rt: Runtime, name: string, options: GetOptions): Promise<void> {
  if (options.use && !options.merge) throw new CliError("--use switches the merged context: add --merge", Exit.usage);
  if (options.output && options.merge) throw new CliError("Give -o FILE or --merge, not both", Exit.usage);
  const api = await rt.api();
  const text = await fetchKubeconfig(rt, api, name);
  const { renameKubeconfig, mergeKubeconfig } = await import("../kubeconfig/merge.ts");
  const files = await import("../kubeconfig/file.ts");
  let renamed;
  try {
    renamed = renameKubeconfig(text, name);
  } catch (error) {
    throw new CliError((error as Error).message, Exit.api);
  }

  if (options.merge) {
    const path = files.kubeconfigPath(rt.env);
    const existing = files.readIfThere(path);
    let merged;
    try {
      merged = mergeKubeconfig(existing, renamed, { use: options.use });
    } catch (error) {
      throw new CliError(`${path}: ${(error as Error).message}; it was left as it is`, Exit.usage);
    }
    const backup = existing === undefined ? undefined : files.backUp(path);
    files.writePrivate(path, merged.text);
    if (backup) rt.err(`Backup of the previous file: ${backup}`);
    if (merged.replaced.length > 0) rt.err(`Replaced: ${merged.replaced.join(", ")}`);
    rt.out(
      options.use
        ? `Merged context ${name} into ${path} and switched to it: kubectl get nodes`
        : `Merged context ${name} into ${path}: kubectl --context ${name} get nodes (or add --use to switch to it)`,
    );
    return;
  }
  if (options.output) {
    files.writePrivate(options.output, renamed.text);
    rt.out(`Wrote ${options.output}: kubectl --kubeconfig ${options.output} get nodes`);
    return;
  }
  rt.out(renamed.text);
}

export function register(program: Command, rt: () => Runtime): void {
  const kubeconfig = group(program, "kubeconfig", "Kubeconfig files for your clusters");
  example(kubeconfig, "kubecloud kubeconfig get prodcluster --merge");
  const command = kubeconfig
    .command("get <name>")
    .description("Print a cluster's kubeconfig, save it (-o FILE) or merge it into $KUBECONFIG or ~/.kube/config")
    .option("-o, --output <file>", "write it to this file (mode 0600) instead of printing it")
    .option("--merge", "add the cluster, user and context (named after the cluster), keeping a backup")
    .option("--use", "with --merge: make it the current context");
  example(
    command,
    "kubecloud kubeconfig get prodcluster --merge --use",
    "kubecloud kubeconfig get prodcluster -o prodcluster-kubeconfig.yaml",
  );
  command.action((name: string, options: GetOptions) => get(rt(), name, options));
}
