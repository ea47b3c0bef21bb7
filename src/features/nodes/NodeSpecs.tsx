import ui from "../../components/ui/ui.module.css";
import { formatCapacity, formatUptime } from "../../lib/format.ts";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

/** CPU, RAM, storage, GPUs and uptime, as "label value" pairs that wrap on narrow screens. */
export function NodeSpecs({ node }: { node: MarketNode }) {
  const specs: [string, string][] = [
    ["CPU", `${node.cpu} vCPU`],
    ["RAM", formatCapacity(node.ramGB)],
    ["Storage", formatCapacity(node.storageGB)],
    ["GPU", node.gpus > 0 ? String(node.gpus) : "none"],
    ["Uptime", node.uptime > 0 ? formatUptime(node.uptime) : "down"],
  ];
  return (
    <dl className={`${ui.row} ${classes.specs}`}>
      {specs.map(([label, value]) => (
        <div key={label} className={`${ui.row} ${classes.spec} ${classes.nowrap}`}>
          <dt className={`${ui.text} ${ui.small} ${ui.dimmed}`}>{label}</dt>
          <dd className={`${ui.text} ${ui.small}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
