import type { Cluster } from "@kubecloud/sdk";
import { paths } from "../../../config/paths.ts";
import type { ClusterDraft, VmDraft, VmRole } from "../schemas.ts";
import { generateClusterName, newVmKey } from "../vm.ts";

// "Clone": the wizard opens with a cluster's VMs. The cluster page and the list hand the VMs over in the
// router's state (a plain object: it survives the navigation, never the URL), and the wizard turns them into
// its draft with a new generated name and no placement: the same nodes may be full now, so placing is redone.

const MB_PER_GB = 1024;

/** One VM as it is handed to the wizard: what the user chose, none of what the server placed or computed. */
export interface CloneVm {
  name: string;
  role: VmRole;
  cpu: number;
  memoryGb: number;
  diskGb: number;
}

/** The router state of `/deploy` opened by Clone. */
export interface CloneState {
  cloneOf: { name: string; vms: CloneVm[] };
}

/** What Clone hands over for `cluster` (the leader is a master; sizes in the GB the wizard shows). */
export function cloneState(cluster: Pick<Cluster, "name" | "nodes">): CloneState {
  return {
    cloneOf: {
      name: cluster.name,
      vms: cluster.nodes.map((node) => ({
        name: node.original_name ?? node.name,
        role: node.type === "worker" ? "worker" : "master",
        cpu: node.cpu,
        memoryGb: Math.round((node.memory / MB_PER_GB) * 10) / 10,
        diskGb: Math.round((node.disk_size / MB_PER_GB) * 10) / 10,
      })),
    },
  };
}

/** Where Clone goes: the wizard's first step, so the user sees the name and VMs before placing them. */
export const clonePath = paths.deploy;

/** The router state, if it is a Clone's (anything else, e.g. a state from an older tab, is ignored). */
export function readCloneState(state: unknown): CloneState["cloneOf"] | null {
  const clone = (state as Partial<CloneState> | null)?.cloneOf;
  if (typeof clone?.name !== "string" || !Array.isArray(clone.vms) || clone.vms.length === 0) return null;
  return clone;
}

/**
 * The wizard's draft for a clone: a new name from the wizard's generator, the same VMs and sizes, every SSH key
 * of the user (the server does not say which keys a VM has), and no node: placement is redone.
 */
export function cloneDraft(
  source: CloneState["cloneOf"],
  sshKeyIds: number[],
  taken: readonly string[],
  random?: () => number,
): ClusterDraft {
  const vms: VmDraft[] = [];
  for (const vm of source.vms)
    vms.push({
      key: newVmKey(vms),
      name: vm.name,
      role: vm.role,
      cpu: vm.cpu,
      memoryGb: vm.memoryGb,
      diskGb: vm.diskGb,
      sshKeyIds,
      nodeId: null,
      gpuIds: [],
    });
  return { name: generateClusterName([...taken, source.name], random), vms, region: null };
}
