/** The TFGrid networks, as the server's config and the original console's VITE_NETWORK name them. */
export const gridNetworks = ["dev", "qa", "test", "main"] as const;
export type GridNetwork = (typeof gridNetworks)[number];

/**
 * The TFGrid network the server deploys on (its own config says which): `VITE_NETWORK` from /env.js (deploy
 * time), else from the build, trimmed and lower-cased; anything else, or nothing, is the main network. Read here
 * rather than in env.ts, so the first load does not carry it.
 */
export function gridNetwork(runtime = typeof window === "undefined" ? undefined : window.__ENV__): GridNetwork {
  const name = (runtime?.VITE_NETWORK || import.meta.env.VITE_NETWORK)?.trim().toLowerCase() ?? "";
  return (gridNetworks as readonly string[]).includes(name) ? (name as GridNetwork) : "main";
}

/**
 * A node's health dashboard: the TFGrid's public Grafana ("zos-host-metrics" on metrics.grid.tf, organisation
 * 2, refreshed every 30 s), as the original console opened it from its node cards. Grafana names the networks
 * its own way, and picks a node by its twin's account id (`GET /v1/twins/{twinId}/account`), not its id.
 */
export const nodeHealth = {
  dashboardUrl: "https://metrics.grid.tf/d/rYdddlPWkfqwf/zos-host-metrics",
  orgId: "2",
  refresh: "30s",
  /** The disks the dashboard charts: SATA/SAS, NVMe and eMMC devices. */
  diskDevices: "[a-z]+|nvme[0-9]+n[0-9]+|mmcblk[0-9]+",
  networks: { dev: "development", qa: "qa", test: "testing", main: "production" } satisfies Record<GridNetwork, string>,
} as const;

/**
 * The dashboard of one node; without the account id (not fetched yet) it opens on the node's farm, where the
 * node can be picked by hand.
 */
export function nodeHealthUrl({
  network,
  farmId,
  accountId,
}: {
  network: GridNetwork;
  farmId: number;
  accountId?: string;
}): string {
  const params = new URLSearchParams({
    orgId: nodeHealth.orgId,
    refresh: nodeHealth.refresh,
    "var-network": nodeHealth.networks[network],
    "var-farm": String(farmId),
  });
  if (accountId) params.set("var-node", accountId);
  params.set("var-diskdevices", nodeHealth.diskDevices);
  return `${nodeHealth.dashboardUrl}?${params.toString()}`;
}
