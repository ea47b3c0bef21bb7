import { kubeconfigFile } from "../format.ts";

// The one-liners of the kubeconfig panel: merge the saved file into ~/.kube/config and switch to it.
// Plain POSIX shell and kubectl, no other tool. Why it is written this way:
// - the cluster's file comes FIRST in KUBECONFIG: on a name both files have (a cluster deleted and deployed
//   again under the same name), kubectl keeps the first file's entry, so the new credentials win;
// - $HOME, not ~: a ~ after the ':' of KUBECONFIG is not expanded by every shell;
// - `--flatten` keeps the certificates inline (plain `view` would redact them), so the file stands alone;
// - the merge is written next to the config under umask 077 and moved over it: a failed merge leaves the old
//   file as it was, and the credentials are never readable by others, not even for a moment.
// The file's cluster, user and context are all named after the cluster (queries.ts), so `use-context NAME`.

/** Where the one-liner keeps the cluster's own file. */
export const keptKubeconfig = (cluster: string) => `$HOME/.kube/${cluster}.yaml`;

/** Merges `./{name}-kubeconfig.yaml` (as downloaded) into ~/.kube/config and switches kubectl to the cluster. */
export function mergeCommand(cluster: string): string {
  const kept = keptKubeconfig(cluster);
  return [
    `(umask 077 && mkdir -p "$HOME/.kube" && cp ./${kubeconfigFile(cluster)} "${kept}"`,
    `KUBECONFIG="${kept}:$HOME/.kube/config" kubectl config view --flatten > "$HOME/.kube/config.new"`,
    `mv "$HOME/.kube/config.new" "$HOME/.kube/config") && kubectl config use-context ${cluster}`,
  ].join(" && ");
}

/** The same with the command line, which fetches the file itself (and backs the old config up). */
export const cliMergeCommand = (cluster: string) => `kubecloud kubeconfig get ${cluster} --merge --use`;
