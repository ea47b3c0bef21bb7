// Real-looking metrics for the sandbox's clusters: per VM a CPU load that drifts smoothly over time,
// memory that follows it, and a data disk that slowly fills. A VM on an unhealthy grid node is not_ready.
import { createHash } from "node:crypto";
import type { ClusterMetrics } from "@kubecloud/sdk";
import { MB } from "./grid.ts";
import { findNode, type DeploymentRecord, type State } from "./store.ts";
import { isoSeconds } from "./time.ts";

/** A stable number in [0, 1) per VM, so each one has its own baseline. */
const unit = (text: string) => createHash("sha1").update(text).digest().readUInt32BE(0) / 2 ** 32;

export function clusterMetrics(state: State, record: DeploymentRecord, now: number): ClusterMetrics {
  const minutes = now / 60_000;
  return {
    cluster_name: record.cluster.name,
    collected_at: isoSeconds(now),
    nodes: record.cluster.nodes.map((vm) => {
      const seed = unit(vm.name);
      const grid = findNode(state, vm.node_id);
      const ready = !!grid && grid.healthy && grid.status !== "down";
      const wave = (Math.sin(minutes / (7 + seed * 11) + seed * 6.28) + 1) / 2;
      const ripple = (Math.sin(minutes * 1.7 + seed * 40) + 1) / 2;
      const cpu = Math.min(100, Math.round((8 + seed * 40 + wave * 35 + ripple * 8) * 10) / 10);
      const memoryTotal = vm.memory * MB;
      const diskTotal = vm.disk_size * MB;
      const ageDays = Math.max(0, (now - Date.parse(record.createdAt)) / 86_400_000);
      const diskShare = Math.min(0.92, 0.12 + seed * 0.2 + ageDays * 0.004);
      return {
        name: vm.original_name ?? vm.name,
        node_id: vm.node_id,
        type: vm.type,
        status: ready ? ("ready" as const) : ("not_ready" as const),
        cpu_cores: vm.cpu,
        cpu_usage_percent: ready ? cpu : 0,
        memory_used_bytes: ready ? Math.round(memoryTotal * (0.35 + seed * 0.2 + wave * 0.3)) : 0,
        memory_total_bytes: memoryTotal,
        disk_used_bytes: Math.round(diskTotal * diskShare),
        disk_total_bytes: diskTotal,
      };
    }),
  };
}
