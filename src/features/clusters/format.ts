const clock = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** "10:02:11 AM" in the user's time zone ("" for a time it cannot read). */
export function formatClock(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : clock.format(time);
}

const gb = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A cluster's sizes come in MB: "4 GB", "1.5 GB". */
export function formatMb(mb: number): string {
  return `${gb.format(mb / 1024)} GB`;
}

/** "3 nodes", "1 node" */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** The name a kubeconfig is saved under. */
export const kubeconfigFile = (cluster: string) => `${cluster}-kubeconfig.yaml`;
