/** "3 nodes", "1 node" */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** "master1", "master1 and worker1", "a, b and c" */
export const listOf = (parts: readonly string[]): string =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/** The name a kubeconfig is saved under. */
export const kubeconfigFile = (cluster: string) => `${cluster}-kubeconfig.yaml`;
