import type { ClusterDraft, VmDraft, VmRole } from "./schemas.ts";

// A cluster being defined in the console: its name and its VMs (product-rules §7), as the schemas in schemas.ts
// read them. Sizes are in GB here, as the user types them; the request converts them to the MB the server takes
// (request.ts).

/** The size a new VM starts with: enough for k3s and a few workloads. */
export const vmDefaults = { cpu: 2, memoryGb: 4, diskGb: 25 } as const;

let keys = 0;
/** A key unique in this tab (drafts restored from storage keep theirs, so new ones start past them). */
export function newVmKey(taken: readonly VmDraft[] = []): string {
  let key: string;
  do key = `vm${(keys += 1)}`;
  while (taken.some((vm) => vm.key === key));
  return key;
}

/** The first free `master1`, `master2` … (or `worker…`) among `vms`. */
export function nextVmName(role: VmRole, vms: readonly Pick<VmDraft, "name">[]): string {
  const taken = new Set(vms.map((vm) => vm.name.toLowerCase()));
  let n = 1;
  while (taken.has(`${role}${n}`)) n += 1;
  return `${role}${n}`;
}

/** A new VM with the default size, every given SSH key, and no node yet. */
export function newVm(role: VmRole, vms: readonly VmDraft[], sshKeyIds: number[]): VmDraft {
  return {
    key: newVmKey(vms),
    name: nextVmName(role, vms),
    role,
    ...vmDefaults,
    sshKeyIds,
    nodeId: null,
    gpuIds: [],
  };
}

/** The wizard's starting point: one master and one worker (product-rules §7). */
export function newClusterDraft(name: string, sshKeyIds: number[]): ClusterDraft {
  const master = newVm("master", [], sshKeyIds);
  return { name, vms: [master, newVm("worker", [master], sshKeyIds)] };
}

// The existing console's nouns for generated names; a number from 1 to 999 follows.
const NOUNS = [
  "cluster",
  "cloud",
  "node",
  "server",
  "engine",
  "core",
  "hub",
  "nexus",
  "forge",
  "vault",
  "tower",
  "citadel",
  "fortress",
  "sanctuary",
  "haven",
  "realm",
  "domain",
  "sphere",
  "matrix",
  "grid",
  "system",
];

/** A name like `forge417`, different from every name in `taken` (compared without case). */
export function generateClusterName(taken: readonly string[], random: () => number = Math.random): string {
  const used = new Set(taken.map((name) => name.toLowerCase()));
  for (;;) {
    const name = `${NOUNS[Math.floor(random() * NOUNS.length)]}${1 + Math.floor(random() * 999)}`;
    if (!used.has(name)) return name;
  }
}
