/** "3 nodes", "1 node" */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** The name a kubeconfig is saved under. */
export const kubeconfigFile = (cluster: string) => `${cluster}-kubeconfig.yaml`;
