import type { ReactNode } from "react";
import ui from "../../components/ui/ui.module.css";
import { NodeHealthLink } from "./NodeHealthLink.tsx";
import { NodeSpecs } from "./NodeSpecs.tsx";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

/**
 * Who and where a node is and what it has: its title (and badges), country · farm with a link to its health
 * dashboard, and its specs.
 */
export function NodeSummary({ node, title, badges }: { node: MarketNode; title: ReactNode; badges?: ReactNode }) {
  return (
    <div className={`${classes.stack} ${classes.summary} ${classes.rowMain}`}>
      <div className={`${ui.row} ${classes.titleLine}`}>
        {title}
        {badges}
      </div>
      <div className={`${ui.row} ${classes.placeLine}`}>
        <p className={`${ui.text} ${ui.small} ${ui.dimmed}`}>
          {node.country || "Unknown country"} · {node.farm}
        </p>
        <NodeHealthLink node={node.node} />
      </div>
      <NodeSpecs node={node} />
    </div>
  );
}
